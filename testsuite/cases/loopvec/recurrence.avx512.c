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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    vcc_no_contract_body
    float prev;
    int t16;
    float t17;
    __m256 prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t1 = _mm256_set1_ps(x0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            const float *t5 = x + i_vec;
            __m256 x_v = _mm256_loadu_ps(t5);
            __m256 prev_v = _mm256_loadu_ps(t5);
            __m256 prev_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t1, (vcc_v8_float)prev_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t6 = _mm256_sub_ps(x_v, prev_v_1);
            _mm256_storeu_ps(y + i_vec, t6);
            long t7 = i_vec + 8L;
            const float *t8 = x + t7;
            __m256 x_v_1 = _mm256_loadu_ps(t8);
            __m256 prev_v_2 = _mm256_loadu_ps(t8);
            __m256 prev_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v, (vcc_v8_float)prev_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t9 = _mm256_sub_ps(x_v_1, prev_v_3);
            _mm256_storeu_ps(y + t7, t9);
            long t10 = i_vec + 16L;
            const float *t11 = x + t10;
            __m256 x_v_2 = _mm256_loadu_ps(t11);
            __m256 prev_v_4 = _mm256_loadu_ps(t11);
            __m256 prev_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v_2, (vcc_v8_float)prev_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t12 = _mm256_sub_ps(x_v_2, prev_v_5);
            _mm256_storeu_ps(y + t10, t12);
            long t13 = i_vec + 24L;
            const float *t14 = x + t13;
            __m256 x_v_3 = _mm256_loadu_ps(t14);
            t1 = _mm256_loadu_ps(t14);
            __m256 prev_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)prev_v_4, (vcc_v8_float)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t15 = _mm256_sub_ps(x_v_3, prev_v_6);
            _mm256_storeu_ps(y + t13, t15);
            i_vec += 32L;
        } while (i_vec < t4);
        t16 = (int)t4;
        t17 = ((vcc_v8_float)t1)[7];
    } else {
        t16 = 0;
        t17 = x0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m256 t2 = _mm256_set1_ps(t17);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t16 + i_vec_1;
            const float *t21 = x + t20;
            __m256 x_v_4 = _mm256_loadu_ps(t21);
            prev_v_7 = _mm256_loadu_ps(t21);
            __m256 prev_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t2, (vcc_v8_float)prev_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 t22 = _mm256_sub_ps(x_v_4, prev_v_8);
            _mm256_storeu_ps(y + t20, t22);
            i_vec_1 += 8L;
            if (i_vec_1 >= t19) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t16 + t19);
        prev = ((vcc_v8_float)prev_v_7)[7];
    } else {
        i = t16;
        prev = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        const float *t24 = x + t23;
        y[t23] = *t24 - prev;
        prev = *t24;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int pair_sum(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t17;
    __m256i u_v_3;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32((int)t1);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i u_v = _mm256_loadu_si256((const __m256i *)(b + ((int)i_vec + 1)));
            __m256i t_v = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t2, (vcc_v8_int)u_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t6 = _mm256_mullo_epi32(u_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_add_epi32(t_v, t6);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(b + ((int)t8 + 1)));
            __m256i t_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v, (vcc_v8_int)u_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t9 = _mm256_mullo_epi32(u_v_1, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_add_epi32(t_v_1, t9);
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 16L;
            __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(b + ((int)t11 + 1)));
            __m256i t_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v_1, (vcc_v8_int)u_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t12 = _mm256_mullo_epi32(u_v_2, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t_v_2, t12);
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            long t14 = i_vec + 24L;
            t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(b + ((int)t14 + 1)));
            __m256i t_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_int)u_v_2, (vcc_v8_int)(__m256i)t2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t15 = _mm256_mullo_epi32((__m256i)t2, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_add_epi32(t_v_3, t15);
            _mm256_storeu_si256((__m256i *)(a + t14), t16);
            i_vec += 32L;
        } while (i_vec < t5);
        t17 = (int)t5;
        t1 = ((vcc_v8_int)(__m256i)t2)[7];
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32((int)t1);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t17 + i_vec_1;
            u_v_3 = _mm256_loadu_si256((const __m256i *)(b + ((int)t20 + 1)));
            __m256i t_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t3, (vcc_v8_int)u_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t21 = _mm256_mullo_epi32(u_v_3, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_add_epi32(t_v_4, t21);
            _mm256_storeu_si256((__m256i *)(a + t20), t22);
            i_vec_1 += 8L;
            if (i_vec_1 >= t19) {
                break;
            }
            t3 = (vcc_v8_int)u_v_3;
        }
        i = (int)((long)t17 + t19);
        t = ((vcc_v8_int)u_v_3)[7];
    } else {
        i = t17;
        t = t1;
    }
    while (i < n) {
        int t23 = i + 1;
        int u = b[t23];
        a[i] = t + u * 3;
        i = t23;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double smooth(double *restrict out, const double *restrict in, int n) {
    vcc_no_contract_body
    long positive;
    int t39;
    long t40;
    double t41;
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
            __m256d in_v = _mm256_loadu_pd(in + i_vec);
            __m256d v_v = _mm256_mul_pd(in_v, _mm256_set1_pd(2.0));
            __m256d last_v = (__m256d)__builtin_shufflevector((vcc_v4_double)t1, (vcc_v4_double)v_v, 3, 4, 5, 6);
            __m256d t5 = _mm256_add_pd(v_v, last_v);
            __m256d t6 = _mm256_mul_pd(t5, _mm256_set1_pd(0.5));
            __m256d t7 = _mm256_mul_pd(last_v, _mm256_set1_pd(0.25));
            __m256d t8 = _mm256_sub_pd(t6, t7);
            _mm256_storeu_pd(out + i_vec, t8);
            __m128i t9 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t10 = (__m128i)__builtin_convertvector((vcc_m4)t9 & 1, vcc_v4_int);
            __m256i t11 = _mm256_cvtepi32_epi64(t10);
            positive_v = _mm256_add_epi64(positive_v, t11);
            long t12 = i_vec + 4L;
            __m256d in_v_1 = _mm256_loadu_pd(in + t12);
            __m256d v_v_1 = _mm256_mul_pd(in_v_1, _mm256_set1_pd(2.0));
            __m256d last_v_1 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v, (vcc_v4_double)v_v_1, 3, 4, 5, 6);
            __m256d t13 = _mm256_add_pd(v_v_1, last_v_1);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            __m256d t15 = _mm256_mul_pd(last_v_1, _mm256_set1_pd(0.25));
            __m256d t16 = _mm256_sub_pd(t14, t15);
            _mm256_storeu_pd(out + t12, t16);
            __m128i t17 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_1, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)t17 & 1, vcc_v4_int);
            __m256i t19 = _mm256_cvtepi32_epi64(t18);
            positive_v_1 = _mm256_add_epi64(positive_v_1, t19);
            long t20 = i_vec + 8L;
            __m256d in_v_2 = _mm256_loadu_pd(in + t20);
            __m256d v_v_2 = _mm256_mul_pd(in_v_2, _mm256_set1_pd(2.0));
            __m256d last_v_2 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v_1, (vcc_v4_double)v_v_2, 3, 4, 5, 6);
            __m256d t21 = _mm256_add_pd(v_v_2, last_v_2);
            __m256d t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.5));
            __m256d t23 = _mm256_mul_pd(last_v_2, _mm256_set1_pd(0.25));
            __m256d t24 = _mm256_sub_pd(t22, t23);
            _mm256_storeu_pd(out + t20, t24);
            __m128i t25 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_2, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t26 = (__m128i)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            __m256i t27 = _mm256_cvtepi32_epi64(t26);
            positive_v_2 = _mm256_add_epi64(positive_v_2, t27);
            long t28 = i_vec + 12L;
            __m256d in_v_3 = _mm256_loadu_pd(in + t28);
            t1 = _mm256_mul_pd(in_v_3, _mm256_set1_pd(2.0));
            __m256d last_v_3 = (__m256d)__builtin_shufflevector((vcc_v4_double)v_v_2, (vcc_v4_double)t1, 3, 4, 5, 6);
            __m256d t29 = _mm256_add_pd(t1, last_v_3);
            __m256d t30 = _mm256_mul_pd(t29, _mm256_set1_pd(0.5));
            __m256d t31 = _mm256_mul_pd(last_v_3, _mm256_set1_pd(0.25));
            __m256d t32 = _mm256_sub_pd(t30, t31);
            _mm256_storeu_pd(out + t28, t32);
            __m128i t33 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t1, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)t33 & 1, vcc_v4_int);
            __m256i t35 = _mm256_cvtepi32_epi64(t34);
            positive_v_3 = _mm256_add_epi64(positive_v_3, t35);
            i_vec += 16L;
        } while (i_vec < t4);
        __m256i t36 = _mm256_add_epi64(positive_v, positive_v_1);
        __m256i t37 = _mm256_add_epi64(t36, positive_v_2);
        __m256i t38 = _mm256_add_epi64(t37, positive_v_3);
        t39 = (int)t4;
        t40 = (long)vcc_avx2_reduce_epi64(t38, _mm_add_epi64, unsigned long);
        t41 = ((vcc_v4_double)t1)[3];
    } else {
        t39 = 0;
        t40 = 0L;
        t41 = 0.5;
    }
    long t42 = (long)n + (long)t39 * -1L;
    if (t42 >= 4L) {
        long t43 = t42 & -4L;
        __m256d t2 = _mm256_set1_pd(t41);
        long i_vec_1 = 0L;
        __m256i positive_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at recurrence.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t44 = (long)t39 + i_vec_1;
            __m256d in_v_4 = _mm256_loadu_pd(in + t44);
            v_v_3 = _mm256_mul_pd(in_v_4, _mm256_set1_pd(2.0));
            __m256d last_v_4 = (__m256d)__builtin_shufflevector((vcc_v4_double)t2, (vcc_v4_double)v_v_3, 3, 4, 5, 6);
            __m256d t45 = _mm256_add_pd(v_v_3, last_v_4);
            __m256d t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.5));
            __m256d t47 = _mm256_mul_pd(last_v_4, _mm256_set1_pd(0.25));
            __m256d t48 = _mm256_sub_pd(t46, t47);
            _mm256_storeu_pd(out + t44, t48);
            __m128i t49 = vcc_avx2_narrow_pd(_mm256_cmp_pd(v_v_3, _mm256_set1_pd(0.0), _CMP_GT_OQ));
            __m128i t50 = (__m128i)__builtin_convertvector((vcc_m4)t49 & 1, vcc_v4_int);
            __m256i t51 = _mm256_cvtepi32_epi64(t50);
            positive_v_4 = _mm256_add_epi64(positive_v_4, t51);
            i_vec_1 += 4L;
            if (i_vec_1 >= t43) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t39 + t43);
        positive = (long)((unsigned long)t40 + vcc_avx2_reduce_epi64(positive_v_4, _mm_add_epi64, unsigned long));
        last = ((vcc_v4_double)v_v_3)[3];
    } else {
        i = t39;
        positive = t40;
        last = t41;
    }
    for (; i < n; i++, last = v) {
        long t52 = (long)i;
        v = in[t52] * 2.0;
        out[t52] = (v + last) * 0.5 - last * 0.25;
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
        vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i cur_v = _mm256_loadu_si256((const __m256i *)(src + n_vec));
            __m256i prev_v = (__m256i)__builtin_shufflevector((vcc_v8_uint)(__m256i)t1, (vcc_v8_uint)cur_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t5 = _mm256_sub_epi32(cur_v, prev_v);
            _mm256_storeu_si256((__m256i *)(dst + n_vec), t5);
            long t6 = n_vec + 8L;
            __m256i cur_v_1 = _mm256_loadu_si256((const __m256i *)(src + t6));
            __m256i prev_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v, (vcc_v8_uint)cur_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t7 = _mm256_sub_epi32(cur_v_1, prev_v_1);
            _mm256_storeu_si256((__m256i *)(dst + t6), t7);
            long t8 = n_vec + 16L;
            __m256i cur_v_2 = _mm256_loadu_si256((const __m256i *)(src + t8));
            __m256i prev_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_1, (vcc_v8_uint)cur_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t9 = _mm256_sub_epi32(cur_v_2, prev_v_2);
            _mm256_storeu_si256((__m256i *)(dst + t8), t9);
            long t10 = n_vec + 24L;
            t1 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(src + t10));
            __m256i prev_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_uint)cur_v_2, (vcc_v8_uint)(__m256i)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t11 = _mm256_sub_epi32((__m256i)t1, prev_v_3);
            _mm256_storeu_si256((__m256i *)(dst + t10), t11);
            n_vec += 32L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = ((vcc_v8_uint)(__m256i)t1)[7];
    } else {
        t12 = n;
        t13 = src;
        t14 = dst;
        t15 = 0U;
    }
    long t16 = (long)t12;
    unsigned long t17 = (unsigned long)t13;
    unsigned long t18 = (unsigned long)t14;
    long t19 = (long)((unsigned long)t14 - (unsigned long)t13);
    if ((t16 >= 8L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 32L)))) {
        long t20 = t16 & -8L;
        vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)t15);
        long n_vec_1 = 0L;
        /* vcc: loop at recurrence.c:43 vector epilogue: VF 8, UF 1, run-time check: a value merged from several paths at 43:12 and a value merged from several paths at 43:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_3 = _mm256_loadu_si256((const __m256i *)(t13 + n_vec_1));
            __m256i prev_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_uint)(__m256i)t2, (vcc_v8_uint)cur_v_3, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t21 = _mm256_sub_epi32(cur_v_3, prev_v_4);
            _mm256_storeu_si256((__m256i *)(t14 + n_vec_1), t21);
            n_vec_1 += 8L;
            if (n_vec_1 >= t20) {
                break;
            }
            t2 = (vcc_v8_uint)cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t20 * -1L);
        src_1 = t13 + t20;
        dst_1 = t14 + t20;
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
    int t28;
    int t29;
    __m256i up_v_4;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i up_v = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i was_v = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t1, (vcc_v8_int)t5, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(2));
            __m256i t8 = _mm256_add_epi32(t7, was_v);
            _mm256_storeu_si256((__m256i *)(flags + i_vec), t8);
            long t9 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i up_v_1 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)up_v & 1, vcc_v8_int);
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i was_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)t10, (vcc_v8_int)t11, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t12 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(2));
            __m256i t14 = _mm256_add_epi32(t13, was_v_1);
            _mm256_storeu_si256((__m256i *)(flags + t9), t14);
            long t15 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i up_v_2 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            __m256i t16 = (__m256i)__builtin_convertvector((vcc_m8)up_v_1 & 1, vcc_v8_int);
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i was_v_2 = (__m256i)__builtin_shufflevector((vcc_v8_int)t16, (vcc_v8_int)t17, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(2));
            __m256i t20 = _mm256_add_epi32(t19, was_v_2);
            _mm256_storeu_si256((__m256i *)(flags + t15), t20);
            long t21 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t21));
            up_v_3 = _mm256_cmpgt_epi32(a_v_3, _mm256_set1_epi32(0));
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)up_v_2 & 1, vcc_v8_int);
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
            __m256i was_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t23, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
            __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(2));
            __m256i t26 = _mm256_add_epi32(t25, was_v_3);
            _mm256_storeu_si256((__m256i *)(flags + t21), t26);
            i_vec += 32L;
            t1 = (vcc_v8_int)(__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
        } while (i_vec < t4);
        __m256i t27 = (__m256i)__builtin_convertvector((vcc_m8)up_v_3 & 1, vcc_v8_int);
        t28 = (int)t4;
        t29 = ((vcc_v8_int)t27)[7];
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32((int)t29);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t32 = (long)t28 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t32));
            up_v_4 = _mm256_cmpgt_epi32(a_v_4, _mm256_set1_epi32(0));
            __m256i t33 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
            __m256i was_v_4 = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t2, (vcc_v8_int)t33, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t34 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
            __m256i t35 = _mm256_mullo_epi32(t34, _mm256_set1_epi32(2));
            __m256i t36 = _mm256_add_epi32(t35, was_v_4);
            _mm256_storeu_si256((__m256i *)(flags + t32), t36);
            i_vec_1 += 8L;
            t2 = (vcc_v8_int)(__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
        } while (i_vec_1 < t31);
        __m256i t37 = (__m256i)__builtin_convertvector((vcc_m8)up_v_4 & 1, vcc_v8_int);
        i = (int)((long)t28 + t31);
        was = ((vcc_v8_int)t37)[7];
    } else {
        i = t28;
        was = t29;
    }
    for (; i < n; i++, was = up) {
        long t38 = (long)i;
        up = a[t38] > 0;
        flags[t38] = up * 2 + was;
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

/* Global arrays: the update (`t = gc[i]`) is loaded after the store to `ga`, through the
 * arrays' addresses, which move with it; distinct arrays, so the load may come first. */
#define GN 1000
float ga[GN], gb[GN], gc[GN];
extern __typeof__(ga) ga __attribute__((aligned(32)));
extern __typeof__(gb) gb __attribute__((aligned(32)));
extern __typeof__(gc) gc __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void carried_global(int n) {
    vcc_no_contract_body
    float t;
    int t12;
    float t13;
    __m256 t_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t1 = _mm256_set1_ps(0.0f);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:98 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 gb_v = _mm256_loadu_ps(&gb[i_vec]);
            __m256 t_v = _mm256_loadu_ps(&gc[i_vec]);
            __m256 t_v_1 = (__m256)__builtin_shufflevector((vcc_v8_float)t1, (vcc_v8_float)t_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 u_v = _mm256_add_ps(gb_v, t_v_1);
            __m256 t5 = _mm256_mul_ps(u_v, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&ga[i_vec], t5);
            long t6 = i_vec + 8L;
            __m256 gb_v_1 = _mm256_loadu_ps(&gb[t6]);
            __m256 t_v_2 = _mm256_loadu_ps(&gc[t6]);
            __m256 t_v_3 = (__m256)__builtin_shufflevector((vcc_v8_float)t_v, (vcc_v8_float)t_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 u_v_1 = _mm256_add_ps(gb_v_1, t_v_3);
            __m256 t7 = _mm256_mul_ps(u_v_1, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&ga[t6], t7);
            long t8 = i_vec + 16L;
            __m256 gb_v_2 = _mm256_loadu_ps(&gb[t8]);
            __m256 t_v_4 = _mm256_loadu_ps(&gc[t8]);
            __m256 t_v_5 = (__m256)__builtin_shufflevector((vcc_v8_float)t_v_2, (vcc_v8_float)t_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 u_v_2 = _mm256_add_ps(gb_v_2, t_v_5);
            __m256 t9 = _mm256_mul_ps(u_v_2, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&ga[t8], t9);
            long t10 = i_vec + 24L;
            __m256 gb_v_3 = _mm256_loadu_ps(&gb[t10]);
            t1 = _mm256_loadu_ps(&gc[t10]);
            __m256 t_v_6 = (__m256)__builtin_shufflevector((vcc_v8_float)t_v_4, (vcc_v8_float)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 u_v_3 = _mm256_add_ps(gb_v_3, t_v_6);
            __m256 t11 = _mm256_mul_ps(u_v_3, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&ga[t10], t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
        t13 = ((vcc_v8_float)t1)[7];
    } else {
        t12 = 0;
        t13 = 0.0f;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256 t2 = _mm256_set1_ps(t13);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:98 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t16 = (long)t12 + i_vec_1;
            __m256 gb_v_4 = _mm256_loadu_ps(&gb[t16]);
            t_v_7 = _mm256_loadu_ps(&gc[t16]);
            __m256 t_v_8 = (__m256)__builtin_shufflevector((vcc_v8_float)t2, (vcc_v8_float)t_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256 u_v_4 = _mm256_add_ps(gb_v_4, t_v_8);
            __m256 t17 = _mm256_mul_ps(u_v_4, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(&ga[t16], t17);
            i_vec_1 += 8L;
            if (i_vec_1 >= t15) {
                break;
            }
            t2 = t_v_7;
        }
        i = (int)((long)t12 + t15);
        t = ((vcc_v8_float)t_v_7)[7];
    } else {
        i = t12;
        t = t13;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        ga[t18] = (gb[t18] + t) * 0.5f;
        t = gc[t18];
    }
}

/* The same through a local array (its address is a stack slot's). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned long long carried_local(const int *restrict x, int n) {
    vcc_no_contract_body
    int buf[1000];
    int out[1000];
    int t;
    int m;
    int t12;
    int t17;
    int i;
    int t36;
    int t37;
    __m256i t_v_7;
    int i_1;
    if (n < 1000) {
        m = n;
    } else {
        m = 1000;
    }
    long t3 = (long)m;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:109 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t5 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&buf[i_vec], t5);
            long t6 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t6));
            __m256i t7 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&buf[t6], t7);
            long t8 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&buf[t8], t9);
            long t10 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t10));
            __m256i t11 = _mm256_mullo_epi32(x_v_3, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&buf[t10], t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)m + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:109 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t15));
            __m256i t16 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)&buf[t15], t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t17 = (int)((long)t12 + t14);
    } else {
        t17 = t12;
    }
    long t18 = (long)m + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t17;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), x + t21);
        __m256i t22 = _mm256_mullo_epi32(x_v_5, _mm256_set1_epi32(7));
        _mm256_mask_storeu_epi32(&buf[t21], _mm256_movepi32_mask(t20), t22);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < m; i++) {
        long t23 = (long)i;
        buf[t23] = x[t23] * 7;
    }
    long t24 = (long)m;
    unsigned long t25 = (unsigned long)&out;
    unsigned long t26 = (unsigned long)x;
    long t27 = (long)((unsigned long)&out - (unsigned long)x);
    if ((t24 >= 32L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 128L)))) {
        long t28 = t24 & -32L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(3);
        long i_vec_2 = 0L;
        /* vcc: loop at recurrence.c:112 vectorized: VF 8, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256i x_v_6 = _mm256_loadu_si256((const __m256i *)(x + i_vec_2));
            __m256i t_v = _mm256_loadu_si256((const __m256i *)&buf[i_vec_2]);
            __m256i t_v_1 = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t1, (vcc_v8_int)t_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t29 = _mm256_sub_epi32(t_v_1, x_v_6);
            _mm256_storeu_si256((__m256i *)&out[i_vec_2], t29);
            long t30 = i_vec_2 + 8L;
            __m256i x_v_7 = _mm256_loadu_si256((const __m256i *)(x + t30));
            __m256i t_v_2 = _mm256_loadu_si256((const __m256i *)&buf[t30]);
            __m256i t_v_3 = (__m256i)__builtin_shufflevector((vcc_v8_int)t_v, (vcc_v8_int)t_v_2, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t31 = _mm256_sub_epi32(t_v_3, x_v_7);
            _mm256_storeu_si256((__m256i *)&out[t30], t31);
            long t32 = i_vec_2 + 16L;
            __m256i x_v_8 = _mm256_loadu_si256((const __m256i *)(x + t32));
            __m256i t_v_4 = _mm256_loadu_si256((const __m256i *)&buf[t32]);
            __m256i t_v_5 = (__m256i)__builtin_shufflevector((vcc_v8_int)t_v_2, (vcc_v8_int)t_v_4, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t33 = _mm256_sub_epi32(t_v_5, x_v_8);
            _mm256_storeu_si256((__m256i *)&out[t32], t33);
            long t34 = i_vec_2 + 24L;
            __m256i x_v_9 = _mm256_loadu_si256((const __m256i *)(x + t34));
            t1 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)&buf[t34]);
            __m256i t_v_6 = (__m256i)__builtin_shufflevector((vcc_v8_int)t_v_4, (vcc_v8_int)(__m256i)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t35 = _mm256_sub_epi32(t_v_6, x_v_9);
            _mm256_storeu_si256((__m256i *)&out[t34], t35);
            i_vec_2 += 32L;
        } while (i_vec_2 < t28);
        t36 = (int)t28;
        t37 = ((vcc_v8_int)(__m256i)t1)[7];
    } else {
        t36 = 0;
        t37 = 3;
    }
    long t38 = (long)m + (long)t36 * -1L;
    unsigned long t39 = (unsigned long)&out;
    unsigned long t40 = (unsigned long)x;
    long t41 = (long)((unsigned long)&out + (unsigned long)((long)t36 * 4L) - ((unsigned long)x + (unsigned long)((long)t36 * 4L)));
    if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t36 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t36 * 4L))) | ((t40 + (unsigned long)((long)t36 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t36 * 4L))) | ((t41 <= 0L) | (t41 >= 32L)))) {
        long t42 = t38 & -8L;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32((int)t37);
        long i_vec_3 = 0L;
        /* vcc: loop at recurrence.c:112 vector epilogue: VF 8, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t43 = (long)t36 + i_vec_3;
            __m256i x_v_10 = _mm256_loadu_si256((const __m256i *)(x + t43));
            t_v_7 = _mm256_loadu_si256((const __m256i *)&buf[t43]);
            __m256i t_v_8 = (__m256i)__builtin_shufflevector((vcc_v8_int)(__m256i)t2, (vcc_v8_int)t_v_7, 7, 8, 9, 10, 11, 12, 13, 14);
            __m256i t44 = _mm256_sub_epi32(t_v_8, x_v_10);
            _mm256_storeu_si256((__m256i *)&out[t43], t44);
            i_vec_3 += 8L;
            if (i_vec_3 >= t42) {
                break;
            }
            t2 = (vcc_v8_int)t_v_7;
        }
        i_1 = (int)((long)t36 + t42);
        t = ((vcc_v8_int)t_v_7)[7];
    } else {
        i_1 = t36;
        t = t37;
    }
    for (; i_1 < m; i_1++) {
        long t45 = (long)i_1;
        out[t45] = t - x[t45];
        t = buf[t45];
    }
    return (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)out, (unsigned long)m * 4UL));
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
        int g = n < GN ? n : GN;
        for (int i = 0; i < g; i++)
            gb[i] = xf[i], gc[i] = xf[g - 1 - i] * 3.0f;
        carried_global(g);
        printf("  %llx %llx\n", HASH(ga, g), carried_local(b, n));
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
