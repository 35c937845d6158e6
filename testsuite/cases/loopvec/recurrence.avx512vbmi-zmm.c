/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    vcc_no_contract_body
    float prev;
    int t10;
    float t11;
    __m512 prev_v_3;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t1 = _mm512_set1_ps(x0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const float *t5 = x + i_vec;
            __m512 x_v = _mm512_loadu_ps(t5);
            __m512 prev_v = _mm512_loadu_ps(t5);
            __m512 prev_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t1, (vcc_v16_float)prev_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 t6 = _mm512_sub_ps(x_v, prev_v_1);
            _mm512_storeu_ps(y + i_vec, t6);
            long t7 = i_vec + 16L;
            const float *t8 = x + t7;
            __m512 x_v_1 = _mm512_loadu_ps(t8);
            t1 = _mm512_loadu_ps(t8);
            __m512 prev_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)prev_v, (vcc_v16_float)t1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 t9 = _mm512_sub_ps(x_v_1, prev_v_2);
            _mm512_storeu_ps(y + t7, t9);
            i_vec += 32L;
        } while (i_vec < t4);
        t10 = (int)t4;
        t11 = ((vcc_v16_float)t1)[15];
    } else {
        t10 = 0;
        t11 = x0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512 t2 = _mm512_set1_ps(t11);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t14 = (long)t10 + i_vec_1;
            const float *t15 = x + t14;
            __m512 x_v_2 = _mm512_loadu_ps(t15);
            prev_v_3 = _mm512_loadu_ps(t15);
            __m512 prev_v_4 = (__m512)__builtin_shufflevector((vcc_v16_float)t2, (vcc_v16_float)prev_v_3, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 t16 = _mm512_sub_ps(x_v_2, prev_v_4);
            _mm512_storeu_ps(y + t14, t16);
            i_vec_1 += 16L;
            if (i_vec_1 >= t13) {
                break;
            }
            t2 = prev_v_3;
        }
        i = (int)((long)t10 + t13);
        prev = ((vcc_v16_float)prev_v_3)[15];
    } else {
        i = t10;
        prev = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        const float *t18 = x + t17;
        y[t17] = *t18 - prev;
        prev = *t18;
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int pair_sum(int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t11;
    __m512i u_v_1;
    int i;
    int t;
    int t1 = b[0];
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32((int)t1);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i u_v = _mm512_loadu_si512(b + ((int)i_vec + 1));
            __m512i t_v = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t2, (vcc_v16_int)u_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t6 = _mm512_mullo_epi32(u_v, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_add_epi32(t_v, t6);
            _mm512_storeu_si512(a + i_vec, t7);
            long t8 = i_vec + 16L;
            t2 = (vcc_v16_int)_mm512_loadu_si512(b + ((int)t8 + 1));
            __m512i t_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_int)u_v, (vcc_v16_int)(__m512i)t2, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t9 = _mm512_mullo_epi32((__m512i)t2, _mm512_set1_epi32(3));
            __m512i t10 = _mm512_add_epi32(t_v_1, t9);
            _mm512_storeu_si512(a + t8, t10);
            i_vec += 32L;
        } while (i_vec < t5);
        t11 = (int)t5;
        t1 = ((vcc_v16_int)(__m512i)t2)[15];
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        vcc_v16_int t3 = (vcc_v16_int)_mm512_set1_epi32((int)t1);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t14 = (long)t11 + i_vec_1;
            u_v_1 = _mm512_loadu_si512(b + ((int)t14 + 1));
            __m512i t_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t3, (vcc_v16_int)u_v_1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t15 = _mm512_mullo_epi32(u_v_1, _mm512_set1_epi32(3));
            __m512i t16 = _mm512_add_epi32(t_v_2, t15);
            _mm512_storeu_si512(a + t14, t16);
            i_vec_1 += 16L;
            if (i_vec_1 >= t13) {
                break;
            }
            t3 = (vcc_v16_int)u_v_1;
        }
        i = (int)((long)t11 + t13);
        t = ((vcc_v16_int)u_v_1)[15];
    } else {
        i = t11;
        t = t1;
    }
    while (i < n) {
        int t17 = i + 1;
        int u = b[t17];
        a[i] = t + u * 3;
        i = t17;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double smooth(double *restrict out, const double *restrict in, int n) {
    vcc_no_contract_body
    long positive;
    int t21;
    long t22;
    double t23;
    __m512d v_v_1;
    int i;
    double last;
    double v;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512d t1 = _mm512_set1_pd(0.5);
        long i_vec = 0L;
        __m512i positive_v = _mm512_set1_epi64((long long)0LL);
        __m512i positive_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at recurrence.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512d in_v = _mm512_loadu_pd(in + i_vec);
            __m512d v_v = _mm512_mul_pd(in_v, _mm512_set1_pd(2.0));
            __m512d last_v = (__m512d)__builtin_shufflevector((vcc_v8_double)t1, (vcc_v8_double)v_v, 7, 8, 9, 10, 11, 12, 13, 14);
            __m512d t5 = _mm512_add_pd(v_v, last_v);
            __m512d t6 = _mm512_mul_pd(t5, _mm512_set1_pd(0.5));
            __m512d t7 = _mm512_mul_pd(last_v, _mm512_set1_pd(0.25));
            __m512d t8 = _mm512_sub_pd(t6, t7);
            _mm512_storeu_pd(out + i_vec, t8);
            __m256i t9 = _mm256_movm_epi32(_mm512_cmp_pd_mask(v_v, _mm512_set1_pd(0.0), _CMP_GT_OQ));
            __m256i t10 = (__m256i)__builtin_convertvector((vcc_m8)t9 & 1, vcc_v8_int);
            __m512i t11 = _mm512_cvtepi32_epi64(t10);
            positive_v = _mm512_add_epi64(positive_v, t11);
            long t12 = i_vec + 8L;
            __m512d in_v_1 = _mm512_loadu_pd(in + t12);
            t1 = _mm512_mul_pd(in_v_1, _mm512_set1_pd(2.0));
            __m512d last_v_1 = (__m512d)__builtin_shufflevector((vcc_v8_double)v_v, (vcc_v8_double)t1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m512d t13 = _mm512_add_pd(t1, last_v_1);
            __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.5));
            __m512d t15 = _mm512_mul_pd(last_v_1, _mm512_set1_pd(0.25));
            __m512d t16 = _mm512_sub_pd(t14, t15);
            _mm512_storeu_pd(out + t12, t16);
            __m256i t17 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t1, _mm512_set1_pd(0.0), _CMP_GT_OQ));
            __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)t17 & 1, vcc_v8_int);
            __m512i t19 = _mm512_cvtepi32_epi64(t18);
            positive_v_1 = _mm512_add_epi64(positive_v_1, t19);
            i_vec += 16L;
        } while (i_vec < t4);
        __m512i t20 = _mm512_add_epi64(positive_v, positive_v_1);
        t21 = (int)t4;
        t22 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1)), _mm_add_epi64, unsigned long);
        t23 = ((vcc_v8_double)t1)[7];
    } else {
        t21 = 0;
        t22 = 0L;
        t23 = 0.5;
    }
    long t24 = (long)n + (long)t21 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        __m512d t2 = _mm512_set1_pd(t23);
        long i_vec_1 = 0L;
        __m512i positive_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at recurrence.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t26 = (long)t21 + i_vec_1;
            __m512d in_v_2 = _mm512_loadu_pd(in + t26);
            v_v_1 = _mm512_mul_pd(in_v_2, _mm512_set1_pd(2.0));
            __m512d last_v_2 = (__m512d)__builtin_shufflevector((vcc_v8_double)t2, (vcc_v8_double)v_v_1, 7, 8, 9, 10, 11, 12, 13, 14);
            __m512d t27 = _mm512_add_pd(v_v_1, last_v_2);
            __m512d t28 = _mm512_mul_pd(t27, _mm512_set1_pd(0.5));
            __m512d t29 = _mm512_mul_pd(last_v_2, _mm512_set1_pd(0.25));
            __m512d t30 = _mm512_sub_pd(t28, t29);
            _mm512_storeu_pd(out + t26, t30);
            __m256i t31 = _mm256_movm_epi32(_mm512_cmp_pd_mask(v_v_1, _mm512_set1_pd(0.0), _CMP_GT_OQ));
            __m256i t32 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
            __m512i t33 = _mm512_cvtepi32_epi64(t32);
            positive_v_2 = _mm512_add_epi64(positive_v_2, t33);
            i_vec_1 += 8L;
            if (i_vec_1 >= t25) {
                break;
            }
            t2 = v_v_1;
        }
        i = (int)((long)t21 + t25);
        positive = (long)((unsigned long)t22 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(positive_v_2), _mm512_extracti64x4_epi64(positive_v_2, 1)), _mm_add_epi64, unsigned long));
        last = ((vcc_v8_double)v_v_1)[7];
    } else {
        i = t21;
        positive = t22;
        last = t23;
    }
    for (; i < n; i++, last = v) {
        long t34 = (long)i;
        v = in[t34] * 2.0;
        out[t34] = (v + last) * 0.5 - last * 0.25;
        positive += (long)(v > 0.0);
    }
    return (double)positive + last;
}

/* Delta encoding through pointers that walk, as compressors write it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    vcc_no_contract_body
    unsigned int t8;
    const unsigned int *t9;
    unsigned int *t10;
    unsigned int t11;
    __m512i cur_v_1;
    unsigned int n_1;
    const unsigned int *src_1;
    unsigned int *dst_1;
    unsigned int prev;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_uint t1 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
        long n_vec = 0L;
        /* vcc: loop at recurrence.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i cur_v = _mm512_loadu_si512(src + n_vec);
            __m512i prev_v = (__m512i)__builtin_shufflevector((vcc_v16_uint)(__m512i)t1, (vcc_v16_uint)cur_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t5 = _mm512_sub_epi32(cur_v, prev_v);
            _mm512_storeu_si512(dst + n_vec, t5);
            long t6 = n_vec + 16L;
            t1 = (vcc_v16_uint)_mm512_loadu_si512(src + t6);
            __m512i prev_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_uint)cur_v, (vcc_v16_uint)(__m512i)t1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t7 = _mm512_sub_epi32((__m512i)t1, prev_v_1);
            _mm512_storeu_si512(dst + t6, t7);
            n_vec += 32L;
        } while (n_vec < t4);
        t8 = (unsigned int)((long)n + t4 * -1L);
        t9 = src + t4;
        t10 = dst + t4;
        t11 = ((vcc_v16_uint)(__m512i)t1)[15];
    } else {
        t8 = n;
        t9 = src;
        t10 = dst;
        t11 = 0U;
    }
    long t12 = (long)t8;
    unsigned long t13 = (unsigned long)t9;
    unsigned long t14 = (unsigned long)t10;
    long t15 = (long)((unsigned long)t10 - (unsigned long)t9);
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13) | ((t15 <= 0L) | (t15 >= 64L)))) {
        long t16 = t12 & -16L;
        vcc_v16_uint t2 = (vcc_v16_uint)_mm512_set1_epi32((int)t11);
        long n_vec_1 = 0L;
        /* vcc: loop at recurrence.c:43 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 43:12 and a value merged from several paths at 43:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            cur_v_1 = _mm512_loadu_si512(t9 + n_vec_1);
            __m512i prev_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_uint)(__m512i)t2, (vcc_v16_uint)cur_v_1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t17 = _mm512_sub_epi32(cur_v_1, prev_v_2);
            _mm512_storeu_si512(t10 + n_vec_1, t17);
            n_vec_1 += 16L;
            if (n_vec_1 >= t16) {
                break;
            }
            t2 = (vcc_v16_uint)cur_v_1;
        }
        n_1 = (unsigned int)((long)t8 + t16 * -1L);
        src_1 = t9 + t16;
        dst_1 = t10 + t16;
        prev = ((vcc_v16_uint)cur_v_1)[15];
    } else {
        n_1 = t8;
        src_1 = t9;
        dst_1 = t10;
        prev = t11;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rising(int *restrict flags, const int *restrict a, int n) {
    vcc_no_contract_body
    __mmask16 up_v_1;
    int t16;
    int t17;
    __mmask16 up_v_2;
    int i;
    int was;
    int up;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(0);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:65 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 up_v = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t5 = _mm512_maskz_mov_epi32(up_v, _mm512_set1_epi32(1));
            __m512i was_v = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t1, (vcc_v16_int)t5, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t6 = _mm512_maskz_mov_epi32(up_v, _mm512_set1_epi32(1));
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(2));
            __m512i t8 = _mm512_add_epi32(t7, was_v);
            _mm512_storeu_si512(flags + i_vec, t8);
            long t9 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t9);
            up_v_1 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t10 = _mm512_maskz_mov_epi32(up_v, _mm512_set1_epi32(1));
            __m512i t11 = _mm512_maskz_mov_epi32(up_v_1, _mm512_set1_epi32(1));
            __m512i was_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t11, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t12 = _mm512_maskz_mov_epi32(up_v_1, _mm512_set1_epi32(1));
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(2));
            __m512i t14 = _mm512_add_epi32(t13, was_v_1);
            _mm512_storeu_si512(flags + t9, t14);
            i_vec += 32L;
            t1 = (vcc_v16_int)_mm512_maskz_mov_epi32(up_v_1, _mm512_set1_epi32(1));
        } while (i_vec < t4);
        __m512i t15 = _mm512_maskz_mov_epi32(up_v_1, _mm512_set1_epi32(1));
        t16 = (int)t4;
        t17 = ((vcc_v16_int)t15)[15];
    } else {
        t16 = 0;
        t17 = 0;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32((int)t17);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:65 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t20 = (long)t16 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t20);
            up_v_2 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t21 = _mm512_maskz_mov_epi32(up_v_2, _mm512_set1_epi32(1));
            __m512i was_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t2, (vcc_v16_int)t21, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t22 = _mm512_maskz_mov_epi32(up_v_2, _mm512_set1_epi32(1));
            __m512i t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(2));
            __m512i t24 = _mm512_add_epi32(t23, was_v_2);
            _mm512_storeu_si512(flags + t20, t24);
            i_vec_1 += 16L;
            t2 = (vcc_v16_int)_mm512_maskz_mov_epi32(up_v_2, _mm512_set1_epi32(1));
        } while (i_vec_1 < t19);
        __m512i t25 = _mm512_maskz_mov_epi32(up_v_2, _mm512_set1_epi32(1));
        i = (int)((long)t16 + t19);
        was = ((vcc_v16_int)t25)[15];
    } else {
        i = t16;
        was = t17;
    }
    for (; i < n; i++, was = up) {
        long t26 = (long)i;
        up = a[t26] > 0;
        flags[t26] = up * 2 + was;
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
extern __typeof__(ga) ga __attribute__((aligned(64)));
extern __typeof__(gb) gb __attribute__((aligned(64)));
extern __typeof__(gc) gc __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void carried_global(int n) {
    vcc_no_contract_body
    float t;
    int t8;
    float t9;
    __m512 t_v_3;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t1 = _mm512_set1_ps(0.0f);
        long i_vec = 0L;
        /* vcc: loop at recurrence.c:98 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512 gb_v = _mm512_loadu_ps(&gb[i_vec]);
            __m512 t_v = _mm512_loadu_ps(&gc[i_vec]);
            __m512 t_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t1, (vcc_v16_float)t_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 u_v = _mm512_add_ps(gb_v, t_v_1);
            __m512 t5 = _mm512_mul_ps(u_v, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&ga[i_vec], t5);
            long t6 = i_vec + 16L;
            __m512 gb_v_1 = _mm512_loadu_ps(&gb[t6]);
            t1 = _mm512_loadu_ps(&gc[t6]);
            __m512 t_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t_v, (vcc_v16_float)t1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 u_v_1 = _mm512_add_ps(gb_v_1, t_v_2);
            __m512 t7 = _mm512_mul_ps(u_v_1, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&ga[t6], t7);
            i_vec += 32L;
        } while (i_vec < t4);
        t8 = (int)t4;
        t9 = ((vcc_v16_float)t1)[15];
    } else {
        t8 = 0;
        t9 = 0.0f;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        __m512 t2 = _mm512_set1_ps(t9);
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:98 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t12 = (long)t8 + i_vec_1;
            __m512 gb_v_2 = _mm512_loadu_ps(&gb[t12]);
            t_v_3 = _mm512_loadu_ps(&gc[t12]);
            __m512 t_v_4 = (__m512)__builtin_shufflevector((vcc_v16_float)t2, (vcc_v16_float)t_v_3, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512 u_v_2 = _mm512_add_ps(gb_v_2, t_v_4);
            __m512 t13 = _mm512_mul_ps(u_v_2, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&ga[t12], t13);
            i_vec_1 += 16L;
            if (i_vec_1 >= t11) {
                break;
            }
            t2 = t_v_3;
        }
        i = (int)((long)t8 + t11);
        t = ((vcc_v16_float)t_v_3)[15];
    } else {
        i = t8;
        t = t9;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        ga[t14] = (gb[t14] + t) * 0.5f;
        t = gc[t14];
    }
}

/* The same through a local array (its address is a stack slot's). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned long long carried_local(const int *restrict x, int n) {
    vcc_no_contract_body
    int buf[1000];
    int out[1000];
    int t;
    int m;
    int t8;
    int t13;
    int i;
    int t28;
    int t29;
    __m512i t_v_3;
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
        /* vcc: loop at recurrence.c:109 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t5 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(7));
            _mm512_storeu_si512(&buf[i_vec], t5);
            long t6 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t6);
            __m512i t7 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(7));
            _mm512_storeu_si512(&buf[t6], t7);
            i_vec += 32L;
        } while (i_vec < t4);
        t8 = (int)t4;
    } else {
        t8 = 0;
    }
    long t9 = (long)m + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at recurrence.c:109 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t11);
            __m512i t12 = _mm512_mullo_epi32(x_v_2, _mm512_set1_epi32(7));
            _mm512_storeu_si512(&buf[t11], t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t13 = (int)((long)t8 + t10);
    } else {
        t13 = t8;
    }
    long t14 = (long)m + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        long t17 = (long)t13;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t16, x + t17);
        __m512i t18 = _mm512_mullo_epi32(x_v_3, _mm512_set1_epi32(7));
        _mm512_mask_storeu_epi32(&buf[t17], t16, t18);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < m; i++) {
        long t19 = (long)i;
        buf[t19] = x[t19] * 7;
    }
    long t20 = (long)m;
    unsigned long t21 = (unsigned long)&out;
    unsigned long t22 = (unsigned long)x;
    long t23 = (long)((unsigned long)&out - (unsigned long)x);
    if ((t20 >= 32L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t21) | ((t23 <= 0L) | (t23 >= 128L)))) {
        long t24 = t20 & -32L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(3);
        long i_vec_2 = 0L;
        /* vcc: loop at recurrence.c:112 vectorized: VF 16, UF 2, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, scalar epilogue */
        do {
            __m512i x_v_4 = _mm512_loadu_si512(x + i_vec_2);
            __m512i t_v = _mm512_loadu_si512(&buf[i_vec_2]);
            __m512i t_v_1 = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t1, (vcc_v16_int)t_v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t25 = _mm512_sub_epi32(t_v_1, x_v_4);
            _mm512_storeu_si512(&out[i_vec_2], t25);
            long t26 = i_vec_2 + 16L;
            __m512i x_v_5 = _mm512_loadu_si512(x + t26);
            t1 = (vcc_v16_int)_mm512_loadu_si512(&buf[t26]);
            __m512i t_v_2 = (__m512i)__builtin_shufflevector((vcc_v16_int)t_v, (vcc_v16_int)(__m512i)t1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t27 = _mm512_sub_epi32(t_v_2, x_v_5);
            _mm512_storeu_si512(&out[t26], t27);
            i_vec_2 += 32L;
        } while (i_vec_2 < t24);
        t28 = (int)t24;
        t29 = ((vcc_v16_int)(__m512i)t1)[15];
    } else {
        t28 = 0;
        t29 = 3;
    }
    long t30 = (long)m + (long)t28 * -1L;
    unsigned long t31 = (unsigned long)&out;
    unsigned long t32 = (unsigned long)x;
    long t33 = (long)((unsigned long)&out + (unsigned long)((long)t28 * 4L) - ((unsigned long)x + (unsigned long)((long)t28 * 4L)));
    if ((t30 >= 16L) & (((t31 + (unsigned long)((long)t28 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t28 * 4L))) | ((t32 + (unsigned long)((long)t28 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t33 <= 0L) | (t33 >= 64L)))) {
        long t34 = t30 & -16L;
        vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32((int)t29);
        long i_vec_3 = 0L;
        /* vcc: loop at recurrence.c:112 vector epilogue: VF 16, UF 1, run-time check: `out` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t35 = (long)t28 + i_vec_3;
            __m512i x_v_6 = _mm512_loadu_si512(x + t35);
            t_v_3 = _mm512_loadu_si512(&buf[t35]);
            __m512i t_v_4 = (__m512i)__builtin_shufflevector((vcc_v16_int)(__m512i)t2, (vcc_v16_int)t_v_3, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
            __m512i t36 = _mm512_sub_epi32(t_v_4, x_v_6);
            _mm512_storeu_si512(&out[t35], t36);
            i_vec_3 += 16L;
            if (i_vec_3 >= t34) {
                break;
            }
            t2 = (vcc_v16_int)t_v_3;
        }
        i_1 = (int)((long)t28 + t34);
        t = ((vcc_v16_int)t_v_3)[15];
    } else {
        i_1 = t28;
        t = t29;
    }
    for (; i_1 < m; i_1++) {
        long t37 = (long)i_1;
        out[t37] = t - x[t37];
        t = buf[t37];
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
