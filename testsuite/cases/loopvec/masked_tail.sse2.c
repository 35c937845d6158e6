/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })

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
void saxpy_f32(int n, float a, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 a_v = _mm_set1_ps(a);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = y + i_vec;
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t4 = _mm_mul_ps(a_v, x_v);
            __m128 y_v = _mm_loadu_ps(t3);
            __m128 t5 = _mm_add_ps(t4, y_v);
            _mm_storeu_ps(t3, t5);
            long t6 = i_vec + 4L;
            float *t7 = y + t6;
            __m128 x_v_1 = _mm_loadu_ps(x + t6);
            __m128 t8 = _mm_mul_ps(a_v, x_v_1);
            __m128 y_v_1 = _mm_loadu_ps(t7);
            __m128 t9 = _mm_add_ps(t8, y_v_1);
            _mm_storeu_ps(t7, t9);
            long t10 = i_vec + 8L;
            float *t11 = y + t10;
            __m128 x_v_2 = _mm_loadu_ps(x + t10);
            __m128 t12 = _mm_mul_ps(a_v, x_v_2);
            __m128 y_v_2 = _mm_loadu_ps(t11);
            __m128 t13 = _mm_add_ps(t12, y_v_2);
            _mm_storeu_ps(t11, t13);
            long t14 = i_vec + 12L;
            float *t15 = y + t14;
            __m128 x_v_3 = _mm_loadu_ps(x + t14);
            __m128 t16 = _mm_mul_ps(a_v, x_v_3);
            __m128 y_v_3 = _mm_loadu_ps(t15);
            __m128 t17 = _mm_add_ps(t16, y_v_3);
            _mm_storeu_ps(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128 a_v_1 = _mm_set1_ps(a);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            float *t22 = y + t21;
            __m128 x_v_4 = _mm_loadu_ps(x + t21);
            __m128 t23 = _mm_mul_ps(a_v_1, x_v_4);
            __m128 y_v_4 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_add_ps(t23, y_v_4);
            _mm_storeu_ps(t22, t24);
            i_vec_1 += 4L;
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
void mix_i32(int n, int k, const int *restrict x, int *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = y + i_vec;
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t4 = _mm_xor_si128(x_v, k_v);
            __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i y_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i t6 = _mm_add_epi32(t5, y_v);
            __m128i t7 = _mm_sub_epi32(t6, x_v);
            _mm_storeu_si128((__m128i *)t3, t7);
            long t8 = i_vec + 4L;
            int *t9 = y + t8;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t10 = _mm_xor_si128(x_v_1, k_v);
            __m128i t11 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i y_v_1 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t12 = _mm_add_epi32(t11, y_v_1);
            __m128i t13 = _mm_sub_epi32(t12, x_v_1);
            _mm_storeu_si128((__m128i *)t9, t13);
            long t14 = i_vec + 8L;
            int *t15 = y + t14;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t14));
            __m128i t16 = _mm_xor_si128(x_v_2, k_v);
            __m128i t17 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i y_v_2 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t18 = _mm_add_epi32(t17, y_v_2);
            __m128i t19 = _mm_sub_epi32(t18, x_v_2);
            _mm_storeu_si128((__m128i *)t15, t19);
            long t20 = i_vec + 12L;
            int *t21 = y + t20;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t22 = _mm_xor_si128(x_v_3, k_v);
            __m128i t23 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i y_v_3 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t24 = _mm_add_epi32(t23, y_v_3);
            __m128i t25 = _mm_sub_epi32(t24, x_v_3);
            _mm_storeu_si128((__m128i *)t21, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            int *t30 = y + t29;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t29));
            __m128i t31 = _mm_xor_si128(x_v_4, k_v_1);
            __m128i t32 = (__m128i)((vcc_v4_int)t31 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i y_v_4 = _mm_loadu_si128((const __m128i *)t30);
            __m128i t33 = _mm_add_epi32(t32, y_v_4);
            __m128i t34 = _mm_sub_epi32(t33, x_v_4);
            _mm_storeu_si128((__m128i *)t30, t34);
            i_vec_1 += 4L;
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
void fma_f64(int n, const double *restrict x, const double *restrict z, double *restrict y) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:25 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            __m128d x_v = _mm_loadu_pd(x + i_vec);
            __m128d z_v = _mm_loadu_pd(z + i_vec);
            __m128d t4 = _mm_mul_pd(x_v, z_v);
            __m128d t5 = _mm_add_pd(t4, _mm_set1_pd(1.5));
            __m128d t6 = _mm_sub_pd(x_v, z_v);
            __m128d t7 = _mm_mul_pd(t5, t6);
            __m128d y_v = _mm_loadu_pd(t3);
            __m128d t8 = _mm_mul_pd(y_v, _mm_set1_pd(0.25));
            __m128d t9 = _mm_add_pd(t7, t8);
            __m128d t10 = _mm_mul_pd(z_v, _mm_set1_pd(0.125));
            __m128d t11 = _mm_sub_pd(t9, t10);
            _mm_storeu_pd(t3, t11);
            long t12 = i_vec + 2L;
            double *t13 = y + t12;
            __m128d x_v_1 = _mm_loadu_pd(x + t12);
            __m128d z_v_1 = _mm_loadu_pd(z + t12);
            __m128d t14 = _mm_mul_pd(x_v_1, z_v_1);
            __m128d t15 = _mm_add_pd(t14, _mm_set1_pd(1.5));
            __m128d t16 = _mm_sub_pd(x_v_1, z_v_1);
            __m128d t17 = _mm_mul_pd(t15, t16);
            __m128d y_v_1 = _mm_loadu_pd(t13);
            __m128d t18 = _mm_mul_pd(y_v_1, _mm_set1_pd(0.25));
            __m128d t19 = _mm_add_pd(t17, t18);
            __m128d t20 = _mm_mul_pd(z_v_1, _mm_set1_pd(0.125));
            __m128d t21 = _mm_sub_pd(t19, t20);
            _mm_storeu_pd(t13, t21);
            long t22 = i_vec + 4L;
            double *t23 = y + t22;
            __m128d x_v_2 = _mm_loadu_pd(x + t22);
            __m128d z_v_2 = _mm_loadu_pd(z + t22);
            __m128d t24 = _mm_mul_pd(x_v_2, z_v_2);
            __m128d t25 = _mm_add_pd(t24, _mm_set1_pd(1.5));
            __m128d t26 = _mm_sub_pd(x_v_2, z_v_2);
            __m128d t27 = _mm_mul_pd(t25, t26);
            __m128d y_v_2 = _mm_loadu_pd(t23);
            __m128d t28 = _mm_mul_pd(y_v_2, _mm_set1_pd(0.25));
            __m128d t29 = _mm_add_pd(t27, t28);
            __m128d t30 = _mm_mul_pd(z_v_2, _mm_set1_pd(0.125));
            __m128d t31 = _mm_sub_pd(t29, t30);
            _mm_storeu_pd(t23, t31);
            long t32 = i_vec + 6L;
            double *t33 = y + t32;
            __m128d x_v_3 = _mm_loadu_pd(x + t32);
            __m128d z_v_3 = _mm_loadu_pd(z + t32);
            __m128d t34 = _mm_mul_pd(x_v_3, z_v_3);
            __m128d t35 = _mm_add_pd(t34, _mm_set1_pd(1.5));
            __m128d t36 = _mm_sub_pd(x_v_3, z_v_3);
            __m128d t37 = _mm_mul_pd(t35, t36);
            __m128d y_v_3 = _mm_loadu_pd(t33);
            __m128d t38 = _mm_mul_pd(y_v_3, _mm_set1_pd(0.25));
            __m128d t39 = _mm_add_pd(t37, t38);
            __m128d t40 = _mm_mul_pd(z_v_3, _mm_set1_pd(0.125));
            __m128d t41 = _mm_sub_pd(t39, t40);
            _mm_storeu_pd(t33, t41);
            i_vec += 8L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 2L) {
        long t44 = t43 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:25 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            double *t46 = y + t45;
            __m128d x_v_4 = _mm_loadu_pd(x + t45);
            __m128d z_v_4 = _mm_loadu_pd(z + t45);
            __m128d t47 = _mm_mul_pd(x_v_4, z_v_4);
            __m128d t48 = _mm_add_pd(t47, _mm_set1_pd(1.5));
            __m128d t49 = _mm_sub_pd(x_v_4, z_v_4);
            __m128d t50 = _mm_mul_pd(t48, t49);
            __m128d y_v_4 = _mm_loadu_pd(t46);
            __m128d t51 = _mm_mul_pd(y_v_4, _mm_set1_pd(0.25));
            __m128d t52 = _mm_add_pd(t50, t51);
            __m128d t53 = _mm_mul_pd(z_v_4, _mm_set1_pd(0.125));
            __m128d t54 = _mm_sub_pd(t52, t53);
            _mm_storeu_pd(t46, t54);
            i_vec_1 += 2L;
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
void mul_i64(int n, const long long *restrict x, long long *restrict y) {
    int t34;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long long *t3 = y + i_vec;
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t4 = (__m128i)((vcc_v2_llong)x_v * (vcc_v2_llong)(__m128i)(vcc_v2_llong){7LL, 7LL});
            __m128i y_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = (__m128i)((vcc_v2_llong)y_v * (vcc_v2_llong)(__m128i)(vcc_v2_llong){3LL, 3LL});
            __m128i t6 = _mm_add_epi64(t4, t5);
            __m128i t7 = (__m128i)((vcc_v2_llong)y_v * (vcc_v2_llong)(__m128i)(vcc_v2_llong){5LL, 5LL});
            __m128i t8 = _mm_sub_epi64(x_v, t7);
            __m128i t9 = _mm_xor_si128(t6, t8);
            _mm_storeu_si128((__m128i *)t3, t9);
            long t10 = i_vec + 2L;
            long long *t11 = y + t10;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t10));
            __m128i t12 = (__m128i)((vcc_v2_llong)x_v_1 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){7LL, 7LL});
            __m128i y_v_1 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = (__m128i)((vcc_v2_llong)y_v_1 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){3LL, 3LL});
            __m128i t14 = _mm_add_epi64(t12, t13);
            __m128i t15 = (__m128i)((vcc_v2_llong)y_v_1 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){5LL, 5LL});
            __m128i t16 = _mm_sub_epi64(x_v_1, t15);
            __m128i t17 = _mm_xor_si128(t14, t16);
            _mm_storeu_si128((__m128i *)t11, t17);
            long t18 = i_vec + 4L;
            long long *t19 = y + t18;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t18));
            __m128i t20 = (__m128i)((vcc_v2_llong)x_v_2 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){7LL, 7LL});
            __m128i y_v_2 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = (__m128i)((vcc_v2_llong)y_v_2 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){3LL, 3LL});
            __m128i t22 = _mm_add_epi64(t20, t21);
            __m128i t23 = (__m128i)((vcc_v2_llong)y_v_2 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){5LL, 5LL});
            __m128i t24 = _mm_sub_epi64(x_v_2, t23);
            __m128i t25 = _mm_xor_si128(t22, t24);
            _mm_storeu_si128((__m128i *)t19, t25);
            long t26 = i_vec + 6L;
            long long *t27 = y + t26;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t26));
            __m128i t28 = (__m128i)((vcc_v2_llong)x_v_3 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){7LL, 7LL});
            __m128i y_v_3 = _mm_loadu_si128((const __m128i *)t27);
            __m128i t29 = (__m128i)((vcc_v2_llong)y_v_3 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){3LL, 3LL});
            __m128i t30 = _mm_add_epi64(t28, t29);
            __m128i t31 = (__m128i)((vcc_v2_llong)y_v_3 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){5LL, 5LL});
            __m128i t32 = _mm_sub_epi64(x_v_3, t31);
            __m128i t33 = _mm_xor_si128(t30, t32);
            _mm_storeu_si128((__m128i *)t27, t33);
            i_vec += 8L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 2L) {
        long t36 = t35 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            long long *t38 = y + t37;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t37));
            __m128i t39 = (__m128i)((vcc_v2_llong)x_v_4 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){7LL, 7LL});
            __m128i y_v_4 = _mm_loadu_si128((const __m128i *)t38);
            __m128i t40 = (__m128i)((vcc_v2_llong)y_v_4 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){3LL, 3LL});
            __m128i t41 = _mm_add_epi64(t39, t40);
            __m128i t42 = (__m128i)((vcc_v2_llong)y_v_4 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){5LL, 5LL});
            __m128i t43 = _mm_sub_epi64(x_v_4, t42);
            __m128i t44 = _mm_xor_si128(t41, t43);
            _mm_storeu_si128((__m128i *)t38, t44);
            i_vec_1 += 2L;
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
int dot_i32(int n, const int *x, const int *y) {
    int s;
    int t29;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = _mm_and_si128(x_v, _mm_set1_epi32(1023));
            __m128i y_v = _mm_loadu_si128((const __m128i *)(y + i_vec));
            __m128i t4 = _mm_and_si128(y_v, _mm_set1_epi32(1023));
            __m128i t5 = (__m128i)((vcc_v4_int)t3 * (vcc_v4_int)t4);
            __m128i t6 = _mm_xor_si128(x_v, _mm_set1_epi32(5));
            __m128i t7 = _mm_add_epi32(t5, t6);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t7);
            long t8 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_and_si128(x_v_1, _mm_set1_epi32(1023));
            __m128i y_v_1 = _mm_loadu_si128((const __m128i *)(y + t8));
            __m128i t10 = _mm_and_si128(y_v_1, _mm_set1_epi32(1023));
            __m128i t11 = (__m128i)((vcc_v4_int)t9 * (vcc_v4_int)t10);
            __m128i t12 = _mm_xor_si128(x_v_1, _mm_set1_epi32(5));
            __m128i t13 = _mm_add_epi32(t11, t12);
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t13);
            long t14 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t14));
            __m128i t15 = _mm_and_si128(x_v_2, _mm_set1_epi32(1023));
            __m128i y_v_2 = _mm_loadu_si128((const __m128i *)(y + t14));
            __m128i t16 = _mm_and_si128(y_v_2, _mm_set1_epi32(1023));
            __m128i t17 = (__m128i)((vcc_v4_int)t15 * (vcc_v4_int)t16);
            __m128i t18 = _mm_xor_si128(x_v_2, _mm_set1_epi32(5));
            __m128i t19 = _mm_add_epi32(t17, t18);
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t19);
            long t20 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t21 = _mm_and_si128(x_v_3, _mm_set1_epi32(1023));
            __m128i y_v_3 = _mm_loadu_si128((const __m128i *)(y + t20));
            __m128i t22 = _mm_and_si128(y_v_3, _mm_set1_epi32(1023));
            __m128i t23 = (__m128i)((vcc_v4_int)t21 * (vcc_v4_int)t22);
            __m128i t24 = _mm_xor_si128(x_v_3, _mm_set1_epi32(5));
            __m128i t25 = _mm_add_epi32(t23, t24);
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t26 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t27 = _mm_add_epi32(t26, (__m128i)s_v_2);
        __m128i t28 = _mm_add_epi32(t27, (__m128i)s_v_3);
        t29 = (int)t2;
        t30 = (int)vcc_sse_reduce_epi32(t28, _mm_add_epi32, unsigned int);
    } else {
        t29 = 0;
        t30 = 0;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at masked_tail.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t33));
            __m128i t34 = _mm_and_si128(x_v_4, _mm_set1_epi32(1023));
            __m128i y_v_4 = _mm_loadu_si128((const __m128i *)(y + t33));
            __m128i t35 = _mm_and_si128(y_v_4, _mm_set1_epi32(1023));
            __m128i t36 = (__m128i)((vcc_v4_int)t34 * (vcc_v4_int)t35);
            __m128i t37 = _mm_xor_si128(x_v_4, _mm_set1_epi32(5));
            __m128i t38 = _mm_add_epi32(t36, t37);
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        s = (int)((unsigned int)t30 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        int t40 = x[t39];
        s += (t40 & 1023) * (y[t39] & 1023) + (t40 ^ 5);
    }
    return s;
}

/* A max reduction of negative values: the masked-off lanes load zeros, which must not win. */
int max_i32(int n, const int *x) {
    int m;
    int t14;
    int t15;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32(-2000000000);
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at masked_tail.c:46 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t4 = _mm_xor_si128(x_v, _mm_set1_epi32(12345));
            __m128i v_v = _mm_sub_epi32(t3, t4);
            m_v = (vcc_v4_int)vcc_sse2_max_epi32(v_v, (__m128i)m_v);
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + (i_vec + 4L)));
            __m128i t5 = (__m128i)((vcc_v4_int)x_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t6 = _mm_xor_si128(x_v_1, _mm_set1_epi32(12345));
            __m128i v_v_1 = _mm_sub_epi32(t5, t6);
            m_v_1 = (vcc_v4_int)vcc_sse2_max_epi32(v_v_1, (__m128i)m_v_1);
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + (i_vec + 8L)));
            __m128i t7 = (__m128i)((vcc_v4_int)x_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t8 = _mm_xor_si128(x_v_2, _mm_set1_epi32(12345));
            __m128i v_v_2 = _mm_sub_epi32(t7, t8);
            m_v_2 = (vcc_v4_int)vcc_sse2_max_epi32(v_v_2, (__m128i)m_v_2);
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + (i_vec + 12L)));
            __m128i t9 = (__m128i)((vcc_v4_int)x_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t10 = _mm_xor_si128(x_v_3, _mm_set1_epi32(12345));
            __m128i v_v_3 = _mm_sub_epi32(t9, t10);
            m_v_3 = (vcc_v4_int)vcc_sse2_max_epi32(v_v_3, (__m128i)m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = vcc_sse2_max_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t12 = vcc_sse2_max_epi32(t11, (__m128i)m_v_2);
        __m128i t13 = vcc_sse2_max_epi32(t12, (__m128i)m_v_3);
        t14 = (int)t2;
        t15 = vcc_sse_reduce_epi32(t13, vcc_sse2_max_epi32, int);
    } else {
        t14 = 0;
        t15 = -2000000000;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t15);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:46 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + ((long)t14 + i_vec_1)));
            __m128i t18 = (__m128i)((vcc_v4_int)x_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t19 = _mm_xor_si128(x_v_4, _mm_set1_epi32(12345));
            __m128i v_v_4 = _mm_sub_epi32(t18, t19);
            m_v_4 = (vcc_v4_int)vcc_sse2_max_epi32(v_v_4, (__m128i)m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        m_1 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_max_epi32, int);
    } else {
        i = t14;
        m_1 = t15;
    }
    for (; i < n; i++, m_1 = m) {
        int t20 = x[i];
        m = t20 * 3 - (t20 ^ 12345);
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

/* A conditional store: the block's mask ANDed with the remainder's. */
void clip_f32(int n, float t, const float *restrict x, float *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 t_v = _mm_set1_ps(t);
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:55 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t_v));
            __m128 t4 = _mm_sub_ps(x_v, t_v);
            __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)i_vec * 4UL), t5, t3);
            long t6 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t6);
            __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t_v));
            __m128 t8 = _mm_sub_ps(x_v_1, t_v);
            __m128 t9 = _mm_mul_ps(t8, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t6 * 4UL), t9, t7);
            long t10 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t10);
            __m128i t11 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t_v));
            __m128 t12 = _mm_sub_ps(x_v_2, t_v);
            __m128 t13 = _mm_mul_ps(t12, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t10 * 4UL), t13, t11);
            long t14 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t14);
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t_v));
            __m128 t16 = _mm_sub_ps(x_v_3, t_v);
            __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t14 * 4UL), t17, t15);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128 t_v_1 = _mm_set1_ps(t);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:55 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t21);
            __m128i t22 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t_v_1));
            __m128 t23 = _mm_sub_ps(x_v_4, t_v_1);
            __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)y + (unsigned long)t21 * 4UL), t24, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = x[t25];
        if (t26 > t) {
            y[t25] = (t26 - t) * 2.0f;
        }
    }
}

/* A gather: the index load is masked, and so is the gather (lanes past the end read nothing). */
void gather_f32(int n, const float *restrict table, const int *restrict idx, float *restrict y) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:62 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec + 4L;
            long t4 = i_vec + 8L;
            long t5 = i_vec + 12L;
            __m128i idx_v = _mm_loadu_si128((const __m128i *)(idx + i_vec));
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)(idx + t3));
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)(idx + t5));
            __m128 table_v = vcc_sse_gather4(_mm_setr_ps, float, table, idx_v, 15);
            __m128 table_v_1 = vcc_sse_gather4(_mm_setr_ps, float, table, idx_v_1, 15);
            __m128 table_v_2 = vcc_sse_gather4(_mm_setr_ps, float, table, idx_v_2, 15);
            __m128 table_v_3 = vcc_sse_gather4(_mm_setr_ps, float, table, idx_v_3, 15);
            __m128 t6 = _mm_add_ps(table_v, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + i_vec, t6);
            __m128 t7 = _mm_add_ps(table_v_1, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t3, t7);
            __m128 t8 = _mm_add_ps(table_v_2, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t4, t8);
            __m128 t9 = _mm_add_ps(table_v_3, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t5, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:62 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)(idx + t13));
            __m128 table_v_4 = vcc_sse_gather4(_mm_setr_ps, float, table, idx_v_4, 15);
            __m128 t14 = _mm_add_ps(table_v_4, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t13, t14);
            i_vec_1 += 4L;
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
void div_i32(int n, const int *restrict x, const int *restrict d, int *restrict y) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:68 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i d_v = _mm_loadu_si128((const __m128i *)(d + i_vec));
            __m128i t3 = vcc_sse_div_epi32(x_v, d_v);
            __m128i t4 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t5 = _mm_add_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t5);
            long t6 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i d_v_1 = _mm_loadu_si128((const __m128i *)(d + t6));
            __m128i t7 = vcc_sse_div_epi32(x_v_1, d_v_1);
            __m128i t8 = (__m128i)((vcc_v4_int)x_v_1 * (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t9 = _mm_add_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(y + t6), t9);
            i_vec += 8L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t13));
            __m128i d_v_2 = _mm_loadu_si128((const __m128i *)(d + t13));
            __m128i t14 = vcc_sse_div_epi32(x_v_2, d_v_2);
            __m128i t15 = (__m128i)((vcc_v4_int)x_v_2 * (vcc_v4_int)_mm_set1_epi32(5));
            __m128i t16 = _mm_add_epi32(t14, t15);
            _mm_storeu_si128((__m128i *)(y + t13), t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        y[t17] = t18 / d[t17] + t18 * 5;
    }
}

/* No masked remainder: an interleave group has no masked form (see --emit=vplan). */
void pairs_f32(int n, const float *restrict x, float *restrict y) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = x + 2 * (int)i_vec;
            __m128 t4 = _mm_loadu_ps(t3);
            __m128 t5 = _mm_loadu_ps(t3 + 4);
            __m128 x_v = _mm_shuffle_ps(t4, t5, 0x88);
            __m128 x_v_1 = _mm_shuffle_ps(t4, t5, 0xdd);
            __m128 t6 = _mm_mul_ps(x_v, _mm_set1_ps(3.0f));
            __m128 t7 = _mm_add_ps(t6, x_v_1);
            _mm_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 4L;
            const float *t9 = x + 2 * (int)t8;
            __m128 t10 = _mm_loadu_ps(t9);
            __m128 t11 = _mm_loadu_ps(t9 + 4);
            __m128 x_v_2 = _mm_shuffle_ps(t10, t11, 0x88);
            __m128 x_v_3 = _mm_shuffle_ps(t10, t11, 0xdd);
            __m128 t12 = _mm_mul_ps(x_v_2, _mm_set1_ps(3.0f));
            __m128 t13 = _mm_add_ps(t12, x_v_3);
            _mm_storeu_ps(y + t8, t13);
            long t14 = i_vec + 8L;
            const float *t15 = x + 2 * (int)t14;
            __m128 t16 = _mm_loadu_ps(t15);
            __m128 t17 = _mm_loadu_ps(t15 + 4);
            __m128 x_v_4 = _mm_shuffle_ps(t16, t17, 0x88);
            __m128 x_v_5 = _mm_shuffle_ps(t16, t17, 0xdd);
            __m128 t18 = _mm_mul_ps(x_v_4, _mm_set1_ps(3.0f));
            __m128 t19 = _mm_add_ps(t18, x_v_5);
            _mm_storeu_ps(y + t14, t19);
            long t20 = i_vec + 12L;
            const float *t21 = x + 2 * (int)t20;
            __m128 t22 = _mm_loadu_ps(t21);
            __m128 t23 = _mm_loadu_ps(t21 + 4);
            __m128 x_v_6 = _mm_shuffle_ps(t22, t23, 0x88);
            __m128 x_v_7 = _mm_shuffle_ps(t22, t23, 0xdd);
            __m128 t24 = _mm_mul_ps(x_v_6, _mm_set1_ps(3.0f));
            __m128 t25 = _mm_add_ps(t24, x_v_7);
            _mm_storeu_ps(y + t20, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const float *t30 = x + 2 * (int)t29;
            __m128 t31 = _mm_loadu_ps(t30);
            __m128 t32 = _mm_loadu_ps(t30 + 4);
            __m128 x_v_8 = _mm_shuffle_ps(t31, t32, 0x88);
            __m128 x_v_9 = _mm_shuffle_ps(t31, t32, 0xdd);
            __m128 t33 = _mm_mul_ps(x_v_8, _mm_set1_ps(3.0f));
            __m128 t34 = _mm_add_ps(t33, x_v_9);
            _mm_storeu_ps(y + t29, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        int t35 = 2 * i;
        y[i] = x[t35] * 3.0f + x[t35 + 1];
    }
}

/* The value used after the loop is lane N-1 of the masked iteration. */
float last_f32(int n, const float *restrict x, float *restrict y) {
    float last;
    __m128 last_v_3;
    int t10;
    float t11;
    __m128 last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:81 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 last_v = _mm_mul_ps(x_v, _mm_set1_ps(2.0f));
            __m128 t3 = _mm_add_ps(last_v, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + i_vec, t3);
            long t4 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t4);
            __m128 last_v_1 = _mm_mul_ps(x_v_1, _mm_set1_ps(2.0f));
            __m128 t5 = _mm_add_ps(last_v_1, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t4, t5);
            long t6 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t6);
            __m128 last_v_2 = _mm_mul_ps(x_v_2, _mm_set1_ps(2.0f));
            __m128 t7 = _mm_add_ps(last_v_2, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t6, t7);
            long t8 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t8);
            last_v_3 = _mm_mul_ps(x_v_3, _mm_set1_ps(2.0f));
            __m128 t9 = _mm_add_ps(last_v_3, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = ((vcc_v4_float)last_v_3)[3];
    } else {
        t10 = 0;
        t11 = 0.0f;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:81 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t14);
            last_v_4 = _mm_mul_ps(x_v_4, _mm_set1_ps(2.0f));
            __m128 t15 = _mm_add_ps(last_v_4, _mm_set1_ps(1.0f));
            _mm_storeu_ps(y + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = ((vcc_v4_float)last_v_4)[3];
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
int last_cmp_i32(int n, const int *restrict x, int *restrict y) {
    int last;
    __m128i last_v_3;
    int t19;
    int t20;
    __m128i last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:91 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i last_v = _mm_cmpgt_epi32(x_v, _mm_set1_epi32(3));
            __m128i t3 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t4 = last_v;
            __m128i t5 = _mm_sub_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(y + i_vec), t5);
            long t6 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i last_v_1 = _mm_cmpgt_epi32(x_v_1, _mm_set1_epi32(3));
            __m128i t7 = (__m128i)((vcc_v4_int)x_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t8 = last_v_1;
            __m128i t9 = _mm_sub_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(y + t6), t9);
            long t10 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t10));
            __m128i last_v_2 = _mm_cmpgt_epi32(x_v_2, _mm_set1_epi32(3));
            __m128i t11 = (__m128i)((vcc_v4_int)x_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t12 = last_v_2;
            __m128i t13 = _mm_sub_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(y + t10), t13);
            long t14 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t14));
            last_v_3 = _mm_cmpgt_epi32(x_v_3, _mm_set1_epi32(3));
            __m128i t15 = (__m128i)((vcc_v4_int)x_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t16 = last_v_3;
            __m128i t17 = _mm_sub_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(y + t14), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)last_v_3 & 1, vcc_v4_int);
        t19 = (int)t2;
        t20 = ((vcc_v4_int)t18)[3];
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:91 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t23));
            last_v_4 = _mm_cmpgt_epi32(x_v_4, _mm_set1_epi32(3));
            __m128i t24 = (__m128i)((vcc_v4_int)x_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t25 = last_v_4;
            __m128i t26 = _mm_sub_epi32(t24, t25);
            _mm_storeu_si128((__m128i *)(y + t23), t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t22);
        __m128i t27 = (__m128i)__builtin_convertvector((vcc_m4)last_v_4 & 1, vcc_v4_int);
        i = (int)((long)t19 + t22);
        last = ((vcc_v4_int)t27)[3];
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
int find_last_i32(int n, const int *restrict x, int *restrict y) {
    int t32;
    int t33;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t8 = x + i_vec;
            __m128i x_v = _mm_loadu_si128((const __m128i *)t8);
            __m128i t9 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + i_vec), t9);
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)t8);
            __m128i t10 = _mm_cmpgt_epi32(x_v_1, _mm_set1_epi32(100));
            __m128i t11 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t1, t12, t10);
            long t13 = i_vec + 4L;
            const int *t14 = x + t13;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)t14);
            __m128i t15 = (__m128i)((vcc_v4_int)x_v_2 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t13), t15);
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)t14);
            __m128i t16 = _mm_cmpgt_epi32(x_v_3, _mm_set1_epi32(100));
            __m128i t17 = _mm_add_epi32(t12, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t2, t17, t16);
            long t18 = i_vec + 8L;
            const int *t19 = x + t18;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t20 = (__m128i)((vcc_v4_int)x_v_4 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t18), t20);
            __m128i x_v_5 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_cmpgt_epi32(x_v_5, _mm_set1_epi32(100));
            __m128i t22 = _mm_add_epi32(t12, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t22, t21);
            long t23 = i_vec + 12L;
            const int *t24 = x + t23;
            __m128i x_v_6 = _mm_loadu_si128((const __m128i *)t24);
            __m128i t25 = (__m128i)((vcc_v4_int)x_v_6 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t23), t25);
            __m128i x_v_7 = _mm_loadu_si128((const __m128i *)t24);
            __m128i t26 = _mm_cmpgt_epi32(x_v_7, _mm_set1_epi32(100));
            __m128i t27 = _mm_add_epi32(t12, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t27, t26);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t28 = vcc_sse2_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t29 = vcc_sse2_max_epi32((__m128i)t3, t28);
        __m128i t30 = vcc_sse2_max_epi32((__m128i)t4, t29);
        int t31 = vcc_sse_reduce_epi32(t30, vcc_sse2_max_epi32, int);
        t32 = (int)t7;
        t33 = t31 < 0 ? -7 : (int)(long)t31;
    } else {
        t32 = 0;
        t33 = -7;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 4L) & (t34 <= 2147483647L)) {
        long t35 = t34 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at masked_tail.c:101 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t36 = (long)t32 + i_vec_1;
            const int *t37 = x + t36;
            __m128i x_v_8 = _mm_loadu_si128((const __m128i *)t37);
            __m128i t38 = (__m128i)((vcc_v4_int)x_v_8 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(y + t36), t38);
            __m128i x_v_9 = _mm_loadu_si128((const __m128i *)t37);
            __m128i t39 = _mm_cmpgt_epi32(x_v_9, _mm_set1_epi32(100));
            __m128i t40 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t41 = _mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t41, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t35);
        int t42 = vcc_sse_reduce_epi32((__m128i)t5, vcc_sse2_max_epi32, int);
        i = (int)((long)t32 + t35);
        last = t42 < 0 ? t33 : (int)((long)t32 + (long)t42);
    } else {
        i = t32;
        last = t33;
    }
    for (; i < n; i++, last = last_1) {
        long t43 = (long)i;
        const int *t44 = x + t43;
        y[t43] = *t44 * 2;
        if (*t44 > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* May alias: the runtime check fails for overlapping arrays, and the scalar loop runs them all. */
void shift_add_f32(int n, const float *x, float *y) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)x;
    unsigned long t3 = (unsigned long)y;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_tail.c:111 vectorized: VF 4, UF 4, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t6 = _mm_mul_ps(x_v, _mm_set1_ps(0.5f));
            __m128 t7 = _mm_add_ps(t6, _mm_set1_ps(3.0f));
            _mm_storeu_ps(y + i_vec, t7);
            long t8 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t8);
            __m128 t9 = _mm_mul_ps(x_v_1, _mm_set1_ps(0.5f));
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(3.0f));
            _mm_storeu_ps(y + t8, t10);
            long t11 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t11);
            __m128 t12 = _mm_mul_ps(x_v_2, _mm_set1_ps(0.5f));
            __m128 t13 = _mm_add_ps(t12, _mm_set1_ps(3.0f));
            _mm_storeu_ps(y + t11, t13);
            long t14 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t14);
            __m128 t15 = _mm_mul_ps(x_v_3, _mm_set1_ps(0.5f));
            __m128 t16 = _mm_add_ps(t15, _mm_set1_ps(3.0f));
            _mm_storeu_ps(y + t14, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)x;
    unsigned long t20 = (unsigned long)y;
    long t21 = (long)((unsigned long)y + (unsigned long)((long)t17 * 4L) - ((unsigned long)x + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_tail.c:111 vector epilogue: VF 4, UF 1, run-time check: `x` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t17 + i_vec_1;
            __m128 x_v_4 = _mm_loadu_ps(x + t23);
            __m128 t24 = _mm_mul_ps(x_v_4, _mm_set1_ps(0.5f));
            __m128 t25 = _mm_add_ps(t24, _mm_set1_ps(3.0f));
            _mm_storeu_ps(y + t23, t25);
            i_vec_1 += 4L;
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

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = guarded(n, sizeof(float)), *yf = guarded(n, sizeof(float));
        int *xi = guarded(n, sizeof(int)), *yi = guarded(n, sizeof(int)), *di = guarded(n, sizeof(int));
        double *xd = guarded(n, sizeof(double)), *zd = guarded(n, sizeof(double)), *yd = guarded(n, sizeof(double));
        long long *xl = guarded(n, sizeof(long long)), *yl = guarded(n, sizeof(long long));
        float *pairs = guarded(2 * n, sizeof(float)), *table = guarded(64, sizeof(float));
        int *idx = guarded(n, sizeof(int));
        FILL(xf, n, -50, 100);
        FILL(yf, n, 0, 30);
        FILL(xi, n, -1000, 2000);
        FILL(yi, n, -100, 200);
        FILL(di, n, 1, 9);
        FILL(xd, n, -20, 40);
        FILL(zd, n, 1, 10);
        FILL(yd, n, 0, 5);
        FILL(xl, n, -100000, 200000);
        FILL(yl, n, 0, 1000);
        FILL(pairs, 2 * n, 0, 50);
        FILL(table, 64, 0, 1000);
        FILL(idx, n, 0, 64);
        for (int i = 0; i < n; i++)
            xl[i] *= 1000003;

        saxpy_f32(n, 1.5f, xf, yf);
        mix_i32(n, 77, xi, yi);
        fma_f64(n, xd, zd, yd);
        mul_i64(n, xl, yl);
        int dot = dot_i32(n, xi, yi);
        int mx = max_i32(n, xi);
        printf("n=%d saxpy %llx mix %llx fma %llx mul %llx dot %d max %d\n", n, HASH(yf, n), HASH(yi, n), HASH(yd, n),
               HASH(yl, n), dot, mx);

        clip_f32(n, 3.0f, xf, yf);
        gather_f32(n, table, idx, xf);
        div_i32(n, xi, di, yi);
        printf("  clip %llx gather %llx div %llx\n", HASH(yf, n), HASH(xf, n), HASH(yi, n));

        pairs_f32(n, pairs, yf);
        float last = last_f32(n, xf, yf);
        int last_cmp = last_cmp_i32(n, xi, yi);
        int found = find_last_i32(n, xi, di);
        printf("  pairs+last %llx last %g last_cmp %d %llx found %d %llx\n", HASH(yf, n), last, last_cmp, HASH(yi, n), found,
               HASH(di, n));

        /* Overlapping: y is x moved up by one element (the runtime check fails), then apart. */
        if (n > 0) {
            shift_add_f32(n - 1, xf, xf + 1);
            shift_add_f32(n, xf, yf);
        }
        printf("  shift %llx %llx\n", HASH(xf, n), HASH(yf, n));

        release(xf, n, sizeof(float)), release(yf, n, sizeof(float));
        release(xi, n, sizeof(int)), release(yi, n, sizeof(int)), release(di, n, sizeof(int));
        release(xd, n, sizeof(double)), release(zd, n, sizeof(double)), release(yd, n, sizeof(double));
        release(xl, n, sizeof(long long)), release(yl, n, sizeof(long long));
        release(pairs, 2 * n, sizeof(float)), release(table, 64, sizeof(float)), release(idx, n, sizeof(int));
    }
    return 0;
}
