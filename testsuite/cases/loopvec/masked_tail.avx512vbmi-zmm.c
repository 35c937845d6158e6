/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })

/* vcc-test: expect-vectorized generic=14 avx2=14 sse4.2=14 sse2=14 neon=13 */
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
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 a_v = _mm512_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            float *t3 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t4 = _mm512_mul_ps(a_v, x_v);
            __m512 y_v = _mm512_loadu_ps(t3);
            __m512 t5 = _mm512_add_ps(t4, y_v);
            _mm512_storeu_ps(t3, t5);
            long t6 = i_vec + 16L;
            float *t7 = y + t6;
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __m512 t8 = _mm512_mul_ps(a_v, x_v_1);
            __m512 y_v_1 = _mm512_loadu_ps(t7);
            __m512 t9 = _mm512_add_ps(t8, y_v_1);
            _mm512_storeu_ps(t7, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512 a_v_1 = _mm512_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float *t14 = y + t13;
            __m512 x_v_2 = _mm512_loadu_ps(x + t13);
            __m512 t15 = _mm512_mul_ps(a_v_1, x_v_2);
            __m512 y_v_2 = _mm512_loadu_ps(t14);
            __m512 t16 = _mm512_add_ps(t15, y_v_2);
            _mm512_storeu_ps(t14, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512 a_v_2 = _mm512_set1_ps(a);
        long t21 = (long)t17;
        float *t22 = y + t21;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t20, x + t21);
        __m512 t23 = _mm512_mul_ps(a_v_2, x_v_3);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t20, t22);
        __m512 t24 = _mm512_add_ps(t23, y_v_3);
        _mm512_mask_storeu_ps(t22, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            int *t3 = y + i_vec;
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t4 = _mm512_xor_si512(x_v, k_v);
            __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(3));
            __m512i y_v = _mm512_loadu_si512(t3);
            __m512i t6 = _mm512_add_epi32(t5, y_v);
            __m512i t7 = _mm512_sub_epi32(t6, x_v);
            _mm512_storeu_si512(t3, t7);
            long t8 = i_vec + 16L;
            int *t9 = y + t8;
            __m512i x_v_1 = _mm512_loadu_si512(x + t8);
            __m512i t10 = _mm512_xor_si512(x_v_1, k_v);
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(3));
            __m512i y_v_1 = _mm512_loadu_si512(t9);
            __m512i t12 = _mm512_add_epi32(t11, y_v_1);
            __m512i t13 = _mm512_sub_epi32(t12, x_v_1);
            _mm512_storeu_si512(t9, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int *t18 = y + t17;
            __m512i x_v_2 = _mm512_loadu_si512(x + t17);
            __m512i t19 = _mm512_xor_si512(x_v_2, k_v_1);
            __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(3));
            __m512i y_v_2 = _mm512_loadu_si512(t18);
            __m512i t21 = _mm512_add_epi32(t20, y_v_2);
            __m512i t22 = _mm512_sub_epi32(t21, x_v_2);
            _mm512_storeu_si512(t18, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        long t27 = (long)t23;
        int *t28 = y + t27;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t26, x + t27);
        __m512i t29 = _mm512_xor_si512(x_v_3, k_v_2);
        __m512i t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(3));
        __m512i y_v_3 = _mm512_maskz_loadu_epi32(t26, t28);
        __m512i t31 = _mm512_add_epi32(t30, y_v_3);
        __m512i t32 = _mm512_sub_epi32(t31, x_v_3);
        _mm512_mask_storeu_epi32(t28, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int *t34 = y + t33;
        int t35 = x[t33];
        *t34 = (t35 ^ k) * 3 + *t34 - t35;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    vcc_no_contract_body
    int t22;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            double *t3 = y + i_vec;
            __m512d x_v = _mm512_loadu_pd(x + i_vec);
            __m512d z_v = _mm512_loadu_pd(z + i_vec);
            __m512d t4 = _mm512_mul_pd(x_v, z_v);
            __m512d t5 = _mm512_add_pd(t4, _mm512_set1_pd(1.5));
            __m512d t6 = _mm512_sub_pd(x_v, z_v);
            __m512d t7 = _mm512_mul_pd(t5, t6);
            __m512d y_v = _mm512_loadu_pd(t3);
            __m512d t8 = _mm512_mul_pd(y_v, _mm512_set1_pd(0.25));
            __m512d t9 = _mm512_add_pd(t7, t8);
            __m512d t10 = _mm512_mul_pd(z_v, _mm512_set1_pd(0.125));
            __m512d t11 = _mm512_sub_pd(t9, t10);
            _mm512_storeu_pd(t3, t11);
            long t12 = i_vec + 8L;
            double *t13 = y + t12;
            __m512d x_v_1 = _mm512_loadu_pd(x + t12);
            __m512d z_v_1 = _mm512_loadu_pd(z + t12);
            __m512d t14 = _mm512_mul_pd(x_v_1, z_v_1);
            __m512d t15 = _mm512_add_pd(t14, _mm512_set1_pd(1.5));
            __m512d t16 = _mm512_sub_pd(x_v_1, z_v_1);
            __m512d t17 = _mm512_mul_pd(t15, t16);
            __m512d y_v_1 = _mm512_loadu_pd(t13);
            __m512d t18 = _mm512_mul_pd(y_v_1, _mm512_set1_pd(0.25));
            __m512d t19 = _mm512_add_pd(t17, t18);
            __m512d t20 = _mm512_mul_pd(z_v_1, _mm512_set1_pd(0.125));
            __m512d t21 = _mm512_sub_pd(t19, t20);
            _mm512_storeu_pd(t13, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            double *t26 = y + t25;
            __m512d x_v_2 = _mm512_loadu_pd(x + t25);
            __m512d z_v_2 = _mm512_loadu_pd(z + t25);
            __m512d t27 = _mm512_mul_pd(x_v_2, z_v_2);
            __m512d t28 = _mm512_add_pd(t27, _mm512_set1_pd(1.5));
            __m512d t29 = _mm512_sub_pd(x_v_2, z_v_2);
            __m512d t30 = _mm512_mul_pd(t28, t29);
            __m512d y_v_2 = _mm512_loadu_pd(t26);
            __m512d t31 = _mm512_mul_pd(y_v_2, _mm512_set1_pd(0.25));
            __m512d t32 = _mm512_add_pd(t30, t31);
            __m512d t33 = _mm512_mul_pd(z_v_2, _mm512_set1_pd(0.125));
            __m512d t34 = _mm512_sub_pd(t32, t33);
            _mm512_storeu_pd(t26, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t35 = (int)((long)t22 + t24);
    } else {
        t35 = t22;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        double *t40 = y + t39;
        __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), x + t39);
        __m512d z_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), z + t39);
        __m512d t41 = _mm512_mul_pd(x_v_3, z_v_3);
        __m512d t42 = _mm512_add_pd(t41, _mm512_set1_pd(1.5));
        __m512d t43 = _mm512_sub_pd(x_v_3, z_v_3);
        __m512d t44 = _mm512_mul_pd(t42, t43);
        __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), t40);
        __m512d t45 = _mm512_mul_pd(y_v_3, _mm512_set1_pd(0.25));
        __m512d t46 = _mm512_add_pd(t44, t45);
        __m512d t47 = _mm512_mul_pd(z_v_3, _mm512_set1_pd(0.125));
        __m512d t48 = _mm512_sub_pd(t46, t47);
        _mm512_mask_storeu_pd(t40, _mm256_movepi32_mask(t38), t48);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        double *t50 = y + t49;
        double t51 = x[t49];
        double t52 = z[t49];
        *t50 = (t51 * t52 + 1.5) * (t51 - t52) + *t50 * 0.25 - t52 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    vcc_no_contract_body
    int t18;
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long long *t3 = y + i_vec;
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t4 = _mm512_mullo_epi64(x_v, _mm512_set1_epi64((long long)7LL));
            __m512i y_v = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_mullo_epi64(y_v, _mm512_set1_epi64((long long)3LL));
            __m512i t6 = _mm512_add_epi64(t4, t5);
            __m512i t7 = _mm512_mullo_epi64(y_v, _mm512_set1_epi64((long long)5LL));
            __m512i t8 = _mm512_sub_epi64(x_v, t7);
            __m512i t9 = _mm512_xor_si512(t6, t8);
            _mm512_storeu_si512(t3, t9);
            long t10 = i_vec + 8L;
            long long *t11 = y + t10;
            __m512i x_v_1 = _mm512_loadu_si512(x + t10);
            __m512i t12 = _mm512_mullo_epi64(x_v_1, _mm512_set1_epi64((long long)7LL));
            __m512i y_v_1 = _mm512_loadu_si512(t11);
            __m512i t13 = _mm512_mullo_epi64(y_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t14 = _mm512_add_epi64(t12, t13);
            __m512i t15 = _mm512_mullo_epi64(y_v_1, _mm512_set1_epi64((long long)5LL));
            __m512i t16 = _mm512_sub_epi64(x_v_1, t15);
            __m512i t17 = _mm512_xor_si512(t14, t16);
            _mm512_storeu_si512(t11, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            long long *t22 = y + t21;
            __m512i x_v_2 = _mm512_loadu_si512(x + t21);
            __m512i t23 = _mm512_mullo_epi64(x_v_2, _mm512_set1_epi64((long long)7LL));
            __m512i y_v_2 = _mm512_loadu_si512(t22);
            __m512i t24 = _mm512_mullo_epi64(y_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t25 = _mm512_add_epi64(t23, t24);
            __m512i t26 = _mm512_mullo_epi64(y_v_2, _mm512_set1_epi64((long long)5LL));
            __m512i t27 = _mm512_sub_epi64(x_v_2, t26);
            __m512i t28 = _mm512_xor_si512(t25, t27);
            _mm512_storeu_si512(t22, t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t29 = (int)((long)t18 + t20);
    } else {
        t29 = t18;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 8L)) {
        __m256i t31 = _mm256_set1_epi32((int)(int)t30);
        __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t33 = (long)t29;
        long long *t34 = y + t33;
        __m512i x_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), x + t33);
        __m512i t35 = _mm512_mullo_epi64(x_v_3, _mm512_set1_epi64((long long)7LL));
        __m512i y_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t32), t34);
        __m512i t36 = _mm512_mullo_epi64(y_v_3, _mm512_set1_epi64((long long)3LL));
        __m512i t37 = _mm512_add_epi64(t35, t36);
        __m512i t38 = _mm512_mullo_epi64(y_v_3, _mm512_set1_epi64((long long)5LL));
        __m512i t39 = _mm512_sub_epi64(x_v_3, t38);
        __m512i t40 = _mm512_xor_si512(t37, t39);
        _mm512_mask_storeu_epi64(t34, _mm256_movepi32_mask(t32), t40);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        long long *t42 = y + t41;
        long long t43 = x[t41];
        long long t44 = *t42;
        *t42 = (t43 * 7LL + t44 * 3LL) ^ (t43 - t44 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i32(int n, const int *x, const int *y) {
    vcc_no_contract_body
    int s;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_and_si512(x_v, _mm512_set1_epi32(1023));
            __m512i y_v = _mm512_loadu_si512(y + i_vec);
            __m512i t4 = _mm512_and_si512(y_v, _mm512_set1_epi32(1023));
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_xor_si512(x_v, _mm512_set1_epi32(5));
            __m512i t7 = _mm512_add_epi32(t5, t6);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
        t9 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)t8;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t12, x + t13);
        __m512i t14 = _mm512_and_si512(x_v_1, _mm512_set1_epi32(1023));
        __m512i y_v_1 = _mm512_maskz_loadu_epi32(t12, y + t13);
        __m512i t15 = _mm512_and_si512(y_v_1, _mm512_set1_epi32(1023));
        __m512i t16 = _mm512_mullo_epi32(t14, t15);
        __m512i t17 = _mm512_xor_si512(x_v_1, _mm512_set1_epi32(5));
        __m512i t18 = _mm512_add_epi32(t16, t17);
        __m512i t19 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), t18);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t19);
        i = (int)((long)t8 + t10);
        s = (int)((unsigned int)t9 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = x[t20];
        s += (t21 & 1023) * (y[t20] & 1023) + (t21 ^ 5);
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
        vcc_v16_int m_v = (vcc_v16_int)_mm512_set1_epi32(-2000000000);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_xor_si512(x_v, _mm512_set1_epi32(12345));
            __m512i v_v = _mm512_sub_epi32(t3, t4);
            m_v = (vcc_v16_int)_mm512_max_epi32(v_v, (__m512i)m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_max_epi32, int);
    } else {
        t5 = 0;
        t6 = -2000000000;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i t10 = _mm512_set1_epi32((int)t6);
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t9, x + (long)t5);
        __m512i t11 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(3));
        __m512i t12 = _mm512_xor_si512(x_v_1, _mm512_set1_epi32(12345));
        __m512i t13 = _mm512_sub_epi32(t11, t12);
        __m512i t14 = _mm512_max_epi32(t13, t10);
        __m512i m_v_1 = _mm512_mask_blend_epi32(t9, t10, t14);
        i = (int)((long)t5 + t7);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(m_v_1), _mm512_extracti64x4_epi64(m_v_1, 1)), _mm_max_epi32, int);
    } else {
        i = t5;
        m_1 = t6;
    }
    for (; i < n; i++, m_1 = m) {
        int t15 = x[i];
        m = t15 * 3 - (t15 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 t_v = _mm512_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t3 = _mm512_cmp_ps_mask(x_v, t_v, _CMP_GT_OQ);
            __m512 t4 = _mm512_sub_ps(x_v, t_v);
            __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t5);
            long t6 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __mmask16 t7 = _mm512_cmp_ps_mask(x_v_1, t_v, _CMP_GT_OQ);
            __m512 t8 = _mm512_sub_ps(x_v_1, t_v);
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t6 * 4UL), t7, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512 t_v_1 = _mm512_set1_ps(t);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:55 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t13);
            __mmask16 t14 = _mm512_cmp_ps_mask(x_v_2, t_v_1, _CMP_GT_OQ);
            __m512 t15 = _mm512_sub_ps(x_v_2, t_v_1);
            __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t13 * 4UL), t14, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512 t_v_2 = _mm512_set1_ps(t);
        long t21 = (long)t17;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t20, x + t21);
        __mmask16 t22 = _mm512_cmp_ps_mask(x_v_3, t_v_2, _CMP_GT_OQ);
        __mmask16 t23 = _kand_mask16(t20, t22);
        __m512 t24 = _mm512_sub_ps(x_v_3, t_v_2);
        __m512 t25 = _mm512_mul_ps(t24, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps((float *)((unsigned long)y + (unsigned long)t21 * 4UL), t23, t25);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = x[t26];
        if (t27 > t) {
            y[t26] = (t27 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i idx_v = _mm512_loadu_si512(idx + i_vec);
            __m512 table_v = _mm512_i32gather_ps(idx_v, table, 4);
            __m512 t3 = _mm512_add_ps(table_v, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + i_vec, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t7, idx + t8);
        __m512 table_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t7, idx_v_1, table, 4);
        __m512 t9 = _mm512_add_ps(table_v_1, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t8, t7, t9);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        y[t10] = table[idx[t10]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i d_v = _mm512_loadu_si512(d + i_vec);
            __m512i t3 = vcc_avx512_div_epi32(x_v, d_v);
            __m512i t4 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(5));
            __m512i t5 = _mm512_add_epi32(t3, t4);
            _mm512_storeu_si512(y + i_vec, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        long t10 = (long)t6;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t9, x + t10);
        __m512i d_v_1 = _mm512_maskz_loadu_epi32(t9, d + t10);
        __m512i t11 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(1), d_v_1);
        __m512i t12 = vcc_avx512_div_epi32(x_v_1, t11);
        __m512i t13 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(5));
        __m512i t14 = _mm512_add_epi32(t12, t13);
        _mm512_mask_storeu_epi32(y + t10, t9, t14);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        y[t15] = t16 / d[t15] + t16 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const float *t3 = x + 2 * (int)i_vec;
            __m512 t4 = _mm512_loadu_ps(t3);
            __m512 t5 = _mm512_loadu_ps(t3 + 16);
            __m512 x_v = _mm512_permutex2var_ps(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
            __m512 x_v_1 = _mm512_permutex2var_ps(t4, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t5);
            __m512 t6 = _mm512_mul_ps(x_v, _mm512_set1_ps(3.0f));
            __m512 t7 = _mm512_add_ps(t6, x_v_1);
            _mm512_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 16L;
            const float *t9 = x + 2 * (int)t8;
            __m512 t10 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_loadu_ps(t9 + 16);
            __m512 x_v_2 = _mm512_permutex2var_ps(t10, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t11);
            __m512 x_v_3 = _mm512_permutex2var_ps(t10, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t11);
            __m512 t12 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(3.0f));
            __m512 t13 = _mm512_add_ps(t12, x_v_3);
            _mm512_storeu_ps(y + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:74 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = x + 2 * (int)t17;
            __m512 t19 = _mm512_loadu_ps(t18);
            __m512 t20 = _mm512_loadu_ps(t18 + 16);
            __m512 x_v_4 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t20);
            __m512 x_v_5 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t20);
            __m512 t21 = _mm512_mul_ps(x_v_4, _mm512_set1_ps(3.0f));
            __m512 t22 = _mm512_add_ps(t21, x_v_5);
            _mm512_storeu_ps(y + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        int t23 = 2 * i;
        y[i] = x[t23] * 3.0f + x[t23 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    vcc_no_contract_body
    float last;
    __m512 last_v_1;
    int t6;
    float t7;
    __m512 last_v_2;
    int t12;
    float t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 last_v = _mm512_mul_ps(x_v, _mm512_set1_ps(2.0f));
            __m512 t3 = _mm512_add_ps(last_v, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t4);
            last_v_1 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(2.0f));
            __m512 t5 = _mm512_add_ps(last_v_1, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
        t7 = ((vcc_v16_float)last_v_1)[15];
    } else {
        t6 = 0;
        t7 = 0.0f;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:81 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t10 = (long)t6 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t10);
            last_v_2 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(2.0f));
            __m512 t11 = _mm512_add_ps(last_v_2, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(y + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t6 + t9);
        t13 = ((vcc_v16_float)last_v_2)[15];
    } else {
        t12 = t6;
        t13 = t7;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        long t17 = (long)t12;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t16, x + t17);
        __m512 last_v_3 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(2.0f));
        __m512 t18 = _mm512_add_ps(last_v_3, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(y + t17, t16, t18);
        __m512i t19 = _mm512_set1_epi32((int)(int)(t14 - 1L));
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_EQ);
        __m512 t21 = _mm512_mask_blend_ps(t20, _mm512_set1_ps(-0.0f), last_v_3);
        i = (int)((long)t12 + t14);
        last = vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t21), _mm512_extractf32x8_ps(t21, 1)));
    } else {
        i = t12;
        last = t13;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        last = x[t22] * 2.0f;
        y[t22] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    vcc_no_contract_body
    int last;
    __mmask16 last_v_1;
    int t11;
    int t12;
    __mmask16 last_v_2;
    int t20;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 last_v = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t3 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_mask_blend_epi32(last_v, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t5 = _mm512_sub_epi32(t3, t4);
            _mm512_storeu_si512(y + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t6);
            last_v_1 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(3));
            __m512i t8 = _mm512_mask_blend_epi32(last_v_1, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t9 = _mm512_sub_epi32(t7, t8);
            _mm512_storeu_si512(y + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t10 = _mm512_maskz_mov_epi32(last_v_1, _mm512_set1_epi32(1));
        t11 = (int)t2;
        t12 = ((vcc_v16_int)t10)[15];
    } else {
        t11 = 0;
        t12 = -1;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:91 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t15);
            last_v_2 = _mm512_cmp_epi32_mask(x_v_2, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t16 = _mm512_mullo_epi32(x_v_2, _mm512_set1_epi32(3));
            __m512i t17 = _mm512_mask_blend_epi32(last_v_2, _mm512_set1_epi32(0), _mm512_set1_epi32(-1));
            __m512i t18 = _mm512_sub_epi32(t16, t17);
            _mm512_storeu_si512(y + t15, t18);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        __m512i t19 = _mm512_maskz_mov_epi32(last_v_2, _mm512_set1_epi32(1));
        t20 = (int)((long)t11 + t14);
        t21 = ((vcc_v16_int)t19)[15];
    } else {
        t20 = t11;
        t21 = t12;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 16L)) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)t20;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t24, x + t25);
        __mmask16 last_v_3 = _mm512_cmp_epi32_mask(x_v_3, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t26 = _mm512_mullo_epi32(x_v_3, _mm512_set1_epi32(3));
        __m512i t27 = _mm512_maskz_mov_epi32(last_v_3, _mm512_set1_epi32(1));
        __m512i t28 = _mm512_add_epi32(t26, t27);
        _mm512_mask_storeu_epi32(y + t25, t24, t28);
        __m512i t29 = _mm512_maskz_mov_epi32(last_v_3, _mm512_set1_epi32(1));
        __m512i t30 = _mm512_set1_epi32((int)(int)(t22 - 1L));
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_EQ);
        __m512i t32 = _mm512_mask_blend_epi32(t31, _mm512_set1_epi32(0), t29);
        i = (int)((long)t20 + t22);
        last = vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t32), _mm512_extracti64x4_epi64(t32, 1)), _mm_or_si128, int);
    } else {
        i = t20;
        last = t21;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = x[t33];
        last = t34 > 3;
        y[t33] = t34 * 3 + last;
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
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const int *t4 = x + i_vec;
            __m512i x_v = _mm512_loadu_si512(t4);
            __m512i t5 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(2));
            _mm512_storeu_si512(y + i_vec, t5);
            __m512i x_v_1 = _mm512_loadu_si512(t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t1, t8);
            i_vec += 16L;
        } while (i_vec < t3);
        int t9 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        i = (int)t3;
        last = t9 < 0 ? -7 : (int)(long)t9;
    } else {
        i = 0;
        last = -7;
    }
    for (; i < n; i++, last = last_1) {
        long t10 = (long)i;
        const int *t11 = x + t10;
        y[t10] = *t11 * 2;
        if (*t11 > 100) {
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
    int t20;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 16, UF 2, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t6 = _mm512_mul_ps(x_v, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t8);
            __m512 t9 = _mm512_mul_ps(x_v_1, _mm512_set1_ps(0.5f));
            __m512 t10 = _mm512_add_ps(t9, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t8, t10);
            i_vec += 32L;
        } while (i_vec < t5);
        t11 = (int)t5;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)x;
    unsigned long t14 = (unsigned long)y;
    long t15 = (long)((unsigned long)y + (unsigned long)((long)t11 * 4L) - ((unsigned long)x + (unsigned long)((long)t11 * 4L)));
    if ((t12 >= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))) | ((t15 <= 0L) | (t15 >= 64L)))) {
        long t16 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:111 vector epilogue: VF 16, UF 1, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t17 = (long)t11 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t17);
            __m512 t18 = _mm512_mul_ps(x_v_2, _mm512_set1_ps(0.5f));
            __m512 t19 = _mm512_add_ps(t18, _mm512_set1_ps(3.0f));
            _mm512_storeu_ps(y + t17, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t11 + t16);
    } else {
        t20 = t11;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)x;
    unsigned long t23 = (unsigned long)y;
    long t24 = (long)((unsigned long)y + (unsigned long)((long)t20 * 4L) - ((unsigned long)x + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 1L) & (t21 <= 16L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 64L)))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t20;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t26, x + t27);
        __m512 t28 = _mm512_mul_ps(x_v_3, _mm512_set1_ps(0.5f));
        __m512 t29 = _mm512_add_ps(t28, _mm512_set1_ps(3.0f));
        _mm512_mask_storeu_ps(y + t27, t26, t29);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        y[t30] = x[t30] * 0.5f + 3.0f;
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
                long long *t5 = xl + i_vec;
                __m512i xl_v = _mm512_loadu_si512(t5);
                __m512i t6 = _mm512_mullo_epi64(xl_v, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t5, t6);
                long long *t7 = xl + (i_vec + 8L);
                __m512i xl_v_1 = _mm512_loadu_si512(t7);
                __m512i t8 = _mm512_mullo_epi64(xl_v_1, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t7, t8);
                long long *t9 = xl + (i_vec + 16L);
                __m512i xl_v_2 = _mm512_loadu_si512(t9);
                __m512i t10 = _mm512_mullo_epi64(xl_v_2, _mm512_set1_epi64((long long)1000003LL));
                _mm512_storeu_si512(t9, t10);
                long long *t11 = xl + (i_vec + 24L);
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
            /* vcc: loop at masked_tail.c:156 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long long *t16 = xl + ((long)t13 + i_vec_1);
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
            long long *t22 = xl + (long)t18;
            __m512i xl_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t21), t22);
            __m512i t23 = _mm512_mullo_epi64(xl_v_5, _mm512_set1_epi64((long long)1000003LL));
            _mm512_mask_storeu_epi64(t22, _mm256_movepi32_mask(t21), t23);
            i = (int)((long)t18 + t19);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            long long *t24 = xl + i;
            *t24 = *t24 * 1000003LL;
        }
        const float *t25 = xf;
        saxpy_f32(n, 1.5f, t25, yf);
        const int *t26 = xi;
        mix_i32(n, 77, t26, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t26, yi);
        int mx = max_i32(n, t26);
        unsigned long t27 = (unsigned long)n;
        unsigned long t28 = t27 * 8UL;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t28));
        unsigned long t30 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t28));
        unsigned long t31 = t27 * 4UL;
        const void *t32 = (const void *)yi;
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes(t32, t31));
        const void *t34 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t34, t31)), (unsigned long long)t33, (unsigned long long)t30, (unsigned long long)t29, dot, mx);
        clip_f32(n, 3.0f, t25, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t26, di, yi);
        unsigned long t35 = (_mm256_zeroupper(), hash_bytes(t32, t31));
        const void *t36 = (const void *)xf;
        unsigned long t37 = (_mm256_zeroupper(), hash_bytes(t36, t31));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t34, t31)), (unsigned long long)t37, (unsigned long long)t35);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t25, yf);
        int last_cmp = last_cmp_i32(n, t26, yi);
        int found = find_last_i32(n, t26, di);
        unsigned long t38 = (_mm256_zeroupper(), hash_bytes((const void *)di, t31));
        unsigned long t39 = (_mm256_zeroupper(), hash_bytes(t32, t31));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t34, t31)), (double)last, last_cmp, (unsigned long long)t39, found, (unsigned long long)t38);
        if (n > 0) {
            shift_add_f32(n - 1, t25, xf + 1);
            shift_add_f32(n, t25, yf);
        }
        unsigned long t40 = (_mm256_zeroupper(), hash_bytes(t34, t31));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t36, t31)), (unsigned long long)t40);
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
