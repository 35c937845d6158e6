/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

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
__attribute__((target("avx2"))) void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 a_v = _mm256_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t4 = _mm256_mul_ps(a_v, x_v);
            __m256 y_v = _mm256_loadu_ps(t3);
            __m256 t5 = _mm256_add_ps(t4, y_v);
            _mm256_storeu_ps(t3, t5);
            long t6 = i_vec + 8L;
            float *t7 = y + t6;
            __m256 x_v_1 = _mm256_loadu_ps(x + t6);
            __m256 t8 = _mm256_mul_ps(a_v, x_v_1);
            __m256 y_v_1 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_add_ps(t8, y_v_1);
            _mm256_storeu_ps(t7, t9);
            long t10 = i_vec + 16L;
            float *t11 = y + t10;
            __m256 x_v_2 = _mm256_loadu_ps(x + t10);
            __m256 t12 = _mm256_mul_ps(a_v, x_v_2);
            __m256 y_v_2 = _mm256_loadu_ps(t11);
            __m256 t13 = _mm256_add_ps(t12, y_v_2);
            _mm256_storeu_ps(t11, t13);
            long t14 = i_vec + 24L;
            float *t15 = y + t14;
            __m256 x_v_3 = _mm256_loadu_ps(x + t14);
            __m256 t16 = _mm256_mul_ps(a_v, x_v_3);
            __m256 y_v_3 = _mm256_loadu_ps(t15);
            __m256 t17 = _mm256_add_ps(t16, y_v_3);
            _mm256_storeu_ps(t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 a_v_1 = _mm256_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            __m256 x_v_4 = _mm256_loadu_ps(x + t21);
            __m256 t23 = _mm256_mul_ps(a_v_1, x_v_4);
            __m256 y_v_4 = _mm256_loadu_ps(t22);
            __m256 t24 = _mm256_add_ps(t23, y_v_4);
            _mm256_storeu_ps(t22, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

/* Masked remainder on avx512: int, signed multiply and add (wrapping lanes past the end). */
__attribute__((target("avx2"))) void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = y + i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t4 = _mm256_xor_si256(x_v, k_v);
            __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(3));
            __m256i y_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t6 = _mm256_add_epi32(t5, y_v);
            __m256i t7 = _mm256_sub_epi32(t6, x_v);
            _mm256_storeu_si256((__m256i *)t3, t7);
            long t8 = i_vec + 8L;
            int *t9 = y + t8;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t10 = _mm256_xor_si256(x_v_1, k_v);
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(3));
            __m256i y_v_1 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t12 = _mm256_add_epi32(t11, y_v_1);
            __m256i t13 = _mm256_sub_epi32(t12, x_v_1);
            _mm256_storeu_si256((__m256i *)t9, t13);
            long t14 = i_vec + 16L;
            int *t15 = y + t14;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t16 = _mm256_xor_si256(x_v_2, k_v);
            __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(3));
            __m256i y_v_2 = _mm256_loadu_si256((const __m256i *)t15);
            __m256i t18 = _mm256_add_epi32(t17, y_v_2);
            __m256i t19 = _mm256_sub_epi32(t18, x_v_2);
            _mm256_storeu_si256((__m256i *)t15, t19);
            long t20 = i_vec + 24L;
            int *t21 = y + t20;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t22 = _mm256_xor_si256(x_v_3, k_v);
            __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(3));
            __m256i y_v_3 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t24 = _mm256_add_epi32(t23, y_v_3);
            __m256i t25 = _mm256_sub_epi32(t24, x_v_3);
            _mm256_storeu_si256((__m256i *)t21, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int *t30 = y + t29;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t31 = _mm256_xor_si256(x_v_4, k_v_1);
            __m256i t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(3));
            __m256i y_v_4 = _mm256_loadu_si256((const __m256i *)t30);
            __m256i t33 = _mm256_add_epi32(t32, y_v_4);
            __m256i t34 = _mm256_sub_epi32(t33, x_v_4);
            _mm256_storeu_si256((__m256i *)t30, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int *t36 = y + t35;
        int t37 = x[t35];
        *t36 = (t37 ^ k) * 3 + *t36 - t37;
    }
}

/* Masked remainder on avx512: double, three arrays (VF=4: enough work to beat 1.5 scalar iterations). */
__attribute__((target("avx2"))) void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m256d z_v = _mm256_loadu_pd(z + i_vec);
            __m256d t4 = _mm256_mul_pd(x_v, z_v);
            __m256d t5 = _mm256_add_pd(t4, _mm256_set1_pd(1.5));
            __m256d t6 = _mm256_sub_pd(x_v, z_v);
            __m256d t7 = _mm256_mul_pd(t5, t6);
            __m256d y_v = _mm256_loadu_pd(t3);
            __m256d t8 = _mm256_mul_pd(y_v, _mm256_set1_pd(0.25));
            __m256d t9 = _mm256_add_pd(t7, t8);
            __m256d t10 = _mm256_mul_pd(z_v, _mm256_set1_pd(0.125));
            __m256d t11 = _mm256_sub_pd(t9, t10);
            _mm256_storeu_pd(t3, t11);
            long t12 = i_vec + 4L;
            double *t13 = y + t12;
            __m256d x_v_1 = _mm256_loadu_pd(x + t12);
            __m256d z_v_1 = _mm256_loadu_pd(z + t12);
            __m256d t14 = _mm256_mul_pd(x_v_1, z_v_1);
            __m256d t15 = _mm256_add_pd(t14, _mm256_set1_pd(1.5));
            __m256d t16 = _mm256_sub_pd(x_v_1, z_v_1);
            __m256d t17 = _mm256_mul_pd(t15, t16);
            __m256d y_v_1 = _mm256_loadu_pd(t13);
            __m256d t18 = _mm256_mul_pd(y_v_1, _mm256_set1_pd(0.25));
            __m256d t19 = _mm256_add_pd(t17, t18);
            __m256d t20 = _mm256_mul_pd(z_v_1, _mm256_set1_pd(0.125));
            __m256d t21 = _mm256_sub_pd(t19, t20);
            _mm256_storeu_pd(t13, t21);
            long t22 = i_vec + 8L;
            double *t23 = y + t22;
            __m256d x_v_2 = _mm256_loadu_pd(x + t22);
            __m256d z_v_2 = _mm256_loadu_pd(z + t22);
            __m256d t24 = _mm256_mul_pd(x_v_2, z_v_2);
            __m256d t25 = _mm256_add_pd(t24, _mm256_set1_pd(1.5));
            __m256d t26 = _mm256_sub_pd(x_v_2, z_v_2);
            __m256d t27 = _mm256_mul_pd(t25, t26);
            __m256d y_v_2 = _mm256_loadu_pd(t23);
            __m256d t28 = _mm256_mul_pd(y_v_2, _mm256_set1_pd(0.25));
            __m256d t29 = _mm256_add_pd(t27, t28);
            __m256d t30 = _mm256_mul_pd(z_v_2, _mm256_set1_pd(0.125));
            __m256d t31 = _mm256_sub_pd(t29, t30);
            _mm256_storeu_pd(t23, t31);
            long t32 = i_vec + 12L;
            double *t33 = y + t32;
            __m256d x_v_3 = _mm256_loadu_pd(x + t32);
            __m256d z_v_3 = _mm256_loadu_pd(z + t32);
            __m256d t34 = _mm256_mul_pd(x_v_3, z_v_3);
            __m256d t35 = _mm256_add_pd(t34, _mm256_set1_pd(1.5));
            __m256d t36 = _mm256_sub_pd(x_v_3, z_v_3);
            __m256d t37 = _mm256_mul_pd(t35, t36);
            __m256d y_v_3 = _mm256_loadu_pd(t33);
            __m256d t38 = _mm256_mul_pd(y_v_3, _mm256_set1_pd(0.25));
            __m256d t39 = _mm256_add_pd(t37, t38);
            __m256d t40 = _mm256_mul_pd(z_v_3, _mm256_set1_pd(0.125));
            __m256d t41 = _mm256_sub_pd(t39, t40);
            _mm256_storeu_pd(t33, t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            double *t46 = y + t45;
            __m256d x_v_4 = _mm256_loadu_pd(x + t45);
            __m256d z_v_4 = _mm256_loadu_pd(z + t45);
            __m256d t47 = _mm256_mul_pd(x_v_4, z_v_4);
            __m256d t48 = _mm256_add_pd(t47, _mm256_set1_pd(1.5));
            __m256d t49 = _mm256_sub_pd(x_v_4, z_v_4);
            __m256d t50 = _mm256_mul_pd(t48, t49);
            __m256d y_v_4 = _mm256_loadu_pd(t46);
            __m256d t51 = _mm256_mul_pd(y_v_4, _mm256_set1_pd(0.25));
            __m256d t52 = _mm256_add_pd(t50, t51);
            __m256d t53 = _mm256_mul_pd(z_v_4, _mm256_set1_pd(0.125));
            __m256d t54 = _mm256_sub_pd(t52, t53);
            _mm256_storeu_pd(t46, t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        double *t56 = y + t55;
        double t57 = x[t55];
        double t58 = z[t55];
        *t56 = (t57 * t58 + 1.5) * (t57 - t58) + *t56 * 0.25 - t58 * 0.125;
    }
}

/* Masked remainder on avx512: int64 with vpmullq. */
__attribute__((target("avx2"))) void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long long *t3 = y + i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t4 = (__m256i)((vcc_v4_llong)x_v * (vcc_v4_llong)_mm256_set1_epi64x((long long)7LL));
            __m256i y_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = (__m256i)((vcc_v4_llong)y_v * (vcc_v4_llong)_mm256_set1_epi64x((long long)3LL));
            __m256i t6 = _mm256_add_epi64(t4, t5);
            __m256i t7 = (__m256i)((vcc_v4_llong)y_v * (vcc_v4_llong)_mm256_set1_epi64x((long long)5LL));
            __m256i t8 = _mm256_sub_epi64(x_v, t7);
            __m256i t9 = _mm256_xor_si256(t6, t8);
            _mm256_storeu_si256((__m256i *)t3, t9);
            long t10 = i_vec + 4L;
            long long *t11 = y + t10;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i t12 = (__m256i)((vcc_v4_llong)x_v_1 * (vcc_v4_llong)_mm256_set1_epi64x((long long)7LL));
            __m256i y_v_1 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = (__m256i)((vcc_v4_llong)y_v_1 * (vcc_v4_llong)_mm256_set1_epi64x((long long)3LL));
            __m256i t14 = _mm256_add_epi64(t12, t13);
            __m256i t15 = (__m256i)((vcc_v4_llong)y_v_1 * (vcc_v4_llong)_mm256_set1_epi64x((long long)5LL));
            __m256i t16 = _mm256_sub_epi64(x_v_1, t15);
            __m256i t17 = _mm256_xor_si256(t14, t16);
            _mm256_storeu_si256((__m256i *)t11, t17);
            long t18 = i_vec + 8L;
            long long *t19 = y + t18;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t20 = (__m256i)((vcc_v4_llong)x_v_2 * (vcc_v4_llong)_mm256_set1_epi64x((long long)7LL));
            __m256i y_v_2 = _mm256_loadu_si256((const __m256i *)t19);
            __m256i t21 = (__m256i)((vcc_v4_llong)y_v_2 * (vcc_v4_llong)_mm256_set1_epi64x((long long)3LL));
            __m256i t22 = _mm256_add_epi64(t20, t21);
            __m256i t23 = (__m256i)((vcc_v4_llong)y_v_2 * (vcc_v4_llong)_mm256_set1_epi64x((long long)5LL));
            __m256i t24 = _mm256_sub_epi64(x_v_2, t23);
            __m256i t25 = _mm256_xor_si256(t22, t24);
            _mm256_storeu_si256((__m256i *)t19, t25);
            long t26 = i_vec + 12L;
            long long *t27 = y + t26;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t26));
            __m256i t28 = (__m256i)((vcc_v4_llong)x_v_3 * (vcc_v4_llong)_mm256_set1_epi64x((long long)7LL));
            __m256i y_v_3 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t29 = (__m256i)((vcc_v4_llong)y_v_3 * (vcc_v4_llong)_mm256_set1_epi64x((long long)3LL));
            __m256i t30 = _mm256_add_epi64(t28, t29);
            __m256i t31 = (__m256i)((vcc_v4_llong)y_v_3 * (vcc_v4_llong)_mm256_set1_epi64x((long long)5LL));
            __m256i t32 = _mm256_sub_epi64(x_v_3, t31);
            __m256i t33 = _mm256_xor_si256(t30, t32);
            _mm256_storeu_si256((__m256i *)t27, t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            long long *t38 = y + t37;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t37));
            __m256i t39 = (__m256i)((vcc_v4_llong)x_v_4 * (vcc_v4_llong)_mm256_set1_epi64x((long long)7LL));
            __m256i y_v_4 = _mm256_loadu_si256((const __m256i *)t38);
            __m256i t40 = (__m256i)((vcc_v4_llong)y_v_4 * (vcc_v4_llong)_mm256_set1_epi64x((long long)3LL));
            __m256i t41 = _mm256_add_epi64(t39, t40);
            __m256i t42 = (__m256i)((vcc_v4_llong)y_v_4 * (vcc_v4_llong)_mm256_set1_epi64x((long long)5LL));
            __m256i t43 = _mm256_sub_epi64(x_v_4, t42);
            __m256i t44 = _mm256_xor_si256(t41, t43);
            _mm256_storeu_si256((__m256i *)t38, t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        long long *t46 = y + t45;
        long long t47 = x[t45];
        long long t48 = *t46;
        *t46 = (t47 * 7LL + t48 * 3LL) ^ (t47 - t48 * 5LL);
    }
}

/* A reduction: lanes past the end keep the accumulator (a select before the final sum). */
__attribute__((target("avx2"))) int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t15;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(x_v, _mm256_set1_epi32(1023));
            __m256i y_v = _mm256_loadu_si256((const __m256i *)(y + i_vec));
            __m256i t4 = _mm256_and_si256(y_v, _mm256_set1_epi32(1023));
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            __m256i t6 = _mm256_xor_si256(x_v, _mm256_set1_epi32(5));
            __m256i t7 = _mm256_add_epi32(t5, t6);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t7);
            long t8 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(x_v_1, _mm256_set1_epi32(1023));
            __m256i y_v_1 = _mm256_loadu_si256((const __m256i *)(y + t8));
            __m256i t10 = _mm256_and_si256(y_v_1, _mm256_set1_epi32(1023));
            __m256i t11 = _mm256_mullo_epi32(t9, t10);
            __m256i t12 = _mm256_xor_si256(x_v_1, _mm256_set1_epi32(5));
            __m256i t13 = _mm256_add_epi32(t11, t12);
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t14 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t15 = (int)t2;
        t16 = (int)vcc_avx2_sum_epi32(t14);
    } else {
        t15 = 0;
        t16 = 0;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t15 + i_vec_1;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t19));
            __m256i t20 = _mm256_and_si256(x_v_2, _mm256_set1_epi32(1023));
            __m256i y_v_2 = _mm256_loadu_si256((const __m256i *)(y + t19));
            __m256i t21 = _mm256_and_si256(y_v_2, _mm256_set1_epi32(1023));
            __m256i t22 = _mm256_mullo_epi32(t20, t21);
            __m256i t23 = _mm256_xor_si256(x_v_2, _mm256_set1_epi32(5));
            __m256i t24 = _mm256_add_epi32(t22, t23);
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t15 + t18);
        s = (int)((unsigned int)t16 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = x[t25];
        s += (t26 & 1023) * (y[t25] & 1023) + (t26 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
__attribute__((target("avx2"))) int max_i32(int n, const int *x) {
    int m;
    int t8;
    int t9;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32(-2000000000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_xor_si256(x_v, _mm256_set1_epi32(12345));
            __m256i v_v = _mm256_sub_epi32(t3, t4);
            m_v = (vcc_v8_int)_mm256_max_epi32(v_v, (__m256i)m_v);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + (i_vec + 8L)));
            __m256i t5 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_xor_si256(x_v_1, _mm256_set1_epi32(12345));
            __m256i v_v_1 = _mm256_sub_epi32(t5, t6);
            m_v_1 = (vcc_v8_int)_mm256_max_epi32(v_v_1, (__m256i)m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_max_epi32((__m256i)m_v, (__m256i)m_v_1);
        t8 = (int)t2;
        t9 = vcc_avx2_reduce_epi32(t7, _mm_max_epi32, int);
    } else {
        t8 = 0;
        t9 = -2000000000;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_int m_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t9);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + ((long)t8 + i_vec_1)));
            __m256i t12 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_xor_si256(x_v_2, _mm256_set1_epi32(12345));
            __m256i v_v_2 = _mm256_sub_epi32(t12, t13);
            m_v_2 = (vcc_v8_int)_mm256_max_epi32(v_v_2, (__m256i)m_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        m_1 = vcc_avx2_reduce_epi32((__m256i)m_v_2, _mm_max_epi32, int);
    } else {
        i = t8;
        m_1 = t9;
    }
    for (; i < n; i++, m_1 = m) {
        int t14 = x[i];
        m = t14 * 3 - (t14 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
__attribute__((target("avx2"))) void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256 t_v = _mm256_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t_v, _CMP_GT_OQ));
            __m256 t4 = _mm256_sub_ps(x_v, t_v);
            __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        float t7 = x[t6];
        if (t7 > t) {
            y[t6] = (t7 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
__attribute__((target("avx2"))) void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = i_vec + 8L;
            long t4 = i_vec + 16L;
            long t5 = i_vec + 24L;
            __m256i idx_v = _mm256_loadu_si256((const __m256i *)(idx + i_vec));
            __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)(idx + t3));
            __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256 table_v = vcc_avx2_gather8(_mm256_setr_ps, float, table, idx_v);
            __m256 table_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, table, idx_v_1);
            __m256 table_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, table, idx_v_2);
            __m256 table_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, table, idx_v_3);
            __m256 t6 = _mm256_add_ps(table_v, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + i_vec, t6);
            __m256 t7 = _mm256_add_ps(table_v_1, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t3, t7);
            __m256 t8 = _mm256_add_ps(table_v_2, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t4, t8);
            __m256 t9 = _mm256_add_ps(table_v_3, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t5, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:62 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i idx_v_4 = _mm256_loadu_si256((const __m256i *)(idx + t13));
            __m256 table_v_4 = vcc_avx2_gather8(_mm256_setr_ps, float, table, idx_v_4);
            __m256 t14 = _mm256_add_ps(table_v_4, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t13, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        y[t15] = table[idx[t15]] + 1.0f;
    }
}

/* Integer division: the divisors past the end are 1 (masked loads give 0 there). */
__attribute__((target("avx2"))) void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i d_v = _mm256_loadu_si256((const __m256i *)(d + i_vec));
            __m256i t3 = vcc_avx2_div_epi32(x_v, d_v);
            __m256i t4 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(5));
            __m256i t5 = _mm256_add_epi32(t3, t4);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t5);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        int t7 = x[t6];
        y[t6] = t7 / d[t6] + t7 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
__attribute__((target("avx2"))) void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t3 = x + 2 * (int)i_vec;
            __m256 t4 = _mm256_loadu_ps(t3);
            __m256 t5 = _mm256_loadu_ps(t3 + 8);
            __m256 x_v = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t4, t5, 0x88)), 0xd8));
            __m256 x_v_1 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t4, t5, 0xdd)), 0xd8));
            __m256 t6 = _mm256_mul_ps(x_v, _mm256_set1_ps(3.0f));
            __m256 t7 = _mm256_add_ps(t6, x_v_1);
            _mm256_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 8L;
            const float *t9 = x + 2 * (int)t8;
            __m256 t10 = _mm256_loadu_ps(t9);
            __m256 t11 = _mm256_loadu_ps(t9 + 8);
            __m256 x_v_2 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0x88)), 0xd8));
            __m256 x_v_3 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t10, t11, 0xdd)), 0xd8));
            __m256 t12 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(3.0f));
            __m256 t13 = _mm256_add_ps(t12, x_v_3);
            _mm256_storeu_ps(y + t8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = x + 2 * (int)t17;
            __m256 t19 = _mm256_loadu_ps(t18);
            __m256 t20 = _mm256_loadu_ps(t18 + 8);
            __m256 x_v_4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t19, t20, 0x88)), 0xd8));
            __m256 x_v_5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t19, t20, 0xdd)), 0xd8));
            __m256 t21 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(3.0f));
            __m256 t22 = _mm256_add_ps(t21, x_v_5);
            _mm256_storeu_ps(y + t17, t22);
            i_vec_1 += 8L;
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
__attribute__((target("avx2"))) float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    __m256 last_v_3;
    int t10;
    float t11;
    __m256 last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 last_v = _mm256_mul_ps(x_v, _mm256_set1_ps(2.0f));
            __m256 t3 = _mm256_add_ps(last_v, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + i_vec, t3);
            long t4 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t4);
            __m256 last_v_1 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(2.0f));
            __m256 t5 = _mm256_add_ps(last_v_1, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t4, t5);
            long t6 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t6);
            __m256 last_v_2 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(2.0f));
            __m256 t7 = _mm256_add_ps(last_v_2, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t6, t7);
            long t8 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t8);
            last_v_3 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(2.0f));
            __m256 t9 = _mm256_add_ps(last_v_3, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t8, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = ((vcc_v8_float)last_v_3)[7];
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:81 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t14);
            last_v_4 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(2.0f));
            __m256 t15 = _mm256_add_ps(last_v_4, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(y + t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = ((vcc_v8_float)last_v_4)[7];
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = x[t16] * 2.0f;
        y[t16] = last + 1.0f;
    }
    return last;
}

/* A last value from a comparison (lanes of 0 or 1). */
__attribute__((target("avx2"))) int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    __m256i last_v_3;
    int t19;
    int t20;
    __m256i last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i last_v = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t3 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t4 = last_v;
            __m256i t5 = _mm256_sub_epi32(t3, t4);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t5);
            long t6 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i last_v_1 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t8 = last_v_1;
            __m256i t9 = _mm256_sub_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(y + t6), t9);
            long t10 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i last_v_2 = _mm256_cmpgt_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t12 = last_v_2;
            __m256i t13 = _mm256_sub_epi32(t11, t12);
            _mm256_storeu_si256((__m256i *)(y + t10), t13);
            long t14 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t14));
            last_v_3 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t15 = _mm256_mullo_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t16 = last_v_3;
            __m256i t17 = _mm256_sub_epi32(t15, t16);
            _mm256_storeu_si256((__m256i *)(y + t14), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)last_v_3 & 1, vcc_v8_int);
        t19 = (int)t2;
        t20 = ((vcc_v8_int)t18)[7];
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:91 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t23));
            last_v_4 = _mm256_cmpgt_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t24 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t25 = last_v_4;
            __m256i t26 = _mm256_sub_epi32(t24, t25);
            _mm256_storeu_si256((__m256i *)(y + t23), t26);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        __m256i t27 = (__m256i)__builtin_convertvector((vcc_m8)last_v_4 & 1, vcc_v8_int);
        i = (int)((long)t19 + t22);
        last = ((vcc_v8_int)t27)[7];
    } else {
        i = t19;
        last = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        int t29 = x[t28];
        last = t29 > 3;
        y[t28] = t29 * 3 + last;
    }
    return last;
}

/* No masked remainder: a conditional last value picks its lane across iterations. */
__attribute__((target("avx2"))) int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t18;
    int t19;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t6 = x + i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t7 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(100));
            __m256i t9 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t1, t10, t8);
            long t11 = i_vec + 8L;
            const int *t12 = x + t11;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t13 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t11), t13);
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)t12);
            __m256i t14 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(100));
            __m256i t15 = _mm256_add_epi32(t10, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t2, t15, t14);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t16 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        int t17 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
        t18 = (int)t5;
        t19 = t17 < 0 ? -7 : (int)(long)t17;
    } else {
        t18 = 0;
        t19 = -7;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            const int *t23 = x + t22;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t24 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(y + t22), t24);
            __m256i x_v_5 = _mm256_loadu_si256((const __m256i *)t23);
            __m256i t25 = _mm256_cmpgt_epi32(x_v_5, _mm256_set1_epi32(100));
            __m256i t26 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t27, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t28 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        i = (int)((long)t18 + t21);
        last = t28 < 0 ? t19 : (int)((long)t18 + (long)t28);
    } else {
        i = t18;
        last = t19;
    }
    for (; i < n; i++, last = last_1) {
        long t29 = (long)i;
        const int *t30 = x + t29;
        y[t29] = *t30 * 2;
        if (*t30 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
__attribute__((target("avx2"))) void shift_add_f32(int n, const float *x, float *y) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t6 = _mm256_mul_ps(x_v, _mm256_set1_ps(0.5f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t8);
            __m256 t9 = _mm256_mul_ps(x_v_1, _mm256_set1_ps(0.5f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t8, t10);
            long t11 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t11);
            __m256 t12 = _mm256_mul_ps(x_v_2, _mm256_set1_ps(0.5f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t11, t13);
            long t14 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t14);
            __m256 t15 = _mm256_mul_ps(x_v_3, _mm256_set1_ps(0.5f));
            __m256 t16 = _mm256_add_ps(t15, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 32L)))) {
        long t22 = t18 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:111 vector epilogue: VF 8, UF 1, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t23);
            __m256 t24 = _mm256_mul_ps(x_v_4, _mm256_set1_ps(0.5f));
            __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(y + t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        y[t26] = x[t26] * 0.5f + 3.0f;
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t13;
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
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at masked_tail.c:156 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long long *t5 = xl + i_vec;
                __m256i xl_v = _mm256_loadu_si256((const __m256i *)t5);
                __m256i t6 = (__m256i)((vcc_v4_llong)xl_v * (vcc_v4_llong)_mm256_set1_epi64x((long long)1000003LL));
                _mm256_storeu_si256((__m256i *)t5, t6);
                long long *t7 = xl + (i_vec + 4L);
                __m256i xl_v_1 = _mm256_loadu_si256((const __m256i *)t7);
                __m256i t8 = (__m256i)((vcc_v4_llong)xl_v_1 * (vcc_v4_llong)_mm256_set1_epi64x((long long)1000003LL));
                _mm256_storeu_si256((__m256i *)t7, t8);
                long long *t9 = xl + (i_vec + 8L);
                __m256i xl_v_2 = _mm256_loadu_si256((const __m256i *)t9);
                __m256i t10 = (__m256i)((vcc_v4_llong)xl_v_2 * (vcc_v4_llong)_mm256_set1_epi64x((long long)1000003LL));
                _mm256_storeu_si256((__m256i *)t9, t10);
                long long *t11 = xl + (i_vec + 12L);
                __m256i xl_v_3 = _mm256_loadu_si256((const __m256i *)t11);
                __m256i t12 = (__m256i)((vcc_v4_llong)xl_v_3 * (vcc_v4_llong)_mm256_set1_epi64x((long long)1000003LL));
                _mm256_storeu_si256((__m256i *)t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at masked_tail.c:156 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long long *t16 = xl + ((long)t13 + i_vec_1);
                __m256i xl_v_4 = _mm256_loadu_si256((const __m256i *)t16);
                __m256i t17 = (__m256i)((vcc_v4_llong)xl_v_4 * (vcc_v4_llong)_mm256_set1_epi64x((long long)1000003LL));
                _mm256_storeu_si256((__m256i *)t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < n; i++) {
            long long *t18 = xl + i;
            *t18 = *t18 * 1000003LL;
        }
        const float *t19 = xf;
        saxpy_f32(n, 1.5f, t19, yf);
        const int *t20 = xi;
        mix_i32(n, 77, t20, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, t20, yi);
        int mx = max_i32(n, t20);
        unsigned long t21 = (unsigned long)n;
        unsigned long t22 = t21 * 8UL;
        unsigned long t23 = (_mm256_zeroupper(), hash_bytes((const void *)yl, t22));
        unsigned long t24 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t22));
        unsigned long t25 = t21 * 4UL;
        const void *t26 = (const void *)yi;
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes(t26, t25));
        const void *t28 = (const void *)yf;
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t28, t25)), (unsigned long long)t27, (unsigned long long)t24, (unsigned long long)t23, dot, mx);
        clip_f32(n, 3.0f, t19, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, t20, di, yi);
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes(t26, t25));
        const void *t30 = (const void *)xf;
        unsigned long t31 = (_mm256_zeroupper(), hash_bytes(t30, t25));
        printf("  clip %llx gather %llx div %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t28, t25)), (unsigned long long)t31, (unsigned long long)t29);
        pairs_f32(n, pairs, yf);
        float last = last_f32(n, t19, yf);
        int last_cmp = last_cmp_i32(n, t20, yi);
        int found = find_last_i32(n, t20, di);
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)di, t25));
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes(t26, t25));
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t28, t25)), (double)last, last_cmp, (unsigned long long)t33, found, (unsigned long long)t32);
        if (n > 0) {
            shift_add_f32(n - 1, t19, xf + 1);
            shift_add_f32(n, t19, yf);
        }
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes(t28, t25));
        printf("  shift %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t30, t25)), (unsigned long long)t34);
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
