/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
__attribute__((target("sse4.2"))) void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    float prev;
    int t16;
    float t17;
    __m128 prev_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m128 t1 = _mm_set1_ps(x0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t5 = x + i_vec;
            __m128 x_v = _mm_loadu_ps(t5);
            __m128 prev_v = _mm_loadu_ps(t5);
            __m128 prev_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t1, (vcc_v4_float)prev_v, 3, 4, 5, 6);
            __m128 t6 = _mm_sub_ps(x_v, prev_v_1);
            _mm_storeu_ps(y + i_vec, t6);
            long t7 = i_vec + 4L;
            const float *t8 = x + t7;
            __m128 x_v_1 = _mm_loadu_ps(t8);
            __m128 prev_v_2 = _mm_loadu_ps(t8);
            __m128 prev_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)prev_v, (vcc_v4_float)prev_v_2, 3, 4, 5, 6);
            __m128 t9 = _mm_sub_ps(x_v_1, prev_v_3);
            _mm_storeu_ps(y + t7, t9);
            long t10 = i_vec + 8L;
            const float *t11 = x + t10;
            __m128 x_v_2 = _mm_loadu_ps(t11);
            __m128 prev_v_4 = _mm_loadu_ps(t11);
            __m128 prev_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)prev_v_2, (vcc_v4_float)prev_v_4, 3, 4, 5, 6);
            __m128 t12 = _mm_sub_ps(x_v_2, prev_v_5);
            _mm_storeu_ps(y + t10, t12);
            long t13 = i_vec + 12L;
            const float *t14 = x + t13;
            __m128 x_v_3 = _mm_loadu_ps(t14);
            t1 = _mm_loadu_ps(t14);
            __m128 prev_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)prev_v_4, (vcc_v4_float)t1, 3, 4, 5, 6);
            __m128 t15 = _mm_sub_ps(x_v_3, prev_v_6);
            _mm_storeu_ps(y + t13, t15);
            i_vec += 16L;
        } while (i_vec < t4);
        t16 = (int)t4;
        t17 = ((vcc_v4_float)t1)[3];
    } else {
        t16 = 0;
        t17 = x0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        __m128 t2 = _mm_set1_ps(t17);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t16 + i_vec_1;
            const float *t21 = x + t20;
            __m128 x_v_4 = _mm_loadu_ps(t21);
            prev_v_7 = _mm_loadu_ps(t21);
            __m128 prev_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t2, (vcc_v4_float)prev_v_7, 3, 4, 5, 6);
            __m128 t22 = _mm_sub_ps(x_v_4, prev_v_8);
            _mm_storeu_ps(y + t20, t22);
            i_vec_1 += 4L;
            if (i_vec_1 >= t19) {
                break;
            }
            t2 = prev_v_7;
        }
        i = (int)((long)t16 + t19);
        prev = ((vcc_v4_float)prev_v_7)[3];
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
__attribute__((target("sse4.2"))) int pair_sum(int *restrict a, const int *restrict b, int n) {
    int t17;
    __m128i u_v_3;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32((int)t1);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i u_v = _mm_loadu_si128((const __m128i *)(b + ((int)i_vec + 1)));
            __m128i t_v = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t2, (vcc_v4_int)u_v, 3, 4, 5, 6);
            __m128i t6 = _mm_mullo_epi32(u_v, _mm_set1_epi32(3));
            __m128i t7 = _mm_add_epi32(t_v, t6);
            _mm_storeu_si128((__m128i *)(a + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128i u_v_1 = _mm_loadu_si128((const __m128i *)(b + ((int)t8 + 1)));
            __m128i t_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)u_v, (vcc_v4_int)u_v_1, 3, 4, 5, 6);
            __m128i t9 = _mm_mullo_epi32(u_v_1, _mm_set1_epi32(3));
            __m128i t10 = _mm_add_epi32(t_v_1, t9);
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 8L;
            __m128i u_v_2 = _mm_loadu_si128((const __m128i *)(b + ((int)t11 + 1)));
            __m128i t_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)u_v_1, (vcc_v4_int)u_v_2, 3, 4, 5, 6);
            __m128i t12 = _mm_mullo_epi32(u_v_2, _mm_set1_epi32(3));
            __m128i t13 = _mm_add_epi32(t_v_2, t12);
            _mm_storeu_si128((__m128i *)(a + t11), t13);
            long t14 = i_vec + 12L;
            t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(b + ((int)t14 + 1)));
            __m128i t_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)u_v_2, (vcc_v4_int)(__m128i)t2, 3, 4, 5, 6);
            __m128i t15 = _mm_mullo_epi32((__m128i)t2, _mm_set1_epi32(3));
            __m128i t16 = _mm_add_epi32(t_v_3, t15);
            _mm_storeu_si128((__m128i *)(a + t14), t16);
            i_vec += 16L;
        } while (i_vec < t5);
        t17 = (int)t5;
        t1 = ((vcc_v4_int)(__m128i)t2)[3];
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32((int)t1);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t17 + i_vec_1;
            u_v_3 = _mm_loadu_si128((const __m128i *)(b + ((int)t20 + 1)));
            __m128i t_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t3, (vcc_v4_int)u_v_3, 3, 4, 5, 6);
            __m128i t21 = _mm_mullo_epi32(u_v_3, _mm_set1_epi32(3));
            __m128i t22 = _mm_add_epi32(t_v_4, t21);
            _mm_storeu_si128((__m128i *)(a + t20), t22);
            i_vec_1 += 4L;
            if (i_vec_1 >= t19) {
                break;
            }
            t3 = (vcc_v4_int)u_v_3;
        }
        i = (int)((long)t17 + t19);
        t = ((vcc_v4_int)u_v_3)[3];
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
__attribute__((target("sse4.2"))) double smooth(double *restrict out, const double *restrict in, int n) {
    long positive;
    int t39;
    long t40;
    double t41;
    __m128d v_v_3;
    int i;
    double last;
    double v;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m128d t1 = _mm_set1_pd(0.5);
        long i_vec = 0L;
        __m128i positive_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i positive_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i positive_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i positive_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at recurrence.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d in_v = _mm_loadu_pd(in + i_vec);
            __m128d v_v = _mm_mul_pd(in_v, _mm_set1_pd(2.0));
            __m128d last_v = (__m128d)__builtin_shufflevector((vcc_v2_double)t1, (vcc_v2_double)v_v, 1, 2);
            __m128d t5 = _mm_add_pd(v_v, last_v);
            __m128d t6 = _mm_mul_pd(t5, _mm_set1_pd(0.5));
            __m128d t7 = _mm_mul_pd(last_v, _mm_set1_pd(0.25));
            __m128d t8 = _mm_sub_pd(t6, t7);
            _mm_storeu_pd(out + i_vec, t8);
            __m128i t9 = _mm_castpd_si128(_mm_cmpgt_pd(v_v, _mm_set1_pd(0.0)));
            vcc_v2_int t10 = __builtin_convertvector((vcc_m2)t9 & 1, vcc_v2_int);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t10));
            positive_v = _mm_add_epi64(positive_v, t11);
            long t12 = i_vec + 2L;
            __m128d in_v_1 = _mm_loadu_pd(in + t12);
            __m128d v_v_1 = _mm_mul_pd(in_v_1, _mm_set1_pd(2.0));
            __m128d last_v_1 = (__m128d)__builtin_shufflevector((vcc_v2_double)v_v, (vcc_v2_double)v_v_1, 1, 2);
            __m128d t13 = _mm_add_pd(v_v_1, last_v_1);
            __m128d t14 = _mm_mul_pd(t13, _mm_set1_pd(0.5));
            __m128d t15 = _mm_mul_pd(last_v_1, _mm_set1_pd(0.25));
            __m128d t16 = _mm_sub_pd(t14, t15);
            _mm_storeu_pd(out + t12, t16);
            __m128i t17 = _mm_castpd_si128(_mm_cmpgt_pd(v_v_1, _mm_set1_pd(0.0)));
            vcc_v2_int t18 = __builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            __m128i t19 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t18));
            positive_v_1 = _mm_add_epi64(positive_v_1, t19);
            long t20 = i_vec + 4L;
            __m128d in_v_2 = _mm_loadu_pd(in + t20);
            __m128d v_v_2 = _mm_mul_pd(in_v_2, _mm_set1_pd(2.0));
            __m128d last_v_2 = (__m128d)__builtin_shufflevector((vcc_v2_double)v_v_1, (vcc_v2_double)v_v_2, 1, 2);
            __m128d t21 = _mm_add_pd(v_v_2, last_v_2);
            __m128d t22 = _mm_mul_pd(t21, _mm_set1_pd(0.5));
            __m128d t23 = _mm_mul_pd(last_v_2, _mm_set1_pd(0.25));
            __m128d t24 = _mm_sub_pd(t22, t23);
            _mm_storeu_pd(out + t20, t24);
            __m128i t25 = _mm_castpd_si128(_mm_cmpgt_pd(v_v_2, _mm_set1_pd(0.0)));
            vcc_v2_int t26 = __builtin_convertvector((vcc_m2)t25 & 1, vcc_v2_int);
            __m128i t27 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t26));
            positive_v_2 = _mm_add_epi64(positive_v_2, t27);
            long t28 = i_vec + 6L;
            __m128d in_v_3 = _mm_loadu_pd(in + t28);
            t1 = _mm_mul_pd(in_v_3, _mm_set1_pd(2.0));
            __m128d last_v_3 = (__m128d)__builtin_shufflevector((vcc_v2_double)v_v_2, (vcc_v2_double)t1, 1, 2);
            __m128d t29 = _mm_add_pd(t1, last_v_3);
            __m128d t30 = _mm_mul_pd(t29, _mm_set1_pd(0.5));
            __m128d t31 = _mm_mul_pd(last_v_3, _mm_set1_pd(0.25));
            __m128d t32 = _mm_sub_pd(t30, t31);
            _mm_storeu_pd(out + t28, t32);
            __m128i t33 = _mm_castpd_si128(_mm_cmpgt_pd(t1, _mm_set1_pd(0.0)));
            vcc_v2_int t34 = __builtin_convertvector((vcc_m2)t33 & 1, vcc_v2_int);
            __m128i t35 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t34));
            positive_v_3 = _mm_add_epi64(positive_v_3, t35);
            i_vec += 8L;
        } while (i_vec < t4);
        __m128i t36 = _mm_add_epi64(positive_v, positive_v_1);
        __m128i t37 = _mm_add_epi64(t36, positive_v_2);
        __m128i t38 = _mm_add_epi64(t37, positive_v_3);
        t39 = (int)t4;
        t40 = (long)vcc_sse_reduce_epi64(t38, _mm_add_epi64, unsigned long);
        t41 = ((vcc_v2_double)t1)[1];
    } else {
        t39 = 0;
        t40 = 0L;
        t41 = 0.5;
    }
    long t42 = (long)n + (long)t39 * -1L;
    if (t42 >= 2L) {
        long t43 = t42 & -2L;
        __m128d t2 = _mm_set1_pd(t41);
        long i_vec_1 = 0L;
        __m128i positive_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at recurrence.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t44 = (long)t39 + i_vec_1;
            __m128d in_v_4 = _mm_loadu_pd(in + t44);
            v_v_3 = _mm_mul_pd(in_v_4, _mm_set1_pd(2.0));
            __m128d last_v_4 = (__m128d)__builtin_shufflevector((vcc_v2_double)t2, (vcc_v2_double)v_v_3, 1, 2);
            __m128d t45 = _mm_add_pd(v_v_3, last_v_4);
            __m128d t46 = _mm_mul_pd(t45, _mm_set1_pd(0.5));
            __m128d t47 = _mm_mul_pd(last_v_4, _mm_set1_pd(0.25));
            __m128d t48 = _mm_sub_pd(t46, t47);
            _mm_storeu_pd(out + t44, t48);
            __m128i t49 = _mm_castpd_si128(_mm_cmpgt_pd(v_v_3, _mm_set1_pd(0.0)));
            vcc_v2_int t50 = __builtin_convertvector((vcc_m2)t49 & 1, vcc_v2_int);
            __m128i t51 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t50));
            positive_v_4 = _mm_add_epi64(positive_v_4, t51);
            i_vec_1 += 2L;
            if (i_vec_1 >= t43) {
                break;
            }
            t2 = v_v_3;
        }
        i = (int)((long)t39 + t43);
        positive = (long)((unsigned long)t40 + vcc_sse_reduce_epi64(positive_v_4, _mm_add_epi64, unsigned long));
        last = ((vcc_v2_double)v_v_3)[1];
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
__attribute__((target("sse4.2"))) void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    unsigned int t12;
    const unsigned int *t13;
    unsigned int *t14;
    unsigned int t15;
    __m128i cur_v_3;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_uint t1 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i cur_v = _mm_loadu_si128((const __m128i *)(src + n_vec));
            __m128i prev_v = (__m128i)__builtin_shufflevector((vcc_v4_uint)(__m128i)t1, (vcc_v4_uint)cur_v, 3, 4, 5, 6);
            __m128i t5 = _mm_sub_epi32(cur_v, prev_v);
            _mm_storeu_si128((__m128i *)(dst + n_vec), t5);
            long t6 = n_vec + 4L;
            __m128i cur_v_1 = _mm_loadu_si128((const __m128i *)(src + t6));
            __m128i prev_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_uint)cur_v, (vcc_v4_uint)cur_v_1, 3, 4, 5, 6);
            __m128i t7 = _mm_sub_epi32(cur_v_1, prev_v_1);
            _mm_storeu_si128((__m128i *)(dst + t6), t7);
            long t8 = n_vec + 8L;
            __m128i cur_v_2 = _mm_loadu_si128((const __m128i *)(src + t8));
            __m128i prev_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_uint)cur_v_1, (vcc_v4_uint)cur_v_2, 3, 4, 5, 6);
            __m128i t9 = _mm_sub_epi32(cur_v_2, prev_v_2);
            _mm_storeu_si128((__m128i *)(dst + t8), t9);
            long t10 = n_vec + 12L;
            t1 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(src + t10));
            __m128i prev_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_uint)cur_v_2, (vcc_v4_uint)(__m128i)t1, 3, 4, 5, 6);
            __m128i t11 = _mm_sub_epi32((__m128i)t1, prev_v_3);
            _mm_storeu_si128((__m128i *)(dst + t10), t11);
            n_vec += 16L;
        } while (n_vec < t4);
        t12 = (unsigned int)((long)n + t4 * -1L);
        t13 = src + t4;
        t14 = dst + t4;
        t15 = ((vcc_v4_uint)(__m128i)t1)[3];
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
    if ((t16 >= 4L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17) | ((t19 <= 0L) | (t19 >= 16L)))) {
        long t20 = t16 & -4L;
        vcc_v4_uint t2 = (vcc_v4_uint)_mm_set1_epi32((int)t15);
        long n_vec_1 = 0L;
        /* vcc: loop at recurrence.c:43 vector epilogue: VF 4, UF 1, run-time check: a value merged from several paths at 43:12 and a value merged from several paths at 43:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_3 = _mm_loadu_si128((const __m128i *)(t13 + n_vec_1));
            __m128i prev_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_uint)(__m128i)t2, (vcc_v4_uint)cur_v_3, 3, 4, 5, 6);
            __m128i t21 = _mm_sub_epi32(cur_v_3, prev_v_4);
            _mm_storeu_si128((__m128i *)(t14 + n_vec_1), t21);
            n_vec_1 += 4L;
            if (n_vec_1 >= t20) {
                break;
            }
            t2 = (vcc_v4_uint)cur_v_3;
        }
        n_1 = (unsigned int)((long)t12 + t20 * -1L);
        src_1 = t13 + t20;
        dst_1 = t14 + t20;
        prev = ((vcc_v4_uint)cur_v_3)[3];
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
__attribute__((target("sse4.2"))) void rising(int *restrict flags, const int *restrict a, int n) {
    __m128i up_v_3;
    int t28;
    int t29;
    __m128i up_v_4;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i up_v = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            __m128i was_v = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t1, (vcc_v4_int)t5, 3, 4, 5, 6);
            __m128i t6 = (__m128i)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(2));
            __m128i t8 = _mm_add_epi32(t7, was_v);
            _mm_storeu_si128((__m128i *)(flags + i_vec), t8);
            long t9 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i up_v_1 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            __m128i t10 = (__m128i)__builtin_convertvector((vcc_m4)up_v & 1, vcc_v4_int);
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            __m128i was_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t10, (vcc_v4_int)t11, 3, 4, 5, 6);
            __m128i t12 = (__m128i)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(2));
            __m128i t14 = _mm_add_epi32(t13, was_v_1);
            _mm_storeu_si128((__m128i *)(flags + t9), t14);
            long t15 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i up_v_2 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(0));
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_m4)up_v_1 & 1, vcc_v4_int);
            __m128i t17 = (__m128i)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            __m128i was_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t16, (vcc_v4_int)t17, 3, 4, 5, 6);
            __m128i t18 = (__m128i)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            __m128i t19 = _mm_mullo_epi32(t18, _mm_set1_epi32(2));
            __m128i t20 = _mm_add_epi32(t19, was_v_2);
            _mm_storeu_si128((__m128i *)(flags + t15), t20);
            long t21 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t21));
            up_v_3 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            __m128i t22 = (__m128i)__builtin_convertvector((vcc_m4)up_v_2 & 1, vcc_v4_int);
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
            __m128i was_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t23, 3, 4, 5, 6);
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
            __m128i t25 = _mm_mullo_epi32(t24, _mm_set1_epi32(2));
            __m128i t26 = _mm_add_epi32(t25, was_v_3);
            _mm_storeu_si128((__m128i *)(flags + t21), t26);
            i_vec += 16L;
            t1 = (vcc_v4_int)(__m128i)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
        } while (i_vec < t4);
        __m128i t27 = (__m128i)__builtin_convertvector((vcc_m4)up_v_3 & 1, vcc_v4_int);
        t28 = (int)t4;
        t29 = ((vcc_v4_int)t27)[3];
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32((int)t29);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t32 = (long)t28 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t32));
            up_v_4 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(0));
            __m128i t33 = (__m128i)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
            __m128i was_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t2, (vcc_v4_int)t33, 3, 4, 5, 6);
            __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
            __m128i t35 = _mm_mullo_epi32(t34, _mm_set1_epi32(2));
            __m128i t36 = _mm_add_epi32(t35, was_v_4);
            _mm_storeu_si128((__m128i *)(flags + t32), t36);
            i_vec_1 += 4L;
            t2 = (vcc_v4_int)(__m128i)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
        } while (i_vec_1 < t31);
        __m128i t37 = (__m128i)__builtin_convertvector((vcc_m4)up_v_4 & 1, vcc_v4_int);
        i = (int)((long)t28 + t31);
        was = ((vcc_v4_int)t37)[3];
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
__attribute__((target("sse4.2"))) void carried_global(int n) {
    float t;
    int t12;
    float t13;
    __m128 t_v_7;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m128 t1 = _mm_set1_ps(0.0f);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:98 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 gb_v = _mm_loadu_ps(&gb[i_vec]);
            __m128 t_v = _mm_loadu_ps(&gc[i_vec]);
            __m128 t_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t1, (vcc_v4_float)t_v, 3, 4, 5, 6);
            __m128 u_v = _mm_add_ps(gb_v, t_v_1);
            __m128 t5 = _mm_mul_ps(u_v, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&ga[i_vec], t5);
            long t6 = i_vec + 4L;
            __m128 gb_v_1 = _mm_loadu_ps(&gb[t6]);
            __m128 t_v_2 = _mm_loadu_ps(&gc[t6]);
            __m128 t_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t_v, (vcc_v4_float)t_v_2, 3, 4, 5, 6);
            __m128 u_v_1 = _mm_add_ps(gb_v_1, t_v_3);
            __m128 t7 = _mm_mul_ps(u_v_1, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&ga[t6], t7);
            long t8 = i_vec + 8L;
            __m128 gb_v_2 = _mm_loadu_ps(&gb[t8]);
            __m128 t_v_4 = _mm_loadu_ps(&gc[t8]);
            __m128 t_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t_v_2, (vcc_v4_float)t_v_4, 3, 4, 5, 6);
            __m128 u_v_2 = _mm_add_ps(gb_v_2, t_v_5);
            __m128 t9 = _mm_mul_ps(u_v_2, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&ga[t8], t9);
            long t10 = i_vec + 12L;
            __m128 gb_v_3 = _mm_loadu_ps(&gb[t10]);
            t1 = _mm_loadu_ps(&gc[t10]);
            __m128 t_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t_v_4, (vcc_v4_float)t1, 3, 4, 5, 6);
            __m128 u_v_3 = _mm_add_ps(gb_v_3, t_v_6);
            __m128 t11 = _mm_mul_ps(u_v_3, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&ga[t10], t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
        t13 = ((vcc_v4_float)t1)[3];
    } else {
        t12 = 0;
        t13 = 0.0f;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        __m128 t2 = _mm_set1_ps(t13);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:98 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t16 = (long)t12 + i_vec_1;
            __m128 gb_v_4 = _mm_loadu_ps(&gb[t16]);
            t_v_7 = _mm_loadu_ps(&gc[t16]);
            __m128 t_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t2, (vcc_v4_float)t_v_7, 3, 4, 5, 6);
            __m128 u_v_4 = _mm_add_ps(gb_v_4, t_v_8);
            __m128 t17 = _mm_mul_ps(u_v_4, _mm_set1_ps(0.5f));
            _mm_storeu_ps(&ga[t16], t17);
            i_vec_1 += 4L;
            if (i_vec_1 >= t15) {
                break;
            }
            t2 = t_v_7;
        }
        i = (int)((long)t12 + t15);
        t = ((vcc_v4_float)t_v_7)[3];
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
__attribute__((target("sse4.2"))) unsigned long long carried_local(const int *restrict x, int n) {
    int buf[1000];
    int out[1000];
    int t;
    int m;
    int t12;
    int i;
    int t30;
    int t31;
    __m128i t_v_7;
    int i_1;
    if (n < 1000) {
        m = n;
    } else {
        m = 1000;
    }
    long t3 = (long)m;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:109 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t5 = _mm_mullo_epi32(x_v, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&buf[i_vec], t5);
            long t6 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t6));
            __m128i t7 = _mm_mullo_epi32(x_v_1, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&buf[t6], t7);
            long t8 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t8));
            __m128i t9 = _mm_mullo_epi32(x_v_2, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&buf[t8], t9);
            long t10 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t10));
            __m128i t11 = _mm_mullo_epi32(x_v_3, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&buf[t10], t11);
            i_vec += 16L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)m + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:109 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t15));
            __m128i t16 = _mm_mullo_epi32(x_v_4, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&buf[t15], t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < m; i++) {
        long t17 = (long)i;
        buf[t17] = x[t17] * 7;
    }
    long t18 = (long)m;
    unsigned long t19 = (unsigned long)&out;
    unsigned long t20 = (unsigned long)x;
    long t21 = (long)((unsigned long)&out - (unsigned long)x);
    if ((t18 >= 16L) & (((t19 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t20) | ((t20 + (unsigned long)(4L + (t18 - 1L) * 4L)) <= t19) | ((t21 <= 0L) | (t21 >= 64L)))) {
        long t22 = t18 & -16L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(3);
        long i_vec_2 = 0L;
        /* vcc: loop at recurrence.c:112 vectorized: VF 4, UF 4, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v_5 = _mm_loadu_si128((const __m128i *)(x + i_vec_2));
            __m128i t_v = _mm_loadu_si128((const __m128i *)&buf[i_vec_2]);
            __m128i t_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t1, (vcc_v4_int)t_v, 3, 4, 5, 6);
            __m128i t23 = _mm_sub_epi32(t_v_1, x_v_5);
            _mm_storeu_si128((__m128i *)&out[i_vec_2], t23);
            long t24 = i_vec_2 + 4L;
            __m128i x_v_6 = _mm_loadu_si128((const __m128i *)(x + t24));
            __m128i t_v_2 = _mm_loadu_si128((const __m128i *)&buf[t24]);
            __m128i t_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t_v, (vcc_v4_int)t_v_2, 3, 4, 5, 6);
            __m128i t25 = _mm_sub_epi32(t_v_3, x_v_6);
            _mm_storeu_si128((__m128i *)&out[t24], t25);
            long t26 = i_vec_2 + 8L;
            __m128i x_v_7 = _mm_loadu_si128((const __m128i *)(x + t26));
            __m128i t_v_4 = _mm_loadu_si128((const __m128i *)&buf[t26]);
            __m128i t_v_5 = (__m128i)__builtin_shufflevector((vcc_v4_int)t_v_2, (vcc_v4_int)t_v_4, 3, 4, 5, 6);
            __m128i t27 = _mm_sub_epi32(t_v_5, x_v_7);
            _mm_storeu_si128((__m128i *)&out[t26], t27);
            long t28 = i_vec_2 + 12L;
            __m128i x_v_8 = _mm_loadu_si128((const __m128i *)(x + t28));
            t1 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)&buf[t28]);
            __m128i t_v_6 = (__m128i)__builtin_shufflevector((vcc_v4_int)t_v_4, (vcc_v4_int)(__m128i)t1, 3, 4, 5, 6);
            __m128i t29 = _mm_sub_epi32(t_v_6, x_v_8);
            _mm_storeu_si128((__m128i *)&out[t28], t29);
            i_vec_2 += 16L;
        } while (i_vec_2 < t22);
        t30 = (int)t22;
        t31 = ((vcc_v4_int)(__m128i)t1)[3];
    } else {
        t30 = 0;
        t31 = 3;
    }
    long t32 = (long)m + (long)t30 * -1L;
    unsigned long t33 = (unsigned long)&out;
    unsigned long t34 = (unsigned long)x;
    long t35 = (long)((unsigned long)&out + (unsigned long)((long)t30 * 4L) - ((unsigned long)x + (unsigned long)((long)t30 * 4L)));
    if ((t32 >= 4L) & (((t33 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t30 * 4L))) | ((t34 + (unsigned long)((long)t30 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t35 <= 0L) | (t35 >= 16L)))) {
        long t36 = t32 & -4L;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32((int)t31);
        long i_vec_3 = 0L;
        /* vcc: loop at recurrence.c:112 vector epilogue: VF 4, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t37 = (long)t30 + i_vec_3;
            __m128i x_v_9 = _mm_loadu_si128((const __m128i *)(x + t37));
            t_v_7 = _mm_loadu_si128((const __m128i *)&buf[t37]);
            __m128i t_v_8 = (__m128i)__builtin_shufflevector((vcc_v4_int)(__m128i)t2, (vcc_v4_int)t_v_7, 3, 4, 5, 6);
            __m128i t38 = _mm_sub_epi32(t_v_8, x_v_9);
            _mm_storeu_si128((__m128i *)&out[t37], t38);
            i_vec_3 += 4L;
            if (i_vec_3 >= t36) {
                break;
            }
            t2 = (vcc_v4_int)t_v_7;
        }
        i_1 = (int)((long)t30 + t36);
        t = ((vcc_v4_int)t_v_7)[3];
    } else {
        i_1 = t30;
        t = t31;
    }
    for (; i_1 < m; i_1++) {
        long t39 = (long)i_1;
        out[t39] = t - x[t39];
        t = buf[t39];
    }
    return (unsigned long long)hash_bytes((const void *)out, (unsigned long)m * 4UL);
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
