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
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 a_v = _mm512_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 t5 = _mm512_mul_ps(a_v, x_v);
            __m512 y_v = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_add_ps(t5, y_v);
            _mm512_storeu_ps(t4, t6);
            long t7 = (long)(int)(i_vec + 16L);
            float *t8 = y + t7;
            __m512 x_v_1 = _mm512_loadu_ps(x + t7);
            __m512 t9 = _mm512_mul_ps(a_v, x_v_1);
            __m512 y_v_1 = _mm512_loadu_ps(t8);
            __m512 t10 = _mm512_add_ps(t9, y_v_1);
            _mm512_storeu_ps(t8, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512 a_v_1 = _mm512_set1_ps(a);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            float *t15 = y + t14;
            __m512 x_v_2 = _mm512_loadu_ps(x + t14);
            __m512 t16 = _mm512_mul_ps(a_v_1, x_v_2);
            __m512 y_v_2 = _mm512_loadu_ps(t15);
            __m512 t17 = _mm512_add_ps(t16, y_v_2);
            _mm512_storeu_ps(t15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        __m512 a_v_2 = _mm512_set1_ps(a);
        long t22 = (long)(int)(long)t18;
        float *t23 = y + t22;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t21, x + t22);
        __m512 t24 = _mm512_mul_ps(a_v_2, x_v_3);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t21, t23);
        __m512 t25 = _mm512_add_ps(t24, y_v_3);
        _mm512_mask_storeu_ps(t23, t21, t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float *t27 = y + t26;
        *t27 = a * x[t26] + *t27;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            int *t4 = y + t3;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i t5 = _mm512_xor_si512(x_v, k_v);
            __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
            __m512i y_v = _mm512_loadu_si512(t4);
            __m512i t7 = _mm512_add_epi32(t6, y_v);
            __m512i t8 = _mm512_sub_epi32(t7, x_v);
            _mm512_storeu_si512(t4, t8);
            long t9 = (long)(int)(i_vec + 16L);
            int *t10 = y + t9;
            __m512i x_v_1 = _mm512_loadu_si512(x + t9);
            __m512i t11 = _mm512_xor_si512(x_v_1, k_v);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
            __m512i y_v_1 = _mm512_loadu_si512(t10);
            __m512i t13 = _mm512_add_epi32(t12, y_v_1);
            __m512i t14 = _mm512_sub_epi32(t13, x_v_1);
            _mm512_storeu_si512(t10, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            int *t19 = y + t18;
            __m512i x_v_2 = _mm512_loadu_si512(x + t18);
            __m512i t20 = _mm512_xor_si512(x_v_2, k_v_1);
            __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(3));
            __m512i y_v_2 = _mm512_loadu_si512(t19);
            __m512i t22 = _mm512_add_epi32(t21, y_v_2);
            __m512i t23 = _mm512_sub_epi32(t22, x_v_2);
            _mm512_storeu_si512(t19, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        long t28 = (long)(int)(long)t24;
        int *t29 = y + t28;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t27, x + t28);
        __m512i t30 = _mm512_xor_si512(x_v_3, k_v_2);
        __m512i t31 = t30;
        __m512i t32 = _mm512_set1_epi32(3);
        __m512i t33 = _mm512_mullo_epi32(t31, t32);
        __m512i t34 = t33;
        __m512i y_v_3 = _mm512_maskz_loadu_epi32(t27, t29);
        __m512i t35 = t34;
        __m512i t36 = y_v_3;
        __m512i t37 = _mm512_add_epi32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = t38;
        __m512i t40 = x_v_3;
        __m512i t41 = _mm512_sub_epi32(t39, t40);
        __m512i t42 = t41;
        _mm512_mask_storeu_epi32(t29, t27, t42);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        int *t44 = y + t43;
        int t45 = x[t43];
        *t44 = (t45 ^ k) * 3 + *t44 - t45;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    int t23;
    int t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = y + t3;
            __m512d x_v = _mm512_loadu_pd(x + t3);
            __m512d z_v = _mm512_loadu_pd(z + t3);
            __m512d t5 = _mm512_mul_pd(x_v, z_v);
            __m512d t6 = _mm512_add_pd(t5, _mm512_set1_pd(1.5));
            __m512d t7 = _mm512_sub_pd(x_v, z_v);
            __m512d t8 = _mm512_mul_pd(t6, t7);
            __m512d y_v = _mm512_loadu_pd(t4);
            __m512d t9 = _mm512_mul_pd(y_v, _mm512_set1_pd(0.25));
            __m512d t10 = _mm512_add_pd(t8, t9);
            __m512d t11 = _mm512_mul_pd(z_v, _mm512_set1_pd(0.125));
            __m512d t12 = _mm512_sub_pd(t10, t11);
            _mm512_storeu_pd(t4, t12);
            long t13 = (long)(int)(i_vec + 8L);
            double *t14 = y + t13;
            __m512d x_v_1 = _mm512_loadu_pd(x + t13);
            __m512d z_v_1 = _mm512_loadu_pd(z + t13);
            __m512d t15 = _mm512_mul_pd(x_v_1, z_v_1);
            __m512d t16 = _mm512_add_pd(t15, _mm512_set1_pd(1.5));
            __m512d t17 = _mm512_sub_pd(x_v_1, z_v_1);
            __m512d t18 = _mm512_mul_pd(t16, t17);
            __m512d y_v_1 = _mm512_loadu_pd(t14);
            __m512d t19 = _mm512_mul_pd(y_v_1, _mm512_set1_pd(0.25));
            __m512d t20 = _mm512_add_pd(t18, t19);
            __m512d t21 = _mm512_mul_pd(z_v_1, _mm512_set1_pd(0.125));
            __m512d t22 = _mm512_sub_pd(t20, t21);
            _mm512_storeu_pd(t14, t22);
            i_vec += 16L;
        } while (i_vec < t2);
        t23 = (int)t2;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t23 + i_vec_1);
            double *t27 = y + t26;
            __m512d x_v_2 = _mm512_loadu_pd(x + t26);
            __m512d z_v_2 = _mm512_loadu_pd(z + t26);
            __m512d t28 = _mm512_mul_pd(x_v_2, z_v_2);
            __m512d t29 = _mm512_add_pd(t28, _mm512_set1_pd(1.5));
            __m512d t30 = _mm512_sub_pd(x_v_2, z_v_2);
            __m512d t31 = _mm512_mul_pd(t29, t30);
            __m512d y_v_2 = _mm512_loadu_pd(t27);
            __m512d t32 = _mm512_mul_pd(y_v_2, _mm512_set1_pd(0.25));
            __m512d t33 = _mm512_add_pd(t31, t32);
            __m512d t34 = _mm512_mul_pd(z_v_2, _mm512_set1_pd(0.125));
            __m512d t35 = _mm512_sub_pd(t33, t34);
            _mm512_storeu_pd(t27, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t36 = (int)((long)t23 + t25);
    } else {
        t36 = t23;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 1L) & (t37 <= 8L)) {
        __m256i t38 = _mm256_set1_epi32((int)(int)t37);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t40 = (long)(int)(long)t36;
        double *t41 = y + t40;
        __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t39), x + t40);
        __m512d z_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t39), z + t40);
        __m512d t42 = _mm512_mul_pd(x_v_3, z_v_3);
        __m512d t43 = _mm512_add_pd(t42, _mm512_set1_pd(1.5));
        __m512d t44 = _mm512_sub_pd(x_v_3, z_v_3);
        __m512d t45 = _mm512_mul_pd(t43, t44);
        __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t39), t41);
        __m512d t46 = _mm512_mul_pd(y_v_3, _mm512_set1_pd(0.25));
        __m512d t47 = _mm512_add_pd(t45, t46);
        __m512d t48 = _mm512_mul_pd(z_v_3, _mm512_set1_pd(0.125));
        __m512d t49 = _mm512_sub_pd(t47, t48);
        _mm512_mask_storeu_pd(t41, _mm256_movepi32_mask(t39), t49);
        i = (int)((long)t36 + t37);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        double *t51 = y + t50;
        double t52 = x[t50];
        double t53 = z[t50];
        *t51 = (t52 * t53 + 1.5) * (t52 - t53) + *t51 * 0.25 - t53 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    int t19;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            long long *t4 = y + t3;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i t5 = _mm512_mullo_epi64(x_v, _mm512_set1_epi64((long long)7LL));
            __m512i y_v = _mm512_loadu_si512(t4);
            __m512i t6 = _mm512_mullo_epi64(y_v, _mm512_set1_epi64((long long)3LL));
            __m512i t7 = _mm512_add_epi64(t5, t6);
            __m512i t8 = _mm512_mullo_epi64(y_v, _mm512_set1_epi64((long long)5LL));
            __m512i t9 = _mm512_sub_epi64(x_v, t8);
            __m512i t10 = _mm512_xor_si512(t7, t9);
            _mm512_storeu_si512(t4, t10);
            long t11 = (long)(int)(i_vec + 8L);
            long long *t12 = y + t11;
            __m512i x_v_1 = _mm512_loadu_si512(x + t11);
            __m512i t13 = _mm512_mullo_epi64(x_v_1, _mm512_set1_epi64((long long)7LL));
            __m512i y_v_1 = _mm512_loadu_si512(t12);
            __m512i t14 = _mm512_mullo_epi64(y_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t15 = _mm512_add_epi64(t13, t14);
            __m512i t16 = _mm512_mullo_epi64(y_v_1, _mm512_set1_epi64((long long)5LL));
            __m512i t17 = _mm512_sub_epi64(x_v_1, t16);
            __m512i t18 = _mm512_xor_si512(t15, t17);
            _mm512_storeu_si512(t12, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            long long *t23 = y + t22;
            __m512i x_v_2 = _mm512_loadu_si512(x + t22);
            __m512i t24 = _mm512_mullo_epi64(x_v_2, _mm512_set1_epi64((long long)7LL));
            __m512i y_v_2 = _mm512_loadu_si512(t23);
            __m512i t25 = _mm512_mullo_epi64(y_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t26 = _mm512_add_epi64(t24, t25);
            __m512i t27 = _mm512_mullo_epi64(y_v_2, _mm512_set1_epi64((long long)5LL));
            __m512i t28 = _mm512_sub_epi64(x_v_2, t27);
            __m512i t29 = _mm512_xor_si512(t26, t28);
            _mm512_storeu_si512(t23, t29);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t30 = (int)((long)t19 + t21);
    } else {
        t30 = t19;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t30;
        long long *t35 = y + t34;
        __m512i x_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t33), x + t34);
        __m512i t36 = x_v_3;
        __m512i t37 = _mm512_set1_epi64((long long)7LL);
        __m512i t38 = _mm512_mullo_epi64(t36, t37);
        __m512i t39 = t38;
        __m512i y_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t33), t35);
        __m512i t40 = y_v_3;
        __m512i t41 = _mm512_set1_epi64((long long)3LL);
        __m512i t42 = _mm512_mullo_epi64(t40, t41);
        __m512i t43 = t42;
        __m512i t44 = t39;
        __m512i t45 = t43;
        __m512i t46 = _mm512_add_epi64(t44, t45);
        __m512i t47 = t46;
        __m512i t48 = y_v_3;
        __m512i t49 = _mm512_set1_epi64((long long)5LL);
        __m512i t50 = _mm512_mullo_epi64(t48, t49);
        __m512i t51 = t50;
        __m512i t52 = x_v_3;
        __m512i t53 = t51;
        __m512i t54 = _mm512_sub_epi64(t52, t53);
        __m512i t55 = t54;
        __m512i t56 = _mm512_xor_si512(t47, t55);
        _mm512_mask_storeu_epi64(t35, _mm256_movepi32_mask(t33), t56);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t57 = (long)i;
        long long *t58 = y + t57;
        long long t59 = x[t57];
        long long t60 = *t58;
        *t58 = (t59 * 7LL + t60 * 3LL) ^ (t59 - t60 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i t4 = _mm512_and_si512(x_v, _mm512_set1_epi32(1023));
            __m512i y_v = _mm512_loadu_si512(y + t3);
            __m512i t5 = _mm512_and_si512(y_v, _mm512_set1_epi32(1023));
            __m512i t6 = _mm512_mullo_epi32(t4, t5);
            __m512i t7 = _mm512_xor_si512(x_v, _mm512_set1_epi32(5));
            __m512i t8 = _mm512_add_epi32(t6, t7);
            __m512i t9 = t8;
            s_v = _mm512_add_epi32(s_v, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)(int)(long)t10;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t14, x + t15);
        __m512i t16 = _mm512_and_si512(x_v_1, _mm512_set1_epi32(1023));
        __m512i y_v_1 = _mm512_maskz_loadu_epi32(t14, y + t15);
        __m512i t17 = _mm512_and_si512(y_v_1, _mm512_set1_epi32(1023));
        __m512i t18 = t16;
        __m512i t19 = t17;
        __m512i t20 = _mm512_mullo_epi32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_xor_si512(x_v_1, _mm512_set1_epi32(5));
        __m512i t23 = t21;
        __m512i t24 = t22;
        __m512i t25 = _mm512_add_epi32(t23, t24);
        __m512i t26 = t25;
        __m512i t27 = t26;
        __m512i t28 = _mm512_add_epi32(_mm512_set1_epi32(0), t27);
        __m512i s_v_1 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t28);
        i = (int)((long)t10 + t12);
        s = (int)((unsigned int)t11 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = x[t29];
        s += (t30 & 1023) * (y[t29] & 1023) + (t30 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    int m;
    int t5;
    int t6;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32(-2000000000);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + (int)i_vec);
            __m512i t3 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_xor_si512(x_v, _mm512_set1_epi32(12345));
            __m512i v_v = _mm512_sub_epi32(t3, t4);
            m_v = _mm512_max_epi32(v_v, m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(m_v), _mm512_extracti64x4_epi64(m_v, 1)), _mm_max_epi32, int);
    } else {
        t5 = 0;
        t6 = -2000000000;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i t10 = _mm512_set1_epi32((int)t6);
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t9, x + (int)(long)t5);
        __m512i t11 = x_v_1;
        __m512i t12 = _mm512_set1_epi32(3);
        __m512i t13 = _mm512_mullo_epi32(t11, t12);
        __m512i t14 = t13;
        __m512i t15 = _mm512_xor_si512(x_v_1, _mm512_set1_epi32(12345));
        __m512i t16 = t14;
        __m512i t17 = t15;
        __m512i t18 = _mm512_sub_epi32(t16, t17);
        __m512i v_v_1 = t18;
        __mmask16 t19 = _mm512_cmp_epi32_mask(v_v_1, t10, _MM_CMPINT_NLE);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t9, t20);
        __m512i t22 = _mm512_mask_blend_epi32(t21, v_v_1, t10);
        __m512i m_v_1 = _mm512_mask_blend_epi32(t9, t10, t22);
        i = (int)((long)t5 + t7);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(m_v_1), _mm512_extracti64x4_epi64(m_v_1, 1)), _mm_max_epi32, int);
    } else {
        i = t5;
        m_1 = t6;
    }
    for (; i < n; i++, m_1 = m) {
        int t23 = x[i];
        m = t23 * 3 - (t23 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 t_v = _mm512_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __mmask16 t4 = _mm512_cmp_ps_mask(x_v, t_v, _CMP_GT_OQ);
            __m512 t5 = _mm512_sub_ps(x_v, t_v);
            __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t3 * 4UL), t4, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t7);
            __mmask16 t8 = _mm512_cmp_ps_mask(x_v_1, t_v, _CMP_GT_OQ);
            __m512 t9 = _mm512_sub_ps(x_v_1, t_v);
            __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t7 * 4UL), t8, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512 t_v_1 = _mm512_set1_ps(t);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m512 x_v_2 = _mm512_loadu_ps(x + t14);
            __mmask16 t15 = _mm512_cmp_ps_mask(x_v_2, t_v_1, _CMP_GT_OQ);
            __m512 t16 = _mm512_sub_ps(x_v_2, t_v_1);
            __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t14 * 4UL), t15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        __m512 t_v_2 = _mm512_set1_ps(t);
        long t22 = (long)(int)(long)t18;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t21, x + t22);
        __mmask16 t23 = _mm512_cmp_ps_mask(x_v_3, t_v_2, _CMP_GT_OQ);
        __mmask16 t24 = _kand_mask16(t21, t23);
        __m512 t25 = _mm512_sub_ps(x_v_3, t_v_2);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t22 * 4UL), t24, t26);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = x[t27];
        if (t28 > t) {
            y[t27] = (t28 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i idx_v = _mm512_loadu_si512(idx + t3);
            __m512 table_v = _mm512_i32gather_ps(idx_v, table, 4);
            __m512 t4 = _mm512_add_ps(table_v, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t3, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)(int)(long)t5;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t8, idx + t9);
        __m512 table_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t8, idx_v_1, table, 4);
        __m512 t10 = _mm512_add_ps(table_v_1, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t9, t8, t10);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        y[t11] = table[idx[t11]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i d_v = _mm512_loadu_si512(d + t3);
            __m512i t4 = (__m512i)((vcc_v16_int)x_v / (vcc_v16_int)d_v);
            __m512i t5 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(5));
            __m512i t6 = _mm512_add_epi32(t4, t5);
            _mm512_storeu_si512(y + t3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)(int)(long)t7;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t10, x + t11);
        __m512i d_v_1 = _mm512_maskz_loadu_epi32(t10, d + t11);
        __m512i t12 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), d_v_1);
        __m512i t13 = (__m512i)((vcc_v16_int)x_v_1 / (vcc_v16_int)t12);
        __m512i t14 = x_v_1;
        __m512i t15 = _mm512_set1_epi32(5);
        __m512i t16 = _mm512_mullo_epi32(t14, t15);
        __m512i t17 = t16;
        __m512i t18 = t13;
        __m512i t19 = t17;
        __m512i t20 = _mm512_add_epi32(t18, t19);
        __m512i t21 = t20;
        _mm512_mask_storeu_epi32(y + t11, t10, t21);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        int t23 = x[t22];
        y[t22] = t23 / d[t22] + t23 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const float *t4 = x + 2 * t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 x_v = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
            __m512 x_v_1 = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t6);
            __m512 t7 = _mm512_mul_ps(x_v, _mm512_set1_ps(3.0f));
            __m512 t8 = _mm512_add_ps(t7, x_v_1);
            _mm512_storeu_ps(y + t3, t8);
            int t9 = (int)(i_vec + 16L);
            const float *t10 = x + 2 * t9;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_loadu_ps(t10 + 16);
            __m512 x_v_2 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
            __m512 x_v_3 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t12);
            __m512 t13 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(3.0f));
            __m512 t14 = _mm512_add_ps(t13, x_v_3);
            _mm512_storeu_ps(y + t9, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            int t18 = (int)((long)t15 + i_vec_1);
            const float *t19 = x + 2 * t18;
            __m512 t20 = _mm512_loadu_ps(t19);
            __m512 t21 = _mm512_loadu_ps(t19 + 16);
            __m512 x_v_4 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t21);
            __m512 x_v_5 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t21);
            __m512 t22 = _mm512_mul_ps(x_v_4, _mm512_set1_ps(3.0f));
            __m512 t23 = _mm512_add_ps(t22, x_v_5);
            _mm512_storeu_ps(y + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        int t24 = 2 * i;
        y[i] = x[t24] * 3.0f + x[t24 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    float last;
    __m512 last_v_1;
    int t7;
    float t8;
    __m512 last_v_2;
    int t13;
    float t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 last_v = _mm512_mul_ps(x_v, _mm512_set1_ps(2.0f));
            __m512 t4 = _mm512_add_ps(last_v, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t5);
            last_v_1 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(2.0f));
            __m512 t6 = _mm512_add_ps(last_v_1, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
        t8 = ((vcc_v16_float)last_v_1)[15];
    } else {
        t7 = 0;
        t8 = 0.0f;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        do {
            long t11 = (long)(int)((long)t7 + i_vec_1);
            __m512 x_v_2 = _mm512_loadu_ps(x + t11);
            last_v_2 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(2.0f));
            __m512 t12 = _mm512_add_ps(last_v_2, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t11, t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t13 = (int)((long)t7 + t10);
        t14 = ((vcc_v16_float)last_v_2)[15];
    } else {
        t13 = t7;
        t14 = t8;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)(int)(long)t13;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t17, x + t18);
        __m512 last_v_3 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(2.0f));
        __m512 t19 = _mm512_add_ps(last_v_3, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t18, t17, t19);
        __m512i t20 = _mm512_set1_epi32((int)(int)(t15 - 1L));
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_EQ);
        __m512 t22 = _mm512_mask_blend_ps(t21, _mm512_set1_ps(-0.0f), last_v_3);
        i = (int)((long)t13 + t15);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t22), _mm512_extractf32x8_ps(t22, 1)));
    } else {
        i = t13;
        last = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        last = x[t23] * 2.0f;
        y[t23] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int last;
    __mmask16 last_v_1;
    int t12;
    int t13;
    __mmask16 last_v_2;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __mmask16 last_v = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t4 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t5 = _mm512_maskz_mov_epi32(last_v, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_add_epi32(t4, t5);
            _mm512_storeu_si512(y + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m512i x_v_1 = _mm512_loadu_si512(x + t7);
            last_v_1 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t8 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(3));
            __m512i t9 = _mm512_maskz_mov_epi32(last_v_1, _mm512_set1_epi32(1));
            __m512i t10 = _mm512_add_epi32(t8, t9);
            _mm512_storeu_si512(y + t7, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t11 = _mm512_maskz_mov_epi32(last_v_1, _mm512_set1_epi32(1));
        t12 = (int)t2;
        t13 = ((vcc_v16_int)t11)[15];
    } else {
        t12 = 0;
        t13 = -1;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t12 + i_vec_1);
            __m512i x_v_2 = _mm512_loadu_si512(x + t16);
            last_v_2 = _mm512_cmp_epi32_mask(x_v_2, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t17 = _mm512_mullo_epi32(x_v_2, _mm512_set1_epi32(3));
            __m512i t18 = _mm512_maskz_mov_epi32(last_v_2, _mm512_set1_epi32(1));
            __m512i t19 = _mm512_add_epi32(t17, t18);
            _mm512_storeu_si512(y + t16, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        __m512i t20 = _mm512_maskz_mov_epi32(last_v_2, _mm512_set1_epi32(1));
        t21 = (int)((long)t12 + t15);
        t22 = ((vcc_v16_int)t20)[15];
    } else {
        t21 = t12;
        t22 = t13;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)(int)(long)t21;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t25, x + t26);
        __mmask16 last_v_3 = _mm512_cmp_epi32_mask(x_v_3, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t27 = x_v_3;
        __m512i t28 = _mm512_set1_epi32(3);
        __m512i t29 = _mm512_mullo_epi32(t27, t28);
        __m512i t30 = t29;
        __m512i t31 = _mm512_maskz_mov_epi32(last_v_3, _mm512_set1_epi32(1));
        __m512i t32 = t30;
        __m512i t33 = t31;
        __m512i t34 = _mm512_add_epi32(t32, t33);
        __m512i t35 = t34;
        _mm512_mask_storeu_epi32(y + t26, t25, t35);
        __m512i t36 = _mm512_maskz_mov_epi32(last_v_3, _mm512_set1_epi32(1));
        __m512i t37 = _mm512_set1_epi32((int)(int)(t23 - 1L));
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_EQ);
        __m512i t39 = _mm512_mask_blend_epi32(t38, _mm512_set1_epi32(0), t36);
        i = (int)((long)t21 + t23);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t39), _mm512_extracti64x4_epi64(t39, 1)), _mm_or_si128, int);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        int t41 = x[t40];
        last = t41 > 3;
        y[t40] = t41 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int i;
    int last;
    int last_1;
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        __m512i t1 = _mm512_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t4 = (long)(int)i_vec;
            const int *t5 = x + t4;
            __m512i x_v = _mm512_loadu_si512(t5);
            __m512i t6 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + t4, t6);
            __m512i x_v_1 = _mm512_loadu_si512(t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __m512i t8 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = _mm512_mask_blend_epi32(t7, t1, t9);
            i_vec += 16L;
        } while (i_vec < t3);
        int t10 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
        i = (int)t3;
        last = t10 < 0 ? -7 : (int)(long)t10;
    } else {
        i = 0;
        last = -7;
    }
    for (; i < n; i++, last = last_1) {
        long t11 = (long)i;
        const int *t12 = x + t11;
        y[t11] = *t12 * 2;
        if (*t12 > 100) {
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
    int t11;
    int t19;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 16, UF 2, run-time check: `x` and `y` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            long t5 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t5);
            __m512 t6 = _mm512_mul_ps(x_v, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t5, t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t8);
            __m512 t9 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.5f));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t8, t10);
            i_vec += 32L;
        } while (i_vec < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)x;
    unsigned long t14 = (unsigned long)y;
    if ((t12 >= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t11 + i_vec_1);
            __m512 x_v_2 = _mm512_loadu_ps(x + t16);
            __m512 t17 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.5f));
            __m512 t18 = _mm512_add_ps(t17, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t16, t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t19 = (int)((long)t11 + t15);
    } else {
        t19 = t11;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)x;
    unsigned long t22 = (unsigned long)y;
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)(int)(long)t19;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t24, x + t25);
        __m512 t26 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.5f));
        __m512 t27 = _mm512_add_ps(t26, _mm512_set1_ps(3.0f));
        _mm512_mask_storeu_ps(y + t25, t24, t27);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        y[t28] = x[t28] * 0.5f + 3.0f;
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
    int t1;
    int t13;
    int t18;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
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
        int t2 = 2 * n;
        float *pairs = (float *)(_mm256_zeroupper(), guarded(t2, 4UL));
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
        for (int fill_idx_10 = 0; fill_idx_10 < t2; fill_idx_10++) {
            pairs[fill_idx_10] = (float)(int)((_mm256_zeroupper(), next_rand()) % 50U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < 64; fill_idx_11++) {
            table[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1000U);
        }
        for (int fill_idx_12 = 0; fill_idx_12 < n; fill_idx_12++) {
            idx[fill_idx_12] = (int)((_mm256_zeroupper(), next_rand()) % 64U);
        }
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long i_vec = 0L;
            /* vcc: loop at masked_tail.c:156 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long long *t5 = xl + (int)i_vec;
                __m512i xl_v = _mm512_loadu_si512(t5);
                __m512i t6 = _mm512_mullo_epi64(xl_v, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t5, t6);
                long long *t7 = xl + (int)(i_vec + 8L);
                __m512i xl_v_1 = _mm512_loadu_si512(t7);
                __m512i t8 = _mm512_mullo_epi64(xl_v_1, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t8);
                long long *t9 = xl + (int)(i_vec + 16L);
                __m512i xl_v_2 = _mm512_loadu_si512(t9);
                __m512i t10 = _mm512_mullo_epi64(xl_v_2, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t9, t10);
                long long *t11 = xl + (int)(i_vec + 24L);
                __m512i xl_v_3 = _mm512_loadu_si512(t11);
                __m512i t12 = _mm512_mullo_epi64(xl_v_3, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t11, t12);
                i_vec += 32L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long i_vec_1 = 0L;
            do {
                long long *t16 = xl + (int)((long)t13 + i_vec_1);
                __m512i xl_v_4 = _mm512_loadu_si512(t16);
                __m512i t17 = _mm512_mullo_epi64(xl_v_4, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t16, t17);
                i_vec_1 += 8L;
            } while (i_vec_1 < t15);
            t18 = (int)((long)t13 + t15);
        } else {
            t18 = t13;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if ((t19 >= 1L) & (t19 <= 8L)) {
            __m256i t20 = _mm256_set1_epi32((int)(int)t19);
            __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long long *t22 = xl + (int)(long)t18;
            __m512i xl_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t21), t22);
            __m512i t23 = xl_v_5;
            __m512i t24 = _mm512_set1_epi64((long long)1000003LL);
            __m512i t25 = _mm512_mullo_epi64(t23, t24);
            __m512i t26 = t25;
            _mm512_mask_storeu_epi64(t22, _mm256_movepi32_mask(t21), t26);
            i = (int)((long)t18 + t19);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            long long *t27 = xl + i;
            *t27 = *t27 * 1000003LL;
        }
        const float *t28 = xf;
        saxpy_f32(n, 1.5f, t28, yf);
        const int *t29 = xi;
        mix_i32(n, 77, t29, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t29, yi);
        int mx = max_i32(n, t29);
        unsigned long t30 = (unsigned long)n;
        unsigned long t31 = t30 * 8UL;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t31));
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t31));
        unsigned long t34 = t30 * 4UL;
        const void *t35 = (const void *)yi;
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes(t35, t34));
        const void *t37 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t37, t34)), (unsigned long long)t36, (unsigned long long)t33, (unsigned long long)t32, dot, mx);
        clip_f32(n, 3.0f, t28, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t29, di, yi);
        unsigned long t38 = (_mm256_zeroupper(), hash_bytes(t35, t34));
        const void *t39 = (const void *)xf;
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes(t39, t34));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t37, t34)), (unsigned long long)t40, (unsigned long long)t38);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t28, yf);
        int last_cmp = last_cmp_i32(n, t29, yi);
        int found = find_last_i32(n, t29, di);
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)di, t34));
        unsigned long t42 = (_mm256_zeroupper(), hash_bytes(t35, t34));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t37, t34)), (double)last, last_cmp, (unsigned long long)t42, found, (unsigned long long)t41);
        if (n > 0) {
            shift_add_f32(n - 1, t28, xf + 1);
            shift_add_f32(n, t28, yf);
        }
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes(t37, t34));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t34)), (unsigned long long)t43);
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
        (_mm256_zeroupper(), release((void *)pairs, t2, 4UL));
        (_mm256_zeroupper(), release((void *)table, 64, 4UL));
        (_mm256_zeroupper(), release((void *)idx, n, 4UL));
    }
}
