/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_mullo_epi32(__m128i a, __m128i b) { __m128i even = _mm_mul_epu32(a, b), odd = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32)); return _mm_unpacklo_epi32(_mm_shuffle_epi32(even, 0x08), _mm_shuffle_epi32(odd, 0x08)); }
#define vcc_sse2_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_sse_cvtepu32_pd(X) _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))), _mm_set1_pd(2147483648.0))
#define vcc_sse_cvttpd_epu32(Q) ({ __m128d vcc_q = (Q), vcc_big = _mm_cmpge_pd(vcc_q, _mm_set1_pd(2147483648.0)); __m128i vcc_t = _mm_cvttpd_epi32(_mm_sub_pd(vcc_q, _mm_and_pd(vcc_big, _mm_set1_pd(2147483648.0)))); _mm_xor_si128(vcc_t, _mm_and_si128(_mm_shuffle_epi32(_mm_castpd_si128(vcc_big), 0x08), _mm_set1_epi32(-2147483647 - 1))); })
#define vcc_sse_div_epu32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = vcc_sse_cvttpd_epu32(_mm_div_pd(vcc_sse_cvtepu32_pd(vcc_a), vcc_sse_cvtepu32_pd(vcc_b))); __m128i vcc_q1 = vcc_sse_cvttpd_epu32(_mm_div_pd(vcc_sse_cvtepu32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), vcc_sse_cvtepu32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
#define vcc_sse2_rem_epu32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 sse4.2=9 sse2=9 neon=1 */
#include "harness.h"
#include <limits.h>

/* Signed 32-bit division by a variable (emit sse.rs `vcc_sse_div_epi32`, avx2.rs and avx512.rs
   rows): the quotient computed in double lanes and truncated, exact for every pair C defines.
   Operands include INT_MIN (divided by anything but -1), INT_MAX, +-1, divisors near the
   dividend (quotients just below and above an integer) and small divisors of large dividends.
   A division under a condition that excludes zero divisors, a division by a constant (left to
   the C compiler's reciprocal multiply) and remainders (a - (a / b) * b with the same exact
   quotient: by an array, by a parameter, under a condition) complete the case. */

void div_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:14 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_div_epi32(a_v, b_v);
            _mm_storeu_si128((__m128i *)(q + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = vcc_sse_div_epi32(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(q + t4), t5);
            i_vec += 8L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse_div_epi32(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(q + t9), t10);
            i_vec_1 += 4L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] / b[t11];
    }
}

void div_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:19 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi32(b_v, _mm_set1_epi32(0)));
            __m128i a_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m128i t4 = _mm_add_epi32(a_v, _mm_set1_epi32(7));
            __m128i t5 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t6 = vcc_sse_div_epi32(t4, t5);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t6, t3);
            long t7 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(b_v_1, _mm_set1_epi32(0)));
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t7 * 4UL), t8);
            __m128i t9 = _mm_add_epi32(a_v_1, _mm_set1_epi32(7));
            __m128i t10 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t8);
            __m128i t11 = vcc_sse_div_epi32(t9, t10);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t7 * 4UL), t11, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(b_v_2, _mm_set1_epi32(0)));
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t15 * 4UL), t16);
            __m128i t17 = _mm_add_epi32(a_v_2, _mm_set1_epi32(7));
            __m128i t18 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t16);
            __m128i t19 = vcc_sse_div_epi32(t17, t18);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t15 * 4UL), t19, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = b[t20];
        if (t21 != 0) {
            q[t20] = (a[t20] + 7) / t21;
        }
    }
}

void div_const(int n, int *restrict q, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:25 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = (__m128i)((vcc_v4_int)a_v / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i t4 = (__m128i)((vcc_v4_int)a_v / (vcc_v4_int)_mm_set1_epi32(-3));
            __m128i t5 = _mm_add_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(q + i_vec), t5);
            long t6 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = (__m128i)((vcc_v4_int)a_v_1 / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i t8 = (__m128i)((vcc_v4_int)a_v_1 / (vcc_v4_int)_mm_set1_epi32(-3));
            __m128i t9 = _mm_add_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(q + t6), t9);
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
        /* vcc: loop at int_div.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t14 = (__m128i)((vcc_v4_int)a_v_2 / (vcc_v4_int)_mm_set1_epi32(7));
            __m128i t15 = (__m128i)((vcc_v4_int)a_v_2 / (vcc_v4_int)_mm_set1_epi32(-3));
            __m128i t16 = _mm_add_epi32(t14, t15);
            _mm_storeu_si128((__m128i *)(q + t13), t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = a[t17];
        q[t17] = t18 / 7 + t18 / -3;
    }
}

void rem_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:30 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse2_rem_epi32(a_v, b_v);
            _mm_storeu_si128((__m128i *)(q + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = vcc_sse2_rem_epi32(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(q + t4), t5);
            i_vec += 8L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse2_rem_epi32(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(q + t9), t10);
            i_vec_1 += 4L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] % b[t11];
    }
}

void rem_uniform(int n, int m, int *restrict q, const int *restrict a) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i m_v = _mm_set1_epi32((int)m);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:35 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = vcc_sse2_rem_epi32(a_v, m_v);
            __m128i t5 = vcc_sse2_rem_epi32((__m128i)i_v, m_v);
            __m128i t6 = _mm_xor_si128(t4, t5);
            _mm_storeu_si128((__m128i *)(q + i_vec), t6);
            long t7 = i_vec + 4L;
            __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i t9 = vcc_sse2_rem_epi32(a_v_1, m_v);
            __m128i t10 = vcc_sse2_rem_epi32(t8, m_v);
            __m128i t11 = _mm_xor_si128(t9, t10);
            _mm_storeu_si128((__m128i *)(q + t7), t11);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        __m128i t15 = _mm_set1_epi32((int)t12);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t15, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t16));
            __m128i t17 = vcc_sse2_rem_epi32(a_v_2, m_v_1);
            __m128i t18 = vcc_sse2_rem_epi32((__m128i)i_v_1, m_v_1);
            __m128i t19 = _mm_xor_si128(t17, t18);
            _mm_storeu_si128((__m128i *)(q + t16), t19);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        q[t20] = (a[t20] % m) ^ (i % m);
    }
}

void rem_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:40 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi32(b_v, _mm_set1_epi32(0)));
            __m128i q_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            __m128i a_v = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m128i t4 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t5 = vcc_sse2_rem_epi32(a_v, t4);
            __m128i t6 = _mm_sub_epi32(q_v, t5);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t6, t3);
            long t7 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(b_v_1, _mm_set1_epi32(0)));
            __m128i q_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t7 * 4UL), t8);
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t7 * 4UL), t8);
            __m128i t9 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t8);
            __m128i t10 = vcc_sse2_rem_epi32(a_v_1, t9);
            __m128i t11 = _mm_sub_epi32(q_v_1, t10);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t7 * 4UL), t11, t8);
            i_vec += 8L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 4L) {
        long t14 = t13 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m128i t16 = vcc_sse_not(_mm_cmpeq_epi32(b_v_2, _mm_set1_epi32(0)));
            __m128i q_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t15 * 4UL), t16);
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_int, (const int *)((unsigned long)a + (unsigned long)t15 * 4UL), t16);
            __m128i t17 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t16);
            __m128i t18 = vcc_sse2_rem_epi32(a_v_2, t17);
            __m128i t19 = _mm_sub_epi32(q_v_2, t18);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)q + (unsigned long)t15 * 4UL), t19, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = b[t20];
        if (t21 != 0) {
            int *t22 = q + t20;
            *t22 = *t22 - a[t20] % t21;
        }
    }
}

/* Unsigned: the operands offset into the signed range, the quotient truncated from [0, 2^32). */
void udiv_var(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_div_epu32(a_v, b_v);
            _mm_storeu_si128((__m128i *)(q + i_vec), t3);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t4));
            __m128i t5 = vcc_sse_div_epu32(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)(q + t4), t5);
            i_vec += 8L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 4L) {
        long t8 = t7 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = vcc_sse_div_epu32(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)(q + t9), t10);
            i_vec_1 += 4L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] / b[t11];
    }
}

void urem_var(int n, unsigned *restrict q, const unsigned *restrict a, unsigned m) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i m_v = _mm_set1_epi32((int)m);
        __m128i t3 = _mm_or_si128(m_v, _mm_set1_epi32(1));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = vcc_sse2_rem_epu32(a_v, m_v);
            __m128i t5 = vcc_sse_div_epu32(a_v, t3);
            __m128i t6 = _mm_add_epi32(t4, t5);
            _mm_storeu_si128((__m128i *)(q + i_vec), t6);
            long t7 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i t8 = vcc_sse2_rem_epu32(a_v_1, m_v);
            __m128i t9 = vcc_sse_div_epu32(a_v_1, t3);
            __m128i t10 = _mm_add_epi32(t8, t9);
            _mm_storeu_si128((__m128i *)(q + t7), t10);
            i_vec += 8L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        __m128i t14 = _mm_or_si128(m_v_1, _mm_set1_epi32(1));
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i t16 = vcc_sse2_rem_epu32(a_v_2, m_v_1);
            __m128i t17 = vcc_sse_div_epu32(a_v_2, t14);
            __m128i t18 = _mm_add_epi32(t16, t17);
            _mm_storeu_si128((__m128i *)(q + t15), t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        unsigned int t20 = a[t19];
        q[t19] = t20 % m + t20 / (m | 1U);
    }
}

void udiv_cond(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:57 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = vcc_sse_not(_mm_cmpeq_epi32(b_v, _mm_set1_epi32(0)));
            __m128i q_v = vcc_sse_load_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            __m128i a_v = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m128i t4 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t5 = vcc_sse_div_epu32(a_v, t4);
            __m128i t6 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v, t3);
            __m128i t7 = vcc_sse2_rem_epu32(a_v, t6);
            __m128i t8 = _mm_xor_si128(t5, t7);
            __m128i t9 = _mm_add_epi32(q_v, t8);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t9, t3);
            long t10 = i_vec + 4L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = vcc_sse_not(_mm_cmpeq_epi32(b_v_1, _mm_set1_epi32(0)));
            __m128i q_v_1 = vcc_sse_load_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)t10 * 4UL), t11);
            __m128i a_v_1 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t10 * 4UL), t11);
            __m128i t12 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t11);
            __m128i t13 = vcc_sse_div_epu32(a_v_1, t12);
            __m128i t14 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_1, t11);
            __m128i t15 = vcc_sse2_rem_epu32(a_v_1, t14);
            __m128i t16 = _mm_xor_si128(t13, t15);
            __m128i t17 = _mm_add_epi32(q_v_1, t16);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)t10 * 4UL), t17, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32(b_v_2, _mm_set1_epi32(0)));
            __m128i q_v_2 = vcc_sse_load_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)t21 * 4UL), t22);
            __m128i a_v_2 = vcc_sse_load_masked(vcc_v4_uint, (const unsigned int *)((unsigned long)a + (unsigned long)t21 * 4UL), t22);
            __m128i t23 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t22);
            __m128i t24 = vcc_sse_div_epu32(a_v_2, t23);
            __m128i t25 = vcc_sse2_blendv_epi8(_mm_set1_epi32(1), b_v_2, t22);
            __m128i t26 = vcc_sse2_rem_epu32(a_v_2, t25);
            __m128i t27 = _mm_xor_si128(t24, t26);
            __m128i t28 = _mm_add_epi32(q_v_2, t27);
            vcc_sse_store_masked(vcc_v4_uint, (unsigned int *)((unsigned long)q + (unsigned long)t21 * 4UL), t28, t22);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        unsigned int t30 = b[t29];
        if (t30 != 0U) {
            unsigned int *t31 = q + t29;
            unsigned int t32 = a[t29];
            *t31 = *t31 + ((t32 / t30) ^ (t32 % t30));
        }
    }
}

static unsigned pick_unsigned(int k) {
    switch (k % 9) {
    case 0: return 0xffffffffu;
    case 1: return 0x80000000u;
    case 2: return 0x7fffffffu;
    case 3: return 0x80000000u + (unsigned)(next_rand() % 1000);
    case 4: return (unsigned)(next_rand() % 100);
    case 5: return 0xffffffffu - (unsigned)(next_rand() % 1000);
    default: return (unsigned)next_rand() * 2654435761u;
    }
}

static unsigned pick_udivisor(int k, unsigned a) {
    switch (k % 8) {
    case 0: return 1;
    case 1: return a > 1 ? a - 1 : 2;
    case 2: return a < 0xffffffffu ? a + 1 : 3;
    case 3: return a ? a : 7;
    case 4: return (unsigned)(next_rand() % 9) + 2;
    case 5: return 0x80000000u | (unsigned)(next_rand() % 5);
    case 6: return 0xffffffffu;
    default: { unsigned d = (unsigned)next_rand() * 40503u; return d ? d : 5; }
    }
}

static int pick_dividend(int k) {
    switch (k % 8) {
    case 0: return INT_MIN;
    case 1: return INT_MAX;
    case 2: return INT_MAX - (int)(next_rand() % 1000);
    case 3: return -(int)(next_rand() % 2000000000);
    case 4: return (int)(next_rand() % 100) - 50;
    default: return (int)next_rand();
    }
}

static int pick_divisor(int k, int a) {
    switch (k % 7) {
    case 0: return a == INT_MIN ? 1 : -1;
    case 1: return 1;
    case 2: return a == INT_MIN || a == 0 ? 3 : a - (a > 0 ? 1 : -1) + (a == 1 || a == -1 ? 2 * a : 0);
    case 3: return a == INT_MIN || a == INT_MAX ? 2 : a + (a >= 0 ? 1 : -1);
    case 4: return (int)(next_rand() % 9) + 2;
    case 5: return -(int)(next_rand() % 100000) - 1;
    default: { int d = (int)next_rand(); return d == 0 || (a == INT_MIN && d == -1) ? 5 : d; }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int)), *q = new_array(n, sizeof(int));
        int *c = new_array(n, sizeof(int));
        for (int i = 0; i < n; i++) {
            a[i] = pick_dividend(i + n);
            b[i] = pick_divisor(i * 3 + n, a[i]);
            c[i] = i % 5 == 2 ? 0 : b[i];
            if (a[i] > INT_MAX - 7)
                a[i] = INT_MAX - 7;
        }
        div_var(n, q, a, b);
        printf("n=%d var=%llx", n, HASH(q, n));
        FILL(q, n, 0, 3);
        div_cond(n, q, a, c);
        printf(" cond=%llx", HASH(q, n));
        div_const(n, q, a);
        printf(" const=%llx", HASH(q, n));
        rem_var(n, q, a, b);
        printf(" rem=%llx", HASH(q, n));
        static const int moduli[] = {13, -7, 1, INT_MAX, INT_MIN};
        for (int k = 0; k < 5; k++) {
            rem_uniform(n, moduli[k], q, a);
            printf(" %d:%llx", moduli[k], HASH(q, n));
        }
        FILL(q, n, 0, 3);
        rem_cond(n, q, a, c);
        printf(" remcond=%llx", HASH(q, n));
        unsigned *ua = new_array(n, sizeof(unsigned)), *ub = new_array(n, sizeof(unsigned));
        unsigned *uq = new_array(n, sizeof(unsigned)), *uc = new_array(n, sizeof(unsigned));
        for (int i = 0; i < n; i++) {
            ua[i] = pick_unsigned(i + n);
            ub[i] = pick_udivisor(i * 5 + n, ua[i]);
            uc[i] = i % 4 == 1 ? 0 : ub[i];
        }
        udiv_var(n, uq, ua, ub);
        printf(" udiv=%llx", HASH(uq, n));
        static const unsigned umoduli[] = {1u, 10u, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu};
        for (int k = 0; k < 6; k++) {
            urem_var(n, uq, ua, umoduli[k]);
            printf(" %x:%llx", umoduli[k], HASH(uq, n));
        }
        FILL(uq, n, 0, 3);
        udiv_cond(n, uq, ua, uc);
        printf(" udivcond=%llx\n", HASH(uq, n));
        free(ua), free(ub), free(uq), free(uc);
        free(a), free(b), free(q), free(c);
    }
    return 0;
}
