/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

long dot_down(const int *x, const int *y, unsigned long n) {
    long s = 0;
    if (n)
        do {
            s += (long)x[n - 1] * y[n - 1];
        } while (--n);
    return s;
}

unsigned max_down(const unsigned char *p, int n) {
    unsigned int m;
    int t14;
    unsigned int t15;
    int n_1;
    unsigned int m_1;
    int n_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_uint m_v = (vcc_v4_uint)_mm_set1_epi32((int)7U);
        long n_vec = 0L;
        vcc_v4_uint m_v_1 = (vcc_v4_uint)(__m128i)m_v;
        vcc_v4_uint m_v_2 = (vcc_v4_uint)(__m128i)m_v;
        vcc_v4_uint m_v_3 = (vcc_v4_uint)(__m128i)m_v;
        /* vcc: loop at reverse_reduce.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar t3 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + n_vec * -1L) - 1) + -3);
            __m128i t4 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t3));
            m_v = (vcc_v4_uint)vcc_sse2_max_epu32(t4, (__m128i)m_v);
            vcc_v4_uchar t5 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 4L) * -1L) - 1) + -3);
            __m128i t6 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t5));
            m_v_1 = (vcc_v4_uint)vcc_sse2_max_epu32(t6, (__m128i)m_v_1);
            vcc_v4_uchar t7 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 8L) * -1L) - 1) + -3);
            __m128i t8 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t7));
            m_v_2 = (vcc_v4_uint)vcc_sse2_max_epu32(t8, (__m128i)m_v_2);
            vcc_v4_uchar t9 = vcc_load(vcc_v4_uchar, p + ((int)((long)n + (n_vec + 12L) * -1L) - 1) + -3);
            __m128i t10 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t9));
            m_v_3 = (vcc_v4_uint)vcc_sse2_max_epu32(t10, (__m128i)m_v_3);
            n_vec += 16L;
        } while (n_vec < t2);
        __m128i t11 = vcc_sse2_max_epu32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t12 = vcc_sse2_max_epu32(t11, (__m128i)m_v_2);
        __m128i t13 = vcc_sse2_max_epu32(t12, (__m128i)m_v_3);
        t14 = (int)((long)n + t2 * -1L);
        t15 = vcc_sse_reduce_epi32(t13, vcc_sse2_max_epu32, unsigned int);
    } else {
        t14 = n;
        t15 = 7U;
    }
    long t16 = (long)t14;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        vcc_v4_uint m_v_4 = (vcc_v4_uint)_mm_set1_epi32((int)t15);
        long n_vec_1 = 0L;
        /* vcc: loop at reverse_reduce.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar t18 = vcc_load(vcc_v4_uchar, p + ((int)((long)t14 + n_vec_1 * -1L) - 1) + -3);
            __m128i t19 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t18));
            m_v_4 = (vcc_v4_uint)vcc_sse2_max_epu32(t19, (__m128i)m_v_4);
            n_vec_1 += 4L;
        } while (n_vec_1 < t17);
        n_1 = (int)((long)t14 + t17 * -1L);
        m_1 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_max_epu32, unsigned int);
    } else {
        n_1 = t14;
        m_1 = t15;
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

int cond_sum_down(const int *a, const int *b, int n, int k) {
    int t31;
    int i;
    int s;
    int s_1;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 4L) * -1L;
            long t6 = (long)t1 + (i_vec + 8L) * -1L;
            long t7 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t8 = _mm_loadu_si128((const __m128i *)(a + t4 + -3));
            __m128i a_v = _mm_shuffle_epi32(t8, 0x1b);
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + t5 + -3));
            __m128i a_v_1 = _mm_shuffle_epi32(t9, 0x1b);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(a + t6 + -3));
            __m128i a_v_2 = _mm_shuffle_epi32(t10, 0x1b);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + t7 + -3));
            __m128i a_v_3 = _mm_shuffle_epi32(t11, 0x1b);
            __m128i t12 = _mm_cmpgt_epi32(a_v, k_v);
            __m128i t13 = _mm_cmpgt_epi32(a_v_1, k_v);
            __m128i t14 = _mm_cmpgt_epi32(a_v_2, k_v);
            __m128i t15 = _mm_cmpgt_epi32(a_v_3, k_v);
            __m128i t16 = (__m128i)((vcc_v4_uint)a_v * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t17 = (__m128i)((vcc_v4_uint)a_v_1 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t18 = (__m128i)((vcc_v4_uint)a_v_2 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i t19 = (__m128i)((vcc_v4_uint)a_v_3 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i b_v = vcc_sse_gather4(_mm_setr_epi32, int, b + t4, _mm_setr_epi32(0, -1, -2, -3), _mm_movemask_ps(_mm_castsi128_ps(t12)));
            __m128i b_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, b + t5, _mm_setr_epi32(0, -1, -2, -3), _mm_movemask_ps(_mm_castsi128_ps(t13)));
            __m128i b_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, b + t6, _mm_setr_epi32(0, -1, -2, -3), _mm_movemask_ps(_mm_castsi128_ps(t14)));
            __m128i b_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, b + t7, _mm_setr_epi32(0, -1, -2, -3), _mm_movemask_ps(_mm_castsi128_ps(t15)));
            __m128i t20 = _mm_sub_epi32(t16, b_v);
            __m128i t21 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, t20); });
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t21);
            __m128i t22 = _mm_sub_epi32(t17, b_v_1);
            __m128i t23 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t13, t22); });
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t23);
            __m128i t24 = _mm_sub_epi32(t18, b_v_2);
            __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, t24); });
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t25);
            __m128i t26 = _mm_sub_epi32(t19, b_v_3);
            __m128i t27 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, t26); });
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t27);
            i_vec += 16L;
        } while (i_vec < t3);
        __m128i t28 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t29 = _mm_add_epi32(t28, (__m128i)s_v_2);
        __m128i t30 = _mm_add_epi32(t29, (__m128i)s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t31 = (int)vcc_sse_reduce_epi32(t30, _mm_add_epi32, unsigned int);
    } else {
        t31 = 0;
    }
    long t32 = (long)t1 + 1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t34 = (long)t1 + i_vec_1 * -1L;
            __m128i t35 = _mm_loadu_si128((const __m128i *)(a + t34 + -3));
            __m128i a_v_4 = _mm_shuffle_epi32(t35, 0x1b);
            __m128i t36 = _mm_cmpgt_epi32(a_v_4, k_v_1);
            __m128i t37 = (__m128i)((vcc_v4_uint)a_v_4 * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i b_v_4 = vcc_sse_gather4(_mm_setr_epi32, int, b + t34, _mm_setr_epi32(0, -1, -2, -3), _mm_movemask_ps(_mm_castsi128_ps(t36)));
            __m128i t38 = _mm_sub_epi32(t37, b_v_4);
            __m128i t39 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, t38); });
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        i = (int)((long)t1 + t33 * -1L);
        s = (int)((unsigned int)t31 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t1;
        s = t31;
    }
    for (; i >= 0; i--, s = s_1) {
        long t40 = (long)i;
        int t41 = a[t40];
        if (t41 > k) {
            s_1 = s + (t41 * 3 - b[t40]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
long mixed_down(const int *x, const int *y, int n) {
    long s;
    int t25;
    long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reverse_reduce.c:37 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int x_v = vcc_load(vcc_v2_int, x + i_vec);
            __m128i t3 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)x_v));
            vcc_v2_int t4 = vcc_load(vcc_v2_int, y + (n - 1 - (int)i_vec) + -1);
            vcc_v2_int y_v = __builtin_shufflevector(t4, t4, 1, 0);
            __m128i t5 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)y_v));
            __m128i t6 = (__m128i)((vcc_v2_long)t3 * (vcc_v2_long)t5);
            s_v = _mm_add_epi64(s_v, t6);
            long t7 = i_vec + 2L;
            vcc_v2_int x_v_1 = vcc_load(vcc_v2_int, x + t7);
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)x_v_1));
            vcc_v2_int t9 = vcc_load(vcc_v2_int, y + (n - 1 - (int)t7) + -1);
            vcc_v2_int y_v_1 = __builtin_shufflevector(t9, t9, 1, 0);
            __m128i t10 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)y_v_1));
            __m128i t11 = (__m128i)((vcc_v2_long)t8 * (vcc_v2_long)t10);
            s_v_1 = _mm_add_epi64(s_v_1, t11);
            long t12 = i_vec + 4L;
            vcc_v2_int x_v_2 = vcc_load(vcc_v2_int, x + t12);
            __m128i t13 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)x_v_2));
            vcc_v2_int t14 = vcc_load(vcc_v2_int, y + (n - 1 - (int)t12) + -1);
            vcc_v2_int y_v_2 = __builtin_shufflevector(t14, t14, 1, 0);
            __m128i t15 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)y_v_2));
            __m128i t16 = (__m128i)((vcc_v2_long)t13 * (vcc_v2_long)t15);
            s_v_2 = _mm_add_epi64(s_v_2, t16);
            long t17 = i_vec + 6L;
            vcc_v2_int x_v_3 = vcc_load(vcc_v2_int, x + t17);
            __m128i t18 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)x_v_3));
            vcc_v2_int t19 = vcc_load(vcc_v2_int, y + (n - 1 - (int)t17) + -1);
            vcc_v2_int y_v_3 = __builtin_shufflevector(t19, t19, 1, 0);
            __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)y_v_3));
            __m128i t21 = (__m128i)((vcc_v2_long)t18 * (vcc_v2_long)t20);
            s_v_3 = _mm_add_epi64(s_v_3, t21);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t22 = _mm_add_epi64(s_v, s_v_1);
        __m128i t23 = _mm_add_epi64(t22, s_v_2);
        __m128i t24 = _mm_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)vcc_sse_reduce_epi64(t24, _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reverse_reduce.c:37 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            vcc_v2_int x_v_4 = vcc_load(vcc_v2_int, x + t29);
            __m128i t30 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)x_v_4));
            vcc_v2_int t31 = vcc_load(vcc_v2_int, y + (n - 1 - (int)t29) + -1);
            vcc_v2_int y_v_4 = __builtin_shufflevector(t31, t31, 1, 0);
            __m128i t32 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)y_v_4));
            __m128i t33 = (__m128i)((vcc_v2_long)t30 * (vcc_v2_long)t32);
            s_v_4 = _mm_add_epi64(s_v_4, t33);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
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
int index_down(const int *a, int n) {
    int s;
    int t19;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i t4 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec = 0L;
        vcc_v4_int s_v = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int s_v_1 = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int s_v_2 = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int s_v_3 = (vcc_v4_int)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:45 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec * -1L) + -3));
            __m128i a_v = _mm_shuffle_epi32(t5, 0x1b);
            __m128i t6 = _mm_add_epi32(a_v, (__m128i)i_v);
            s_v = (vcc_v4_int)_mm_xor_si128((__m128i)s_v, t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-4));
            __m128i t8 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 4L) * -1L) + -3));
            __m128i a_v_1 = _mm_shuffle_epi32(t8, 0x1b);
            __m128i t9 = _mm_add_epi32(a_v_1, t7);
            s_v_1 = (vcc_v4_int)_mm_xor_si128((__m128i)s_v_1, t9);
            __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-8));
            __m128i t11 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -3));
            __m128i a_v_2 = _mm_shuffle_epi32(t11, 0x1b);
            __m128i t12 = _mm_add_epi32(a_v_2, t10);
            s_v_2 = (vcc_v4_int)_mm_xor_si128((__m128i)s_v_2, t12);
            __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-12));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + (i_vec + 12L) * -1L) + -3));
            __m128i a_v_3 = _mm_shuffle_epi32(t14, 0x1b);
            __m128i t15 = _mm_add_epi32(a_v_3, t13);
            s_v_3 = (vcc_v4_int)_mm_xor_si128((__m128i)s_v_3, t15);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(-16));
        } while (i_vec < t3);
        __m128i t16 = _mm_xor_si128((__m128i)s_v, (__m128i)s_v_1);
        __m128i t17 = _mm_xor_si128(t16, (__m128i)s_v_2);
        __m128i t18 = _mm_xor_si128(t17, (__m128i)s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t19 = 0 ^ vcc_sse_reduce_epi32(t18, _mm_xor_si128, int);
    } else {
        t19 = 0;
    }
    long t20 = (long)t1 + 1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        __m128i t22 = _mm_set1_epi32((int)t1);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, -1, -2, -3));
        long i_vec_1 = 0L;
        vcc_v4_int s_v_4 = (vcc_v4_int)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + ((long)t1 + i_vec_1 * -1L) + -3));
            __m128i a_v_4 = _mm_shuffle_epi32(t23, 0x1b);
            __m128i t24 = _mm_add_epi32(a_v_4, (__m128i)i_v_1);
            s_v_4 = (vcc_v4_int)_mm_xor_si128((__m128i)s_v_4, t24);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(-4));
        } while (i_vec_1 < t21);
        i = (int)((long)t1 + t21 * -1L);
        s = t19 ^ vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_xor_si128, int);
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
int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    int s;
    int t27;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:53 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            const int *t5 = a + t4;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(t5 + -3));
            __m128i t7 = (__m128i)((vcc_v4_int)t6 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(out + t4 + -3), t7);
            __m128i t8 = _mm_loadu_si128((const __m128i *)(t5 + -3));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t8);
            long t9 = (long)t1 + (i_vec + 4L) * -1L;
            const int *t10 = a + t9;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(t10 + -3));
            __m128i t12 = (__m128i)((vcc_v4_int)t11 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(out + t9 + -3), t12);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t10 + -3));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t13);
            long t14 = (long)t1 + (i_vec + 8L) * -1L;
            const int *t15 = a + t14;
            __m128i t16 = _mm_loadu_si128((const __m128i *)(t15 + -3));
            __m128i t17 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(out + t14 + -3), t17);
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t15 + -3));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t18);
            long t19 = (long)t1 + (i_vec + 12L) * -1L;
            const int *t20 = a + t19;
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t20 + -3));
            __m128i t22 = (__m128i)((vcc_v4_int)t21 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(out + t19 + -3), t22);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(t20 + -3));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t23);
            i_vec += 16L;
        } while (i_vec < t3);
        __m128i t24 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t25 = _mm_add_epi32(t24, (__m128i)s_v_2);
        __m128i t26 = _mm_add_epi32(t25, (__m128i)s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t27 = (int)vcc_sse_reduce_epi32(t26, _mm_add_epi32, unsigned int);
    } else {
        t27 = 0;
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:53 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            const int *t31 = a + t30;
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t31 + -3));
            __m128i t33 = (__m128i)((vcc_v4_int)t32 * (vcc_v4_int)_mm_set1_epi32(2));
            _mm_storeu_si128((__m128i *)(out + t30 + -3), t33);
            __m128i t34 = _mm_loadu_si128((const __m128i *)(t31 + -3));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
        s = (int)((unsigned int)t27 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t1;
        s = t27;
    }
    for (; i >= 0; i--) {
        long t35 = (long)i;
        const int *t36 = a + t35;
        out[t35] = *t36 * 2;
        s += *t36;
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
