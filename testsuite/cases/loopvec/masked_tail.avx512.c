/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 a_v = _mm256_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            float *t4 = y + t3;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 t5 = _mm256_mul_ps(a_v, x_v);
            __m256 y_v = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_add_ps(t5, y_v);
            _mm256_storeu_ps(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            float *t8 = y + t7;
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256 t9 = _mm256_mul_ps(a_v, x_v_1);
            __m256 y_v_1 = _mm256_loadu_ps(t8);
            __m256 t10 = _mm256_add_ps(t9, y_v_1);
            _mm256_storeu_ps(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            float *t12 = y + t11;
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256 t13 = _mm256_mul_ps(a_v, x_v_2);
            __m256 y_v_2 = _mm256_loadu_ps(t12);
            __m256 t14 = _mm256_add_ps(t13, y_v_2);
            _mm256_storeu_ps(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            float *t16 = y + t15;
            __m256 x_v_3 = _mm256_loadu_ps(x + t15);
            __m256 t17 = _mm256_mul_ps(a_v, x_v_3);
            __m256 y_v_3 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_add_ps(t17, y_v_3);
            _mm256_storeu_ps(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m256 a_v_1 = _mm256_set1_ps(a);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            float *t23 = y + t22;
            __m256 x_v_4 = _mm256_loadu_ps(x + t22);
            __m256 t24 = _mm256_mul_ps(a_v_1, x_v_4);
            __m256 y_v_4 = _mm256_loadu_ps(t23);
            __m256 t25 = _mm256_add_ps(t24, y_v_4);
            _mm256_storeu_ps(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 a_v_2 = _mm256_set1_ps(a);
        long t30 = (long)(int)(long)t26;
        float *t31 = y + t30;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), x + t30);
        __m256 t32 = _mm256_mul_ps(a_v_2, x_v_5);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), t31);
        __m256 t33 = _mm256_add_ps(t32, y_v_5);
        _mm256_mask_storeu_ps(t31, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        float *t35 = y + t34;
        *t35 = a * x[t34] + *t35;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t27;
    int t36;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            int *t4 = y + t3;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i t5 = _mm256_xor_si256(x_v, k_v);
            __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
            __m256i y_v = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t7 = _mm256_add_epi32(t6, y_v);
            __m256i t8 = _mm256_sub_epi32(t7, x_v);
            _mm256_storeu_si256((__m256i *)t4, t8);
            long t9 = (long)(int)(i_vec + 8L);
            int *t10 = y + t9;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t9));
            __m256i t11 = _mm256_xor_si256(x_v_1, k_v);
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            __m256i y_v_1 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t13 = _mm256_add_epi32(t12, y_v_1);
            __m256i t14 = _mm256_sub_epi32(t13, x_v_1);
            _mm256_storeu_si256((__m256i *)t10, t14);
            long t15 = (long)(int)(i_vec + 16L);
            int *t16 = y + t15;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t15));
            __m256i t17 = _mm256_xor_si256(x_v_2, k_v);
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(3));
            __m256i y_v_2 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t19 = _mm256_add_epi32(t18, y_v_2);
            __m256i t20 = _mm256_sub_epi32(t19, x_v_2);
            _mm256_storeu_si256((__m256i *)t16, t20);
            long t21 = (long)(int)(i_vec + 24L);
            int *t22 = y + t21;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t21));
            __m256i t23 = _mm256_xor_si256(x_v_3, k_v);
            __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(3));
            __m256i y_v_3 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i t25 = _mm256_add_epi32(t24, y_v_3);
            __m256i t26 = _mm256_sub_epi32(t25, x_v_3);
            _mm256_storeu_si256((__m256i *)t22, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        do {
            long t30 = (long)(int)((long)t27 + i_vec_1);
            int *t31 = y + t30;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t30));
            __m256i t32 = _mm256_xor_si256(x_v_4, k_v_1);
            __m256i t33 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(3));
            __m256i y_v_4 = _mm256_loadu_si256((const __m256i *)t31);
            __m256i t34 = _mm256_add_epi32(t33, y_v_4);
            __m256i t35 = _mm256_sub_epi32(t34, x_v_4);
            _mm256_storeu_si256((__m256i *)t31, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        t36 = (int)((long)t27 + t29);
    } else {
        t36 = t27;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 1L) & (t37 <= 8L)) {
        __m256i t38 = _mm256_set1_epi32((int)(int)t37);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        long t40 = (long)(int)(long)t36;
        int *t41 = y + t40;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), x + t40);
        __m256i t42 = _mm256_xor_si256(x_v_5, k_v_2);
        __m256i t43 = t42;
        __m256i t44 = _mm256_set1_epi32(3);
        __m256i t45 = _mm256_mullo_epi32(t43, t44);
        __m256i t46 = t45;
        __m256i y_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), t41);
        __m256i t47 = t46;
        __m256i t48 = y_v_5;
        __m256i t49 = _mm256_add_epi32(t47, t48);
        __m256i t50 = t49;
        __m256i t51 = t50;
        __m256i t52 = x_v_5;
        __m256i t53 = _mm256_sub_epi32(t51, t52);
        __m256i t54 = t53;
        _mm256_mask_storeu_epi32(t41, _mm256_movepi32_mask(t39), t54);
        i = (int)((long)t36 + t37);
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        int *t56 = y + t55;
        int t57 = x[t55];
        *t56 = (t57 ^ k) * 3 + *t56 - t57;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    int t43;
    int t56;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = y + t3;
            __m256d x_v = _mm256_loadu_pd(x + t3);
            __m256d z_v = _mm256_loadu_pd(z + t3);
            __m256d t5 = _mm256_mul_pd(x_v, z_v);
            __m256d t6 = _mm256_add_pd(t5, _mm256_set1_pd(1.5));
            __m256d t7 = _mm256_sub_pd(x_v, z_v);
            __m256d t8 = _mm256_mul_pd(t6, t7);
            __m256d y_v = _mm256_loadu_pd(t4);
            __m256d t9 = _mm256_mul_pd(y_v, _mm256_set1_pd(0.25));
            __m256d t10 = _mm256_add_pd(t8, t9);
            __m256d t11 = _mm256_mul_pd(z_v, _mm256_set1_pd(0.125));
            __m256d t12 = _mm256_sub_pd(t10, t11);
            _mm256_storeu_pd(t4, t12);
            long t13 = (long)(int)(i_vec + 4L);
            double *t14 = y + t13;
            __m256d x_v_1 = _mm256_loadu_pd(x + t13);
            __m256d z_v_1 = _mm256_loadu_pd(z + t13);
            __m256d t15 = _mm256_mul_pd(x_v_1, z_v_1);
            __m256d t16 = _mm256_add_pd(t15, _mm256_set1_pd(1.5));
            __m256d t17 = _mm256_sub_pd(x_v_1, z_v_1);
            __m256d t18 = _mm256_mul_pd(t16, t17);
            __m256d y_v_1 = _mm256_loadu_pd(t14);
            __m256d t19 = _mm256_mul_pd(y_v_1, _mm256_set1_pd(0.25));
            __m256d t20 = _mm256_add_pd(t18, t19);
            __m256d t21 = _mm256_mul_pd(z_v_1, _mm256_set1_pd(0.125));
            __m256d t22 = _mm256_sub_pd(t20, t21);
            _mm256_storeu_pd(t14, t22);
            long t23 = (long)(int)(i_vec + 8L);
            double *t24 = y + t23;
            __m256d x_v_2 = _mm256_loadu_pd(x + t23);
            __m256d z_v_2 = _mm256_loadu_pd(z + t23);
            __m256d t25 = _mm256_mul_pd(x_v_2, z_v_2);
            __m256d t26 = _mm256_add_pd(t25, _mm256_set1_pd(1.5));
            __m256d t27 = _mm256_sub_pd(x_v_2, z_v_2);
            __m256d t28 = _mm256_mul_pd(t26, t27);
            __m256d y_v_2 = _mm256_loadu_pd(t24);
            __m256d t29 = _mm256_mul_pd(y_v_2, _mm256_set1_pd(0.25));
            __m256d t30 = _mm256_add_pd(t28, t29);
            __m256d t31 = _mm256_mul_pd(z_v_2, _mm256_set1_pd(0.125));
            __m256d t32 = _mm256_sub_pd(t30, t31);
            _mm256_storeu_pd(t24, t32);
            long t33 = (long)(int)(i_vec + 12L);
            double *t34 = y + t33;
            __m256d x_v_3 = _mm256_loadu_pd(x + t33);
            __m256d z_v_3 = _mm256_loadu_pd(z + t33);
            __m256d t35 = _mm256_mul_pd(x_v_3, z_v_3);
            __m256d t36 = _mm256_add_pd(t35, _mm256_set1_pd(1.5));
            __m256d t37 = _mm256_sub_pd(x_v_3, z_v_3);
            __m256d t38 = _mm256_mul_pd(t36, t37);
            __m256d y_v_3 = _mm256_loadu_pd(t34);
            __m256d t39 = _mm256_mul_pd(y_v_3, _mm256_set1_pd(0.25));
            __m256d t40 = _mm256_add_pd(t38, t39);
            __m256d t41 = _mm256_mul_pd(z_v_3, _mm256_set1_pd(0.125));
            __m256d t42 = _mm256_sub_pd(t40, t41);
            _mm256_storeu_pd(t34, t42);
            i_vec += 16L;
        } while (i_vec < t2);
        t43 = (int)t2;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 4L) {
        long t45 = t44 & -4L;
        long i_vec_1 = 0L;
        do {
            long t46 = (long)(int)((long)t43 + i_vec_1);
            double *t47 = y + t46;
            __m256d x_v_4 = _mm256_loadu_pd(x + t46);
            __m256d z_v_4 = _mm256_loadu_pd(z + t46);
            __m256d t48 = _mm256_mul_pd(x_v_4, z_v_4);
            __m256d t49 = _mm256_add_pd(t48, _mm256_set1_pd(1.5));
            __m256d t50 = _mm256_sub_pd(x_v_4, z_v_4);
            __m256d t51 = _mm256_mul_pd(t49, t50);
            __m256d y_v_4 = _mm256_loadu_pd(t47);
            __m256d t52 = _mm256_mul_pd(y_v_4, _mm256_set1_pd(0.25));
            __m256d t53 = _mm256_add_pd(t51, t52);
            __m256d t54 = _mm256_mul_pd(z_v_4, _mm256_set1_pd(0.125));
            __m256d t55 = _mm256_sub_pd(t53, t54);
            _mm256_storeu_pd(t47, t55);
            i_vec_1 += 4L;
        } while (i_vec_1 < t45);
        t56 = (int)((long)t43 + t45);
    } else {
        t56 = t43;
    }
    long t57 = (long)n + (long)t56 * -1L;
    if ((t57 >= 1L) & (t57 <= 4L)) {
        __m128i t58 = _mm_set1_epi32((int)(int)t57);
        __m128i t59 = _mm_cmpgt_epi32(t58, _mm_setr_epi32(0, 1, 2, 3));
        long t60 = (long)(int)(long)t56;
        double *t61 = y + t60;
        __m256d x_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t59), x + t60);
        __m256d z_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t59), z + t60);
        __m256d t62 = _mm256_mul_pd(x_v_5, z_v_5);
        __m256d t63 = _mm256_add_pd(t62, _mm256_set1_pd(1.5));
        __m256d t64 = _mm256_sub_pd(x_v_5, z_v_5);
        __m256d t65 = _mm256_mul_pd(t63, t64);
        __m256d y_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t59), t61);
        __m256d t66 = _mm256_mul_pd(y_v_5, _mm256_set1_pd(0.25));
        __m256d t67 = _mm256_add_pd(t65, t66);
        __m256d t68 = _mm256_mul_pd(z_v_5, _mm256_set1_pd(0.125));
        __m256d t69 = _mm256_sub_pd(t67, t68);
        _mm256_mask_storeu_pd(t61, _mm_movepi32_mask(t59), t69);
        i = (int)((long)t56 + t57);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        long t70 = (long)i;
        double *t71 = y + t70;
        double t72 = x[t70];
        double t73 = z[t70];
        *t71 = (t72 * t73 + 1.5) * (t72 - t73) + *t71 * 0.25 - t73 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    int s;
    int t18;
    int t19;
    int t29;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        __m256i s_v_1 = _mm256_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i t4 = _mm256_and_si256(x_v, _mm256_set1_epi32(1023));
            __m256i y_v = _mm256_loadu_si256((const __m256i *)(y + t3));
            __m256i t5 = _mm256_and_si256(y_v, _mm256_set1_epi32(1023));
            __m256i t6 = _mm256_mullo_epi32(t4, t5);
            __m256i t7 = _mm256_xor_si256(x_v, _mm256_set1_epi32(5));
            __m256i t8 = _mm256_add_epi32(t6, t7);
            __m256i t9 = t8;
            s_v = _mm256_add_epi32(s_v, t9);
            long t10 = (long)(int)(i_vec + 8L);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i t11 = _mm256_and_si256(x_v_1, _mm256_set1_epi32(1023));
            __m256i y_v_1 = _mm256_loadu_si256((const __m256i *)(y + t10));
            __m256i t12 = _mm256_and_si256(y_v_1, _mm256_set1_epi32(1023));
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = _mm256_xor_si256(x_v_1, _mm256_set1_epi32(5));
            __m256i t15 = _mm256_add_epi32(t13, t14);
            __m256i t16 = t15;
            s_v_1 = _mm256_add_epi32(s_v_1, t16);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t17 = _mm256_add_epi32(s_v, s_v_1);
        t18 = (int)t2;
        t19 = (int)vcc_avx2_sum_epi32(t17);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        __m256i s_v_2 = _mm256_set1_epi32(0);
        do {
            long t22 = (long)(int)((long)t18 + i_vec_1);
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t22));
            __m256i t23 = _mm256_and_si256(x_v_2, _mm256_set1_epi32(1023));
            __m256i y_v_2 = _mm256_loadu_si256((const __m256i *)(y + t22));
            __m256i t24 = _mm256_and_si256(y_v_2, _mm256_set1_epi32(1023));
            __m256i t25 = _mm256_mullo_epi32(t23, t24);
            __m256i t26 = _mm256_xor_si256(x_v_2, _mm256_set1_epi32(5));
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = t27;
            s_v_2 = _mm256_add_epi32(s_v_2, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t29 = (int)((long)t18 + t21);
        t30 = (int)((unsigned int)t19 + vcc_avx2_sum_epi32(s_v_2));
    } else {
        t29 = t18;
        t30 = t19;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t29;
        __m256i x_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), x + t34);
        __m256i t35 = _mm256_and_si256(x_v_3, _mm256_set1_epi32(1023));
        __m256i y_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), y + t34);
        __m256i t36 = _mm256_and_si256(y_v_3, _mm256_set1_epi32(1023));
        __m256i t37 = t35;
        __m256i t38 = t36;
        __m256i t39 = _mm256_mullo_epi32(t37, t38);
        __m256i t40 = t39;
        __m256i t41 = _mm256_xor_si256(x_v_3, _mm256_set1_epi32(5));
        __m256i t42 = t40;
        __m256i t43 = t41;
        __m256i t44 = _mm256_add_epi32(t42, t43);
        __m256i t45 = t44;
        __m256i t46 = t45;
        __m256i t47 = _mm256_add_epi32(_mm256_set1_epi32(0), t46);
        __m256i s_v_3 = _mm256_ternarylogic_epi32(t33, t47, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t29 + t31);
        s = (int)((unsigned int)t30 + vcc_avx2_sum_epi32(s_v_3));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int t49 = x[t48];
        s += (t49 & 1023) * (y[t48] & 1023) + (t49 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_i32(int n, const int *x) {
    vcc_no_contract_body
    int m;
    int t8;
    int t9;
    int t14;
    int t15;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi32(-2000000000);
        long i_vec = 0L;
        __m256i m_v_1 = m_v;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + (int)i_vec));
            __m256i t3 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_xor_si256(x_v, _mm256_set1_epi32(12345));
            __m256i v_v = _mm256_sub_epi32(t3, t4);
            m_v = _mm256_max_epi32(v_v, m_v);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + (int)(i_vec + 8L)));
            __m256i t5 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_xor_si256(x_v_1, _mm256_set1_epi32(12345));
            __m256i v_v_1 = _mm256_sub_epi32(t5, t6);
            m_v_1 = _mm256_max_epi32(v_v_1, m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_max_epi32(m_v, m_v_1);
        t8 = (int)t2;
        t9 = vcc_avx2_reduce_epi32(t7, _mm_max_epi32, int);
    } else {
        t8 = 0;
        t9 = -2000000000;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        __m256i m_v_2 = _mm256_set1_epi32((int)t9);
        long i_vec_1 = 0L;
        do {
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + (int)((long)t8 + i_vec_1)));
            __m256i t12 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_xor_si256(x_v_2, _mm256_set1_epi32(12345));
            __m256i v_v_2 = _mm256_sub_epi32(t12, t13);
            m_v_2 = _mm256_max_epi32(v_v_2, m_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t14 = (int)((long)t8 + t11);
        t15 = vcc_avx2_reduce_epi32(m_v_2, _mm_max_epi32, int);
    } else {
        t14 = t8;
        t15 = t9;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t19 = _mm256_set1_epi32((int)t15);
        __m256i x_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), x + (int)(long)t14);
        __m256i t20 = x_v_3;
        __m256i t21 = _mm256_set1_epi32(3);
        __m256i t22 = _mm256_mullo_epi32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_xor_si256(x_v_3, _mm256_set1_epi32(12345));
        __m256i t25 = t23;
        __m256i t26 = t24;
        __m256i t27 = _mm256_sub_epi32(t25, t26);
        __m256i v_v_3 = t27;
        __m256i t28 = _mm256_cmpgt_epi32(v_v_3, t19);
        __m256i t29 = (__m256i)~(vcc_m8)t28;
        __m256i t30 = _mm256_and_si256(t18, t29);
        __m256i t31 = _mm256_ternarylogic_epi32(t30, t19, v_v_3, 0xCA);
        __m256i m_v_3 = _mm256_ternarylogic_epi32(t18, t31, t19, 0xCA);
        i = (int)((long)t14 + t16);
        m_1 = vcc_avx2_reduce_epi32(m_v_3, _mm_max_epi32, int);
    } else {
        i = t14;
        m_1 = t15;
    }
    for (; i < n; i++, m_1 = m) {
        int t32 = x[i];
        m = t32 * 3 - (t32 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 t_v = _mm256_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t_v, _CMP_GT_OQ));
            __m256 t5 = _mm256_sub_ps(x_v, t_v);
            __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t4), t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t_v, _CMP_GT_OQ));
            __m256 t9 = _mm256_sub_ps(x_v_1, t_v);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t7 * 4UL), _mm256_movepi32_mask(t8), t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t_v, _CMP_GT_OQ));
            __m256 t13 = _mm256_sub_ps(x_v_2, t_v);
            __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t12), t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t15);
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(x_v_3, t_v, _CMP_GT_OQ));
            __m256 t17 = _mm256_sub_ps(x_v_3, t_v);
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t15 * 4UL), _mm256_movepi32_mask(t16), t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m256 t_v_1 = _mm256_set1_ps(t);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t22);
            __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(x_v_4, t_v_1, _CMP_GT_OQ));
            __m256 t24 = _mm256_sub_ps(x_v_4, t_v_1);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t22 * 4UL), _mm256_movepi32_mask(t23), t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t_v_2 = _mm256_set1_ps(t);
        long t30 = (long)(int)(long)t26;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), x + t30);
        __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x_v_5, t_v_2, _CMP_GT_OQ));
        __m256i t32 = _mm256_and_si256(t29, t31);
        __m256 t33 = _mm256_sub_ps(x_v_5, t_v_2);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t30 * 4UL), _mm256_movepi32_mask(t32), t34);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = x[t35];
        if (t36 > t) {
            y[t35] = (t36 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            long t4 = (long)(int)(i_vec + 8L);
            long t5 = (long)(int)(i_vec + 16L);
            long t6 = (long)(int)(i_vec + 24L);
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            __m256 table_v = _mm256_i32gather_ps(table, idx_v, 4);
            __m256 table_v_1 = _mm256_i32gather_ps(table, idx_v_1, 4);
            __m256 table_v_2 = _mm256_i32gather_ps(table, idx_v_2, 4);
            __m256 table_v_3 = _mm256_i32gather_ps(table, idx_v_3, 4);
            __m256 t7 = _mm256_add_ps(table_v, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t3, t7);
            __m256 t8 = _mm256_add_ps(table_v_1, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t4, t8);
            __m256 t9 = _mm256_add_ps(table_v_2, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t9);
            __m256 t10 = _mm256_add_ps(table_v_3, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t6, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)(idx + t14));
            __m256 table_v_4 = _mm256_i32gather_ps(table, idx_v_4, 4);
            __m256 t15 = _mm256_add_ps(table_v_4, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256i idx_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), idx + t20);
        __m256 table_v_5 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), table, idx_v_5, _mm256_castsi256_ps(t19), 4);
        __m256 t21 = _mm256_add_ps(table_v_5, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t20, _mm256_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        y[t22] = table[idx[t22]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i d_v = _mm256_loadu_si256((const __m256i *)(d + t3));
            __m256i t4 = (__m256i)((vcc_v8_int)x_v / (vcc_v8_int)d_v);
            __m256i t5 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(5));
            __m256i t6 = _mm256_add_epi32(t4, t5);
            _mm256_storeu_si256((__m256i *)(y + t3), t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t8 = x[t7];
        y[t7] = t8 / d[t7] + t8 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const float *t4 = x + 2 * t3;
            __m256 t5 = _mm256_loadu_ps(t4);
            __m256 t6 = _mm256_loadu_ps(t4 + 8);
            __m256 x_v = _mm256_permutex2var_ps(t5, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t6);
            __m256 x_v_1 = _mm256_permutex2var_ps(t5, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t6);
            __m256 t7 = _mm256_mul_ps(x_v, _mm256_set1_ps(3.0f));
            __m256 t8 = _mm256_add_ps(t7, x_v_1);
            _mm256_storeu_ps(y + t3, t8);
            int t9 = (int)(i_vec + 8L);
            const float *t10 = x + 2 * t9;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_loadu_ps(t10 + 8);
            __m256 x_v_2 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t12);
            __m256 x_v_3 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t12);
            __m256 t13 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(3.0f));
            __m256 t14 = _mm256_add_ps(t13, x_v_3);
            _mm256_storeu_ps(y + t9, t14);
            int t15 = (int)(i_vec + 16L);
            const float *t16 = x + 2 * t15;
            __m256 t17 = _mm256_loadu_ps(t16);
            __m256 t18 = _mm256_loadu_ps(t16 + 8);
            __m256 x_v_4 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t18);
            __m256 x_v_5 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t18);
            __m256 t19 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(3.0f));
            __m256 t20 = _mm256_add_ps(t19, x_v_5);
            _mm256_storeu_ps(y + t15, t20);
            int t21 = (int)(i_vec + 24L);
            const float *t22 = x + 2 * t21;
            __m256 t23 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_loadu_ps(t22 + 8);
            __m256 x_v_6 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t24);
            __m256 x_v_7 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t24);
            __m256 t25 = _mm256_mul_ps(x_v_6, _mm256_set1_ps(3.0f));
            __m256 t26 = _mm256_add_ps(t25, x_v_7);
            _mm256_storeu_ps(y + t21, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            int t30 = (int)((long)t27 + i_vec_1);
            const float *t31 = x + 2 * t30;
            __m256 t32 = _mm256_loadu_ps(t31);
            __m256 t33 = _mm256_loadu_ps(t31 + 8);
            __m256 x_v_8 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t33);
            __m256 x_v_9 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), t33);
            __m256 t34 = _mm256_mul_ps(x_v_8, _mm256_set1_ps(3.0f));
            __m256 t35 = _mm256_add_ps(t34, x_v_9);
            _mm256_storeu_ps(y + t30, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        int t36 = 2 * i;
        y[i] = x[t36] * 3.0f + x[t36 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    float last;
    __m256 last_v_3;
    int t11;
    float t12;
    __m256 last_v_4;
    int t17;
    float t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 last_v = _mm256_mul_ps(x_v, _mm256_set1_ps(2.0f));
            __m256 t4 = _mm256_add_ps(last_v, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t5);
            __m256 last_v_1 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(2.0f));
            __m256 t6 = _mm256_add_ps(last_v_1, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t7);
            __m256 last_v_2 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(2.0f));
            __m256 t8 = _mm256_add_ps(last_v_2, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t7, t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t9);
            last_v_3 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(2.0f));
            __m256 t10 = _mm256_add_ps(last_v_3, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
        t12 = ((vcc_v8_float)last_v_3)[7];
    } else {
        t11 = 0;
        t12 = 0.0f;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        do {
            long t15 = (long)(int)((long)t11 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t15);
            last_v_4 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(2.0f));
            __m256 t16 = _mm256_add_ps(last_v_4, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t15, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t17 = (int)((long)t11 + t14);
        t18 = ((vcc_v8_float)last_v_4)[7];
    } else {
        t17 = t11;
        t18 = t12;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t22 = (long)(int)(long)t17;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), x + t22);
        __m256 last_v_5 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(2.0f));
        __m256 t23 = _mm256_add_ps(last_v_5, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(y + t22, _mm256_movepi32_mask(t21), t23);
        __m256i t24 = _mm256_set1_epi32((int)(int)(t19 - 1L));
        __m256i t25 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t24);
        __m256 t26 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t25), _mm256_set1_ps(-0.0f), last_v_5);
        i = (int)((long)t17 + t19);
        last = vcc_avx2_sum_ps(t26);
    } else {
        i = t17;
        last = t18;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        last = x[t27] * 2.0f;
        y[t27] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int last;
    __m256i last_v_3;
    int t20;
    int t21;
    __m256i last_v_4;
    int t29;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i last_v = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)last_v & 1, vcc_v8_int);
            __m256i t6 = _mm256_add_epi32(t4, t5);
            _mm256_storeu_si256((__m256i *)(y + t3), t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i last_v_1 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)last_v_1 & 1, vcc_v8_int);
            __m256i t10 = _mm256_add_epi32(t8, t9);
            _mm256_storeu_si256((__m256i *)(y + t7), t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t11));
            __m256i last_v_2 = _mm256_cmpgt_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t12 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)last_v_2 & 1, vcc_v8_int);
            __m256i t14 = _mm256_add_epi32(t12, t13);
            _mm256_storeu_si256((__m256i *)(y + t11), t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t15));
            last_v_3 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_mullo_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_m8)last_v_3 & 1, vcc_v8_int);
            __m256i t18 = _mm256_add_epi32(t16, t17);
            _mm256_storeu_si256((__m256i *)(y + t15), t18);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t19 = (__m256i)__builtin_convertvector((vcc_m8)last_v_3 & 1, vcc_v8_int);
        t20 = (int)t2;
        t21 = ((vcc_v8_int)t19)[7];
    } else {
        t20 = 0;
        t21 = -1;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long i_vec_1 = 0L;
        do {
            long t24 = (long)(int)((long)t20 + i_vec_1);
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t24));
            last_v_4 = _mm256_cmpgt_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t25 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t26 = (__m256i)__builtin_convertvector((vcc_m8)last_v_4 & 1, vcc_v8_int);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            _mm256_storeu_si256((__m256i *)(y + t24), t27);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        __m256i t28 = (__m256i)__builtin_convertvector((vcc_m8)last_v_4 & 1, vcc_v8_int);
        t29 = (int)((long)t20 + t23);
        t30 = ((vcc_v8_int)t28)[7];
    } else {
        t29 = t20;
        t30 = t21;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)(int)(long)t29;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), x + t34);
        __m256i last_v_5 = _mm256_cmpgt_epi32(x_v_5, _mm256_set1_epi32(3));
        __m256i t35 = x_v_5;
        __m256i t36 = _mm256_set1_epi32(3);
        __m256i t37 = _mm256_mullo_epi32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = (__m256i)__builtin_convertvector((vcc_m8)last_v_5 & 1, vcc_v8_int);
        __m256i t40 = t38;
        __m256i t41 = t39;
        __m256i t42 = _mm256_add_epi32(t40, t41);
        __m256i t43 = t42;
        _mm256_mask_storeu_epi32(y + t34, _mm256_movepi32_mask(t33), t43);
        __m256i t44 = (__m256i)__builtin_convertvector((vcc_m8)last_v_5 & 1, vcc_v8_int);
        __m256i t45 = _mm256_set1_epi32((int)(int)(t31 - 1L));
        __m256i t46 = _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t45);
        __m256i t47 = _mm256_ternarylogic_epi32(t46, t44, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t29 + t31);
        last = vcc_avx2_reduce_epi32(t47, _mm_or_si128, int);
    } else {
        i = t29;
        last = t30;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int t49 = x[t48];
        last = t49 > 3;
        y[t48] = t49 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t21;
    int t22;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        __m256i t1 = _mm256_set1_epi32(-1);
        __m256i t2 = _mm256_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t6 = i_vec + 8L;
            long t7 = (long)(int)i_vec;
            const int *t8 = x + t7;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t9 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t7), t9);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t10 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(100));
            __m256i t11 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = _mm256_ternarylogic_epi32(t10, t12, t1, 0xCA);
            long t13 = (long)(int)t6;
            const int *t14 = x + t13;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t15 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t13), t15);
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(100));
            __m256i t17 = _mm256_set1_epi32((int)(int)t6);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t16, t18, t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t19 = _mm256_max_epi32(t2, t1);
        int t20 = vcc_avx2_reduce_epi32(t19, _mm_max_epi32, int);
        t21 = (int)t5;
        t22 = t20 < 0 ? -7 : (int)(long)t20;
    } else {
        t21 = 0;
        t22 = -7;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if ((t23 >= 8L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        do {
            long t25 = (long)(int)((long)t21 + i_vec_1);
            const int *t26 = x + t25;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)t26);
            __m256i t27 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t25), t27);
            __m256i x_v_5 = _mm256_loadu_si256((const __m256i *)t26);
            __m256i t28 = _mm256_cmpgt_epi32(x_v_5, _mm256_set1_epi32(100));
            __m256i t29 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t28, t30, t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        int t31 = vcc_avx2_reduce_epi32(t3, _mm_max_epi32, int);
        i = (int)((long)t21 + t24);
        last = t31 < 0 ? t22 : (int)((long)t21 + (long)t31);
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        long t32 = (long)i;
        const int *t33 = x + t32;
        y[t32] = *t33 * 2;
        if (*t33 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_add_f32(int n, const float *x, float *y) {
    vcc_no_contract_body
    int t17;
    int t25;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap, vector epilogue VF 8, masked remainder */
        do {
            long t5 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t5);
            __m256 t6 = _mm256_mul_ps(x_v, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t5, t7);
            long t8 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t8);
            __m256 t9 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.5f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256 t12 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t11, t13);
            long t14 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t14);
            __m256 t15 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.5f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
        long t21 = t18 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t17 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t22);
            __m256 t23 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(0.5f));
            __m256 t24 = _mm256_add_ps(t23, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t25 = (int)((long)t17 + t21);
    } else {
        t25 = t17;
    }
    long t26 = (long)n + (long)t25 * -1L;
    unsigned long t27 = (unsigned long)x;
    unsigned long t28 = (unsigned long)y;
    if ((t26 >= 1L) & (t26 <= 8L) & (((t27 + (unsigned long)((long)t25 * 4L + 4L + (t26 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t25 * 4L))) | ((t28 + (unsigned long)((long)t25 * 4L + 4L + (t26 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t25 * 4L))))) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t26);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t31 = (long)(int)(long)t25;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t30), x + t31);
        __m256 t32 = _mm256_mul_ps(x_v_5, _mm256_set1_ps(0.5f));
        __m256 t33 = _mm256_add_ps(t32, _mm256_set1_ps(3.0f));
        _mm256_mask_storeu_ps(y + t31, _mm256_movepi32_mask(t30), t33);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
