/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 5 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    vcc_no_contract_body
    float prev;
    int t17;
    float t18;
    __m256 prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t1 = _mm256_set1_ps(x0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            const float *t6 = x + t5;
            __m256 x_v = _mm256_loadu_ps(t6);
            __m256 prev_v = _mm256_loadu_ps(t6);
            __m256 prev_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t1, (vcc_v8_float)prev_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t7 = _mm256_sub_ps(x_v, prev_v_1);
            _mm256_storeu_ps(y + t5, t7);
            long t8 = (long)(int)(i_vec + 8L);
            const float *t9 = x + t8;
            __m256 x_v_1 = _mm256_loadu_ps(t9);
            __m256 prev_v_2 = _mm256_loadu_ps(t9);
            __m256 prev_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v, (vcc_v8_float)prev_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t10 = _mm256_sub_ps(x_v_1, prev_v_3);
            _mm256_storeu_ps(y + t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            const float *t12 = x + t11;
            __m256 x_v_2 = _mm256_loadu_ps(t12);
            __m256 prev_v_4 = _mm256_loadu_ps(t12);
            __m256 prev_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v_2, (vcc_v8_float)prev_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t13 = _mm256_sub_ps(x_v_2, prev_v_5);
            _mm256_storeu_ps(y + t11, t13);
            long t14 = (long)(int)(i_vec + 24L);
            const float *t15 = x + t14;
            __m256 x_v_3 = _mm256_loadu_ps(t15);
            t1 = _mm256_loadu_ps(t15);
            __m256 prev_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v_4, (vcc_v8_float)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t16 = _mm256_sub_ps(x_v_3, prev_v_6);
            _mm256_storeu_ps(y + t14, t16);
            i_vec += 32L;
        } while (i_vec < t4);
        t17 = (int)t4;
        t18 = ((vcc_v8_float)t1)[7];
    } else {
        t17 = 0;
        t18 = x0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 t2 = _mm256_set1_ps(t18);
        long i_vec_1 = 0L;
        for (;;) {
            long t21 = (long)(int)((long)t17 + i_vec_1);
            const float *t22 = x + t21;
            __m256 x_v_4 = _mm256_loadu_ps(t22);
            prev_v_7 = _mm256_loadu_ps(t22);
            __m256 prev_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t2, (vcc_v8_float)prev_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t23 = _mm256_sub_ps(x_v_4, prev_v_8);
            _mm256_storeu_ps(y + t21, t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t20) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t17 + t20);
        prev = ((vcc_v8_float)prev_v_7)[7];
    } else {
        i = t17;
        prev = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        const float *t25 = x + t24;
        y[t24] = *t25 - prev;
        prev = *t25;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int pair_sum(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t18;
    __m256i u_v_3;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m256i t2 = _mm256_set1_epi32((int)t1);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t6 = (int)i_vec;
            __m256i u_v = _mm256_loadu_si256((const __m256i *)(b + (t6 + 1)));
            __m256i t_v = (__m256i)__builtin_shufflevector((vcc_v8_int)t2, (vcc_v8_int)u_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t7 = _mm256_mullo_epi32(u_v, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_add_epi32(t_v, t7);
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            int t9 = (int)(i_vec + 8L);
            __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(b + (t9 + 1)));
            __m256i t_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v, (vcc_v8_int)u_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t10 = _mm256_mullo_epi32(u_v_1, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_add_epi32(t_v_1, t10);
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            int t12 = (int)(i_vec + 16L);
            __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(b + (t12 + 1)));
            __m256i t_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v_1, (vcc_v8_int)u_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t13 = _mm256_mullo_epi32(u_v_2, _mm256_set1_epi32(3));
            __m256i t14 = _mm256_add_epi32(t_v_2, t13);
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            int t15 = (int)(i_vec + 24L);
            t2 = _mm256_loadu_si256((const __m256i *)(b + (t15 + 1)));
            __m256i t_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v_2, (vcc_v8_int)t2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t16 = _mm256_mullo_epi32(t2, _mm256_set1_epi32(3));
            __m256i t17 = _mm256_add_epi32(t_v_3, t16);
            _mm256_storeu_si256((__m256i *)(a + t15), t17);
            i_vec += 32L;
        } while (i_vec < t5);
        t18 = (int)t5;
        t1 = ((vcc_v8_int)t2)[7];
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t3 = _mm256_set1_epi32((int)t1);
        long i_vec_1 = 0L;
        for (;;) {
            int t21 = (int)((long)t18 + i_vec_1);
            u_v_3 = _mm256_loadu_si256((const __m256i *)(b + (t21 + 1)));
            __m256i t_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_int)t3, (vcc_v8_int)u_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t22 = _mm256_mullo_epi32(u_v_3, _mm256_set1_epi32(3));
            __m256i t23 = _mm256_add_epi32(t_v_4, t22);
            _mm256_storeu_si256((__m256i *)(a + t21), t23);
            i_vec_1 += 8L;
            if (i_vec_1 >= t20) {
                break;
            }
            t3 = u_v_3;
        }
        i = (int)((long)t18 + t20);
        t = ((vcc_v8_int)u_v_3)[7];
    } else {
        i = t18;
        t = t1;
    }
    while (i < n) {
        int t24 = i + 1;
        int u = b[t24];
        a[i] = t + u * 3;
        i = t24;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double smooth(double *restrict out, const double *restrict in, int n) {
    vcc_no_contract_body
    long positive;
    int t44;
    long t45;
    double t46;
    __m256d v_v_3;
    int i;
    double last;
    double v;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256d t1 = _mm256_set1_pd(0.5);
        long i_vec = 0L;
        __m256i positive_v = _mm256_set1_epi64x((long long)0LL);
        __m256i positive_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i positive_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i positive_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at recurrence.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            __m256d in_v = _mm256_loadu_pd(in + t5);
            __m256d v_v = _mm256_mul_pd(in_v, _mm256_set1_pd(2.0));
            __m256d last_v = (__m256d)__builtin_shufflevector((vcc_v4_double)t1, (vcc_v4_double)v_v, 3, 4, 5, 6);
            __m256d t6 = _mm256_add_pd(v_v, last_v);
            __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(0.5));
            __m256d t8 = _mm256_mul_pd(last_v, _mm256_set1_pd(0.25));
            __m256d t9 = _mm256_sub_pd(t7, t8);
            _mm256_storeu_pd(out + t5, t9);
            __m128i t10 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            __m256i t12 = _mm256_cvtepi32_epi64(t11);
            __m256i t13 = t12;
            positive_v = _mm256_add_epi64(positive_v, t13);
            long t14 = (long)(int)(i_vec + 4L);
            __m256d in_v_1 = _mm256_loadu_pd(in + t14);
            __m256d v_v_1 = _mm256_mul_pd(in_v_1, _mm256_set1_pd(2.0));
            __m256d last_v_1 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v, (vcc_v4_double)v_v_1, 3, 4, 5, 6);
            __m256d t15 = _mm256_add_pd(v_v_1, last_v_1);
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            __m256d t17 = _mm256_mul_pd(last_v_1, _mm256_set1_pd(0.25));
            __m256d t18 = _mm256_sub_pd(t16, t17);
            _mm256_storeu_pd(out + t14, t18);
            __m128i t19 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_1, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_m4)t19 & 1, vcc_v4_int);
            __m256i t21 = _mm256_cvtepi32_epi64(t20);
            __m256i t22 = t21;
            positive_v_1 = _mm256_add_epi64(positive_v_1, t22);
            long t23 = (long)(int)(i_vec + 8L);
            __m256d in_v_2 = _mm256_loadu_pd(in + t23);
            __m256d v_v_2 = _mm256_mul_pd(in_v_2, _mm256_set1_pd(2.0));
            __m256d last_v_2 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v_1, (vcc_v4_double)v_v_2, 3, 4, 5, 6);
            __m256d t24 = _mm256_add_pd(v_v_2, last_v_2);
            __m256d t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.5));
            __m256d t26 = _mm256_mul_pd(last_v_2, _mm256_set1_pd(0.25));
            __m256d t27 = _mm256_sub_pd(t25, t26);
            _mm256_storeu_pd(out + t23, t27);
            __m128i t28 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_2, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_m4)t28 & 1, vcc_v4_int);
            __m256i t30 = _mm256_cvtepi32_epi64(t29);
            __m256i t31 = t30;
            positive_v_2 = _mm256_add_epi64(positive_v_2, t31);
            long t32 = (long)(int)(i_vec + 12L);
            __m256d in_v_3 = _mm256_loadu_pd(in + t32);
            t1 = _mm256_mul_pd(in_v_3, _mm256_set1_pd(2.0));
            __m256d last_v_3 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v_2, (vcc_v4_double)t1, 3, 4, 5, 6);
            __m256d t33 = _mm256_add_pd(t1, last_v_3);
            __m256d t34 = _mm256_mul_pd(t33, _mm256_set1_pd(0.5));
            __m256d t35 = _mm256_mul_pd(last_v_3, _mm256_set1_pd(0.25));
            __m256d t36 = _mm256_sub_pd(t34, t35);
            _mm256_storeu_pd(out + t32, t36);
            __m128i t37 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t1, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t38 = (__m128i)__builtin_convertvector((vcc_m4)t37 & 1, vcc_v4_int);
            __m256i t39 = _mm256_cvtepi32_epi64(t38);
            __m256i t40 = t39;
            positive_v_3 = _mm256_add_epi64(positive_v_3, t40);
            i_vec += 16L;
        } while (i_vec < t4);
        __m256i t41 = _mm256_add_epi64(positive_v, positive_v_1);
        __m256i t42 = _mm256_add_epi64(t41, positive_v_2);
        __m256i t43 = _mm256_add_epi64(t42, positive_v_3);
        t44 = (int)t4;
        t45 = (long)vcc_avx2_reduce_epi64(t43, _mm_add_epi64, unsigned long);
        t46 = ((vcc_v4_double)t1)[3];
    } else {
        t44 = 0;
        t45 = 0L;
        t46 = 0.5;
    }
    long t47 = (long)n + (long)t44 * -1L;
    if (t47 >= 4L) {
        long t48 = t47 & -4L;
        __m256d t2 = _mm256_set1_pd(t46);
        long i_vec_1 = 0L;
        __m256i positive_v_4 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            long t49 = (long)(int)((long)t44 + i_vec_1);
            __m256d in_v_4 = _mm256_loadu_pd(in + t49);
            v_v_3 = _mm256_mul_pd(in_v_4, _mm256_set1_pd(2.0));
            __m256d last_v_4 = (__m256d)__builtin_shufflevector((vcc_v4_double)t2, (vcc_v4_double)v_v_3, 3, 4, 5, 6);
            __m256d t50 = _mm256_add_pd(v_v_3, last_v_4);
            __m256d t51 = _mm256_mul_pd(t50, _mm256_set1_pd(0.5));
            __m256d t52 = _mm256_mul_pd(last_v_4, _mm256_set1_pd(0.25));
            __m256d t53 = _mm256_sub_pd(t51, t52);
            _mm256_storeu_pd(out + t49, t53);
            __m128i t54 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_3, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t55 = (__m128i)__builtin_convertvector((vcc_m4)t54 & 1, vcc_v4_int);
            __m256i t56 = _mm256_cvtepi32_epi64(t55);
            __m256i t57 = t56;
            positive_v_4 = _mm256_add_epi64(positive_v_4, t57);
            i_vec_1 += 4L;
            if (i_vec_1 >= t48) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t44 + t48);
        positive = (long)((unsigned long)t45 + vcc_avx2_reduce_epi64(positive_v_4, _mm_add_epi64, unsigned long));
        last = ((vcc_v4_double)v_v_3)[3];
    } else {
        i = t44;
        positive = t45;
        last = t46;
    }
    for (; i < n; i++, last = v) {
        long t58 = (long)i;
        v = in[t58] * 2.0;
        out[t58] = (v + last) * 0.5 - last * 0.25;
        positive += (long)(v > 0.0);
    }
    return (double)positive + last;
}

/* Delta encoding through pointers that walk, as compressors write it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    vcc_no_contract_body
    unsigned int t12;
    const unsigned int *t13;
    unsigned int *t14;
    unsigned int t15;
    __m256i cur_v_3;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t1 = _mm256_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = n_vec + 8L;
            long t6 = n_vec + 16L;
            long t7 = n_vec + 24L;
            __m256i cur_v = _mm256_loadu_si256((const __m256i *)(src + n_vec));
            __m256i prev_v = (__m256i)__builtin_shufflevector((vcc_v8_uint)t1, (vcc_v8_uint)cur_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t8 = _mm256_sub_epi32(cur_v, prev_v);
            _mm256_storeu_si256((__m256i *)(dst + n_vec), t8);
            __m256i cur_v_1 = _mm256_loadu_si256((const __m256i *)(src + t5));
            __m256i prev_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v, (vcc_v8_uint)cur_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t9 = _mm256_sub_epi32(cur_v_1, prev_v_1);
            _mm256_storeu_si256((__m256i *)(dst + t5), t9);
            __m256i cur_v_2 = _mm256_loadu_si256((const __m256i *)(src + t6));
            __m256i prev_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_1, (vcc_v8_uint)cur_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t10 = _mm256_sub_epi32(cur_v_2, prev_v_2);
            _mm256_storeu_si256((__m256i *)(dst + t6), t10);
            t1 = _mm256_loadu_si256((const __m256i *)(src + t7));
            __m256i prev_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_2, (vcc_v8_uint)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t11 = _mm256_sub_epi32(t1, prev_v_3);
            _mm256_storeu_si256((__m256i *)(dst + t7), t11);
            n_vec += 32L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = ((vcc_v8_uint)t1)[7];
    } else {
        t12 = n;
        t13 = src;
        t14 = dst;
        t15 = 0U;
    }
    long t16 = (long)t12;
    unsigned long t17 = (unsigned long)t13;
    unsigned long t18 = (unsigned long)t14;
    if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -8L;
        __m256i t2 = _mm256_set1_epi32((int)t15);
        long n_vec_1 = 0L;
        for (;;) {
            cur_v_3 = _mm256_loadu_si256((const __m256i *)(t13 + n_vec_1));
            __m256i prev_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_uint)t2, (vcc_v8_uint)cur_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t20 = _mm256_sub_epi32(cur_v_3, prev_v_4);
            _mm256_storeu_si256((__m256i *)(t14 + n_vec_1), t20);
            n_vec_1 += 8L;
            if (n_vec_1 >= t19) {
                break;
            }
            t2 = cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t19 * -1L);
        src_1 = t13 + t19;
        dst_1 = t14 + t19;
        prev = ((vcc_v8_uint)cur_v_3)[7];
    } else {
        n_1 = t12;
        src_1 = t13;
        dst_1 = t14;
        prev = t15;
    }
    for (;;) {
        unsigned int n_2 = n_1 - 1U;
        if (!n_1) {
            break;
        }
        unsigned int cur = *src_1;
        *dst_1 = cur - prev;
        n_1 = n_2;
        src_1 = src_1 + 1;
        dst_1 = dst_1 + 1;
        prev = cur;
    }
}

/* Not vectorized yet: a second-order filter, `p2` carrying the other recurrence `p1` (LLVM
 * does not do it either). */
void three_tap(long *restrict y, const long *restrict x, int n) {
    long p1 = 1, p2 = 2;
    for (int i = 0; i < n; i++) {
        long cur = x[i];
        y[i] = cur + 2 * p1 + p2;
        p2 = p1;
        p1 = cur;
    }
}

/* A recurrence on a comparison's result (mask lanes as 0/1 values). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rising(int *restrict flags, const int *restrict a, int n) {
    vcc_no_contract_body
    __m256i up_v_3;
    int t29;
    int t30;
    __m256i up_v_4;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t1 = _mm256_set1_epi32(0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i up_v = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i was_v = (__m256i)__builtin_shufflevector((vcc_v8_int)t1, (vcc_v8_int)t6, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(2));
            __m256i t9 = _mm256_add_epi32(t8, was_v);
            _mm256_storeu_si256((__m256i *)(flags + t5), t9);
            long t10 = (long)(int)(i_vec + 8L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i up_v_1 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i was_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)t11, (vcc_v8_int)t12, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(2));
            __m256i t15 = _mm256_add_epi32(t14, was_v_1);
            _mm256_storeu_si256((__m256i *)(flags + t10), t15);
            long t16 = (long)(int)(i_vec + 16L);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t16));
            __m256i up_v_2 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i was_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_int)t17, (vcc_v8_int)t18, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(2));
            __m256i t21 = _mm256_add_epi32(t20, was_v_2);
            _mm256_storeu_si256((__m256i *)(flags + t16), t21);
            long t22 = (long)(int)(i_vec + 24L);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t22));
            up_v_3 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
            __m256i was_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)t24, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t25 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
            __m256i t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(2));
            __m256i t27 = _mm256_add_epi32(t26, was_v_3);
            _mm256_storeu_si256((__m256i *)(flags + t22), t27);
            i_vec += 32L;
            t1 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
        } while (i_vec < t4);
        __m256i t28 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
        t29 = (int)t4;
        t30 = ((vcc_v8_int)t28)[7];
    } else {
        t29 = 0;
        t30 = 0;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m256i t2 = _mm256_set1_epi32((int)t30);
        long i_vec_1 = 0L;
        do {
            long t33 = (long)(int)((long)t29 + i_vec_1);
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t33));
            up_v_4 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(0));
            __m256i t34 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
            __m256i was_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_int)t2, (vcc_v8_int)t34, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
            __m256i t36 = _mm256_mullo_epi32(t35, _mm256_set1_epi32(2));
            __m256i t37 = _mm256_add_epi32(t36, was_v_4);
            _mm256_storeu_si256((__m256i *)(flags + t33), t37);
            i_vec_1 += 8L;
            t2 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
        } while (i_vec_1 < t32);
        __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
        i = (int)((long)t29 + t32);
        was = ((vcc_v8_int)t38)[7];
    } else {
        i = t29;
        was = t30;
    }
    for (; i < n; i++, was = up) {
        long t39 = (long)i;
        up = a[t39] > 0;
        flags[t39] = up * 2 + was;
    }
}

/* Not vectorized: the new value depends on the old one (neither a recurrence nor a
 * reduction). */
void running(float *restrict y, const float *restrict x, int n) {
    float s = 1;
    for (int i = 0; i < n; i++) {
        y[i] = s;
        s = x[i] * 0.5f + s * 0.25f;
    }
}

/* Not vectorized: the value is replaced only on some iterations. */
void hold(int *restrict y, const int *restrict x, int n) {
    int held = 0;
    for (int i = 0; i < n; i++) {
        y[i] = held;
        if (x[i] > 10)
            held = x[i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = new_array(n, sizeof(float)), *yf = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n + 1, sizeof(int));
        double *in = new_array(n, sizeof(double)), *out = new_array(n, sizeof(double));
        unsigned *us = new_array(n, sizeof(unsigned)), *ud = new_array(n, sizeof(unsigned));
        long *xl = new_array(n, sizeof(long)), *yl = new_array(n, sizeof(long));
        int *fl = new_array(n, sizeof(int)), *hy = new_array(n, sizeof(int));
        FILL(xf, n, -1000, 2000);
        FILL(b, n + 1, -50000, 100000);
        FILL(in, n, -1000, 2000);
        FILL(us, n, 0, 1 << 30);
        FILL(xl, n, -100000, 200000);
        diff_f32(yf, xf, n, 0.25f);
        int t = pair_sum(a, b, n);
        double sm = smooth(out, in, n);
        delta_encode(ud, us, (unsigned)n);
        three_tap(yl, xl, n);
        rising(fl, b, n);
        printf("n=%d %d %.17g %llx %llx %llx %llx %llx %llx\n", n, t, sm, HASH(yf, n), HASH(a, n), HASH(out, n),
               HASH(ud, n), HASH(yl, n), HASH(fl, n));
        running(yf, xf, n);
        hold(hy, b, n);
        printf("  %llx %llx\n", HASH(yf, n), HASH(hy, n));
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
