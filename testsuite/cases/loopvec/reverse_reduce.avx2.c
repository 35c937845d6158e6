/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

__attribute__((target("avx2"))) long dot_down(const int *x, const int *y, unsigned long n) {
    long s;
    unsigned long n_1;
    long t30;
    unsigned long t31;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            __m256i s_v = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
            __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at reverse_reduce.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                __m128i t4 = _mm_loadu_si128((const __m128i *)(x + t3 + -3));
                __m256i t5 = _mm256_cvtepi32_epi64(t4);
                __m128i t6 = _mm_loadu_si128((const __m128i *)(y + t3 + -3));
                __m256i t7 = _mm256_cvtepi32_epi64(t6);
                __m256i t8 = _mm256_mul_epi32(t5, t7);
                s_v = _mm256_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 4L) * -1L) - 1UL);
                __m128i t10 = _mm_loadu_si128((const __m128i *)(x + t9 + -3));
                __m256i t11 = _mm256_cvtepi32_epi64(t10);
                __m128i t12 = _mm_loadu_si128((const __m128i *)(y + t9 + -3));
                __m256i t13 = _mm256_cvtepi32_epi64(t12);
                __m256i t14 = _mm256_mul_epi32(t11, t13);
                s_v_1 = _mm256_add_epi64(s_v_1, t14);
                long t15 = (long)(n + (unsigned long)((n_vec + 8L) * -1L) - 1UL);
                __m128i t16 = _mm_loadu_si128((const __m128i *)(x + t15 + -3));
                __m256i t17 = _mm256_cvtepi32_epi64(t16);
                __m128i t18 = _mm_loadu_si128((const __m128i *)(y + t15 + -3));
                __m256i t19 = _mm256_cvtepi32_epi64(t18);
                __m256i t20 = _mm256_mul_epi32(t17, t19);
                s_v_2 = _mm256_add_epi64(s_v_2, t20);
                long t21 = (long)(n + (unsigned long)((n_vec + 12L) * -1L) - 1UL);
                __m128i t22 = _mm_loadu_si128((const __m128i *)(x + t21 + -3));
                __m256i t23 = _mm256_cvtepi32_epi64(t22);
                __m128i t24 = _mm_loadu_si128((const __m128i *)(y + t21 + -3));
                __m256i t25 = _mm256_cvtepi32_epi64(t24);
                __m256i t26 = _mm256_mul_epi32(t23, t25);
                s_v_3 = _mm256_add_epi64(s_v_3, t26);
                n_vec += 16L;
            } while (n_vec < t2);
            __m256i t27 = _mm256_add_epi64(s_v, s_v_1);
            __m256i t28 = _mm256_add_epi64(t27, s_v_2);
            __m256i t29 = _mm256_add_epi64(t28, s_v_3);
            t30 = (long)vcc_avx2_reduce_epi64(t29, _mm_add_epi64, unsigned long);
            t31 = n + (unsigned long)(t2 * -1L);
        } else {
            t30 = 0L;
            t31 = n;
        }
        long t32 = (long)t31 + -1L;
        if (t32 >= 4L) {
            long t33 = t32 & -4L;
            long n_vec_1 = 0L;
            __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
            /* vcc: loop at reverse_reduce.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t34 = (long)(t31 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                __m128i t35 = _mm_loadu_si128((const __m128i *)(x + t34 + -3));
                __m256i t36 = _mm256_cvtepi32_epi64(t35);
                __m128i t37 = _mm_loadu_si128((const __m128i *)(y + t34 + -3));
                __m256i t38 = _mm256_cvtepi32_epi64(t37);
                __m256i t39 = _mm256_mul_epi32(t36, t38);
                s_v_4 = _mm256_add_epi64(s_v_4, t39);
                n_vec_1 += 4L;
            } while (n_vec_1 < t33);
            s = (long)((unsigned long)t30 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
            n_1 = t31 + (unsigned long)(t33 * -1L);
        } else {
            s = t30;
            n_1 = t31;
        }
        for (;;) {
            n_1--;
            long t40 = (long)n_1;
            s += (long)x[t40] * (long)y[t40];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

__attribute__((target("avx2"))) unsigned max_down(const unsigned char *p, int n) {
    unsigned int m;
    int t8;
    unsigned int t9;
    int n_1;
    unsigned int m_1;
    int n_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_uint m_v = (vcc_v8_uint)_mm256_set1_epi32((int)7U);
        long n_vec = 0L;
        vcc_v8_uint m_v_1 = (vcc_v8_uint)(__m256i)m_v;
        /* vcc: loop at reverse_reduce.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar t3 = vcc_load(vcc_v8_uchar, p + ((int)((long)n + n_vec * -1L) - 1) + -7);
            __m256i t4 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t3));
            m_v = (vcc_v8_uint)_mm256_max_epu32(t4, (__m256i)m_v);
            vcc_v8_uchar t5 = vcc_load(vcc_v8_uchar, p + ((int)((long)n + (n_vec + 8L) * -1L) - 1) + -7);
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            m_v_1 = (vcc_v8_uint)_mm256_max_epu32(t6, (__m256i)m_v_1);
            n_vec += 16L;
        } while (n_vec < t2);
        __m256i t7 = _mm256_max_epu32((__m256i)m_v, (__m256i)m_v_1);
        t8 = (int)((long)n + t2 * -1L);
        t9 = vcc_avx2_reduce_epi32(t7, _mm_max_epu32, unsigned int);
    } else {
        t8 = n;
        t9 = 7U;
    }
    long t10 = (long)t8;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        vcc_v8_uint m_v_2 = (vcc_v8_uint)_mm256_set1_epi32((int)t9);
        long n_vec_1 = 0L;
        /* vcc: loop at reverse_reduce.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, p + ((int)((long)t8 + n_vec_1 * -1L) - 1) + -7);
            __m256i t13 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
            m_v_2 = (vcc_v8_uint)_mm256_max_epu32(t13, (__m256i)m_v_2);
            n_vec_1 += 8L;
        } while (n_vec_1 < t11);
        n_1 = (int)((long)t8 + t11 * -1L);
        m_1 = vcc_avx2_reduce_epi32((__m256i)m_v_2, _mm_max_epu32, unsigned int);
    } else {
        n_1 = t8;
        m_1 = t9;
    }
    for (;; n_1 = n_2, m_1 = m) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        m = (unsigned int)p[n_2];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("avx2"))) int cond_sum_down(const int *a, const int *b, int n, int k) {
    int s;
    int s_1;
    int i = n - 1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:28 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)i + i_vec * -1L;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(a + t3 + -7));
            __m256i a_v = _mm256_permutevar8x32_epi32(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t5 = _mm256_cmpgt_epi32(a_v, k_v);
            __m256i t6 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i b_v = vcc_avx2_maskgather8(_mm256_setr_epi32, int, b + t3, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t5);
            __m256i t7 = _mm256_sub_epi32(t6, b_v);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, t7); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        s = 0;
    }
    for (; i >= 0; i--, s = s_1) {
        long t9 = (long)i;
        int t10 = a[t9];
        if (t10 > k) {
            s_1 = s + (t10 * 3 - b[t9]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
__attribute__((target("avx2"))) long mixed_down(const int *x, const int *y, int n) {
    long s;
    int t25;
    long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reverse_reduce.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m256i t3 = _mm256_cvtepi32_epi64(x_v);
            __m128i t4 = _mm_loadu_si128((const __m128i *)(y + (n - 1 - (int)i_vec) + -3));
            __m128i y_v = _mm_shuffle_epi32(t4, 0x1b);
            __m256i t5 = _mm256_cvtepi32_epi64(y_v);
            __m256i t6 = _mm256_mul_epi32(t3, t5);
            s_v = _mm256_add_epi64(s_v, t6);
            long t7 = i_vec + 4L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t7));
            __m256i t8 = _mm256_cvtepi32_epi64(x_v_1);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(y + (n - 1 - (int)t7) + -3));
            __m128i y_v_1 = _mm_shuffle_epi32(t9, 0x1b);
            __m256i t10 = _mm256_cvtepi32_epi64(y_v_1);
            __m256i t11 = _mm256_mul_epi32(t8, t10);
            s_v_1 = _mm256_add_epi64(s_v_1, t11);
            long t12 = i_vec + 8L;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t12));
            __m256i t13 = _mm256_cvtepi32_epi64(x_v_2);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(y + (n - 1 - (int)t12) + -3));
            __m128i y_v_2 = _mm_shuffle_epi32(t14, 0x1b);
            __m256i t15 = _mm256_cvtepi32_epi64(y_v_2);
            __m256i t16 = _mm256_mul_epi32(t13, t15);
            s_v_2 = _mm256_add_epi64(s_v_2, t16);
            long t17 = i_vec + 12L;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t17));
            __m256i t18 = _mm256_cvtepi32_epi64(x_v_3);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(y + (n - 1 - (int)t17) + -3));
            __m128i y_v_3 = _mm_shuffle_epi32(t19, 0x1b);
            __m256i t20 = _mm256_cvtepi32_epi64(y_v_3);
            __m256i t21 = _mm256_mul_epi32(t18, t20);
            s_v_3 = _mm256_add_epi64(s_v_3, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t22 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t23 = _mm256_add_epi64(t22, s_v_2);
        __m256i t24 = _mm256_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reverse_reduce.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t29));
            __m256i t30 = _mm256_cvtepi32_epi64(x_v_4);
            __m128i t31 = _mm_loadu_si128((const __m128i *)(y + (n - 1 - (int)t29) + -3));
            __m128i y_v_4 = _mm_shuffle_epi32(t31, 0x1b);
            __m256i t32 = _mm256_cvtepi32_epi64(y_v_4);
            __m256i t33 = _mm256_mul_epi32(t30, t32);
            s_v_4 = _mm256_add_epi64(s_v_4, t33);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += (long)x[i] * (long)y[n - 1 - i];
    }
    return s;
}

/* The counter's lanes are in order: the reversal stays. */
__attribute__((target("avx2"))) int index_down(const int *a, int n) {
    int s;
    int t19;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        vcc_v8_int s_v = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int s_v_1 = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int s_v_2 = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int s_v_3 = (vcc_v8_int)_mm256_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:45 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + i_vec * -1L) + -7));
            __m256i a_v = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t6 = _mm256_add_epi32(a_v, (__m256i)i_v);
            s_v = (vcc_v8_int)_mm256_xor_si256((__m256i)s_v, t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m256i a_v_1 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t9 = _mm256_add_epi32(a_v_1, t7);
            s_v_1 = (vcc_v8_int)_mm256_xor_si256((__m256i)s_v_1, t9);
            __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + (i_vec + 16L) * -1L) + -7));
            __m256i a_v_2 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_add_epi32(a_v_2, t10);
            s_v_2 = (vcc_v8_int)_mm256_xor_si256((__m256i)s_v_2, t12);
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + (i_vec + 24L) * -1L) + -7));
            __m256i a_v_3 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t15 = _mm256_add_epi32(a_v_3, t13);
            s_v_3 = (vcc_v8_int)_mm256_xor_si256((__m256i)s_v_3, t15);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t3);
        __m256i t16 = _mm256_xor_si256((__m256i)s_v, (__m256i)s_v_1);
        __m256i t17 = _mm256_xor_si256(t16, (__m256i)s_v_2);
        __m256i t18 = _mm256_xor_si256(t17, (__m256i)s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t19 = 0 ^ vcc_avx2_reduce_epi32(t18, _mm_xor_si128, int);
    } else {
        t19 = 0;
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m256i t22 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t22, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        vcc_v8_int s_v_4 = (vcc_v8_int)_mm256_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:45 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + i_vec_1 * -1L) + -7));
            __m256i a_v_4 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t24 = _mm256_add_epi32(a_v_4, (__m256i)i_v_1);
            s_v_4 = (vcc_v8_int)_mm256_xor_si256((__m256i)s_v_4, t24);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
        s = t19 ^ vcc_avx2_reduce_epi32((__m256i)s_v_4, _mm_xor_si128, int);
    } else {
        i = t1;
        s = t19;
    }
    for (; i >= 0; i--) {
        s ^= a[i] + i;
    }
    return s;
}

/* The same reversed load feeds a store and the sum. */
__attribute__((target("avx2"))) int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    int s;
    int t15;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:53 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            const int *t5 = a + t4;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(t5 + -7));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(out + t4 + -7), t7);
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(t5 + -7));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t8);
            long t9 = (long)t1 + (i_vec + 8L) * -1L;
            const int *t10 = a + t9;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(t10 + -7));
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(out + t9 + -7), t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(t10 + -7));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t13);
            i_vec += 16L;
        } while (i_vec < t3);
        __m256i t14 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t15 = (int)vcc_avx2_sum_epi32(t14);
    } else {
        t15 = 0;
    }
    long t16 = (long)t1 + 1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:53 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t1 + i_vec_1 * -1L;
            const int *t19 = a + t18;
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(t19 + -7));
            __m256i t21 = _mm256_mullo_epi32(t20, _mm256_set1_epi32(2));
            _mm256_storeu_si256((__m256i *)(out + t18 + -7), t21);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(t19 + -7));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t1 + t17 * -1L);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t1;
        s = t15;
    }
    for (; i >= 0; i--) {
        long t23 = (long)i;
        const int *t24 = a + t23;
        out[t23] = *t24 * 2;
        s += *t24;
    }
    return s;
}

/* A float sum keeps its order (no --fast-math): vectorized as an ordered sum or not at all. */
float fsum_down(const float *a, int n) {
    float s = 0.0f;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * 2.0f;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *o = new_array(n, sizeof(int));
        unsigned char *p = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        for (int i = 0; i < n; i++) {
            x[i] = (int)(next_rand() % 2000001) - 1000000;
            y[i] = (int)(next_rand() % 20001) - 10000 + i;
            p[i] = (unsigned char)(next_rand() % 251);
            f[i] = (float)((int)(next_rand() % 2001) - 1000) / 7.0f;
        }
        printf("n=%d dot=%ld max=%u cond=%d mixed=%ld index=%d", n, dot_down(x, y, (unsigned long)n),
               max_down(p, n), cond_sum_down(x, y, n, 1000), mixed_down(x, y, n), index_down(x, n));
        int s = store_and_sum_down(o, y, n);
        printf(" store=%d/%llx fsum=%a\n", s, HASH(o, n), fsum_down(f, n));
        free(x), free(y), free(o), free(p), free(f);
    }
    return 0;
}
