/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx512_div_epu32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epu32(_mm512_div_pd(_mm512_cvtepu32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepu32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epu32(_mm512_div_pd(_mm512_cvtepu32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepu32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epu32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:14 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = vcc_avx512_div_epi32(a_v, b_v);
            _mm512_storeu_si512(q + i_vec, t3);
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
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + t8);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t7, b + t8);
        __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(1), b_v_1);
        __m512i t10 = vcc_avx512_div_epi32(a_v_1, t9);
        _mm512_mask_storeu_epi32(q + t8, t7, t10);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] / b[t11];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:19 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            __m512i t4 = _mm512_add_epi32(a_v, _mm512_set1_epi32(7));
            __m512i t5 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t6 = vcc_avx512_div_epi32(t4, t5);
            _mm512_mask_storeu_epi32((int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)t7;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t10, b + t11);
        __mmask16 t12 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t13 = _kand_mask16(t10, t12);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t13, (const int *)((unsigned long)a + (unsigned long)t11 * 4UL));
        __m512i t14 = _mm512_add_epi32(a_v_1, _mm512_set1_epi32(7));
        __m512i t15 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), b_v_1);
        __m512i t16 = vcc_avx512_div_epi32(t14, t15);
        _mm512_mask_storeu_epi32((int *)((unsigned long)q + (unsigned long)t11 * 4UL), t13, t16);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = b[t17];
        if (t18 != 0) {
            q[t17] = (a[t17] + 7) / t18;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_const(int n, int *restrict q, const int *restrict a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:25 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = (__m512i)((vcc_v16_int)a_v / (vcc_v16_int)_mm512_set1_epi32(7));
            __m512i t4 = (__m512i)((vcc_v16_int)a_v / (vcc_v16_int)_mm512_set1_epi32(-3));
            __m512i t5 = _mm512_add_epi32(t3, t4);
            _mm512_storeu_si512(q + i_vec, t5);
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
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + t10);
        __m512i t11 = (__m512i)((vcc_v16_int)a_v_1 / (vcc_v16_int)_mm512_set1_epi32(7));
        __m512i t12 = (__m512i)((vcc_v16_int)a_v_1 / (vcc_v16_int)_mm512_set1_epi32(-3));
        __m512i t13 = _mm512_add_epi32(t11, t12);
        _mm512_mask_storeu_epi32(q + t10, t9, t13);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        int t15 = a[t14];
        q[t14] = t15 / 7 + t15 / -3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rem_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:30 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = vcc_avx512_rem_epi32(a_v, b_v);
            _mm512_storeu_si512(q + i_vec, t3);
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
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + t8);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t7, b + t8);
        __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(1), b_v_1);
        __m512i t10 = vcc_avx512_rem_epi32(a_v_1, t9);
        _mm512_mask_storeu_epi32(q + t8, t7, t10);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] % b[t11];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rem_uniform(int n, int m, int *restrict q, const int *restrict a) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32((int)m);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:35 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t4 = vcc_avx512_rem_epi32(a_v, m_v);
            __m512i t5 = vcc_avx512_rem_epi32((__m512i)i_v, m_v);
            __m512i t6 = _mm512_xor_si512(t4, t5);
            _mm512_storeu_si512(q + i_vec, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t13 = (long)t7;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t10, a + t13);
        __m512i t14 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), m_v_1);
        __m512i t15 = vcc_avx512_rem_epi32(a_v_1, t14);
        __m512i t16 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), m_v_1);
        __m512i t17 = vcc_avx512_rem_epi32(t12, t16);
        __m512i t18 = _mm512_xor_si512(t15, t17);
        _mm512_mask_storeu_epi32(q + t13, t10, t18);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        q[t19] = (a[t19] % m) ^ (i % m);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void rem_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:40 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i q_v = _mm512_maskz_loadu_epi32(t3, (int *)((unsigned long)q + (unsigned long)i_vec * 4UL));
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t5 = vcc_avx512_rem_epi32(a_v, t4);
            __m512i t6 = _mm512_sub_epi32(q_v, t5);
            _mm512_mask_storeu_epi32((int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        long t11 = (long)t7;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t10, b + t11);
        __mmask16 t12 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t13 = _kand_mask16(t10, t12);
        __m512i q_v_1 = _mm512_maskz_loadu_epi32(t13, (int *)((unsigned long)q + (unsigned long)t11 * 4UL));
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t13, (const int *)((unsigned long)a + (unsigned long)t11 * 4UL));
        __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(1), b_v_1);
        __m512i t15 = vcc_avx512_rem_epi32(a_v_1, t14);
        __m512i t16 = _mm512_sub_epi32(q_v_1, t15);
        _mm512_mask_storeu_epi32((int *)((unsigned long)q + (unsigned long)t11 * 4UL), t13, t16);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = b[t17];
        if (t18 != 0) {
            int *t19 = q + t17;
            *t19 = *t19 - a[t17] % t18;
        }
    }
}

/* Unsigned: the operands offset into the signed range, the quotient truncated from [0, 2^32). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void udiv_var(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:47 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = vcc_avx512_div_epu32(a_v, b_v);
            _mm512_storeu_si512(q + i_vec, t3);
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
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + t8);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t7, b + t8);
        __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(1), b_v_1);
        __m512i t10 = vcc_avx512_div_epu32(a_v_1, t9);
        _mm512_mask_storeu_epi32(q + t8, t7, t10);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        q[t11] = a[t11] / b[t11];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void urem_var(int n, unsigned *restrict q, const unsigned *restrict a, unsigned m) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i m_v = _mm512_set1_epi32((int)m);
        __m512i t3 = _mm512_or_si512(m_v, _mm512_set1_epi32(1));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:52 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t4 = vcc_avx512_rem_epu32(a_v, m_v);
            __m512i t5 = vcc_avx512_div_epu32(a_v, t3);
            __m512i t6 = _mm512_add_epi32(t4, t5);
            _mm512_storeu_si512(q + i_vec, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        __m512i t11 = _mm512_or_si512(m_v_1, _mm512_set1_epi32(1));
        long t12 = (long)t7;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t10, a + t12);
        __m512i t13 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), m_v_1);
        __m512i t14 = vcc_avx512_rem_epu32(a_v_1, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), t11);
        __m512i t16 = vcc_avx512_div_epu32(a_v_1, t15);
        __m512i t17 = _mm512_add_epi32(t14, t16);
        _mm512_mask_storeu_epi32(q + t12, t10, t17);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        unsigned int t19 = a[t18];
        q[t18] = t19 % m + t19 / (m | 1U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void udiv_cond(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:57 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(b_v, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i q_v = _mm512_maskz_loadu_epi32(t3, (unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL));
            __m512i a_v = _mm512_maskz_loadu_epi32(t3, (const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t5 = vcc_avx512_div_epu32(a_v, t4);
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), b_v);
            __m512i t7 = vcc_avx512_rem_epu32(a_v, t6);
            __m512i t8 = _mm512_xor_si512(t5, t7);
            __m512i t9 = _mm512_add_epi32(q_v, t8);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if ((t11 >= 1L) & (t11 <= 16L)) {
        __m512i t12 = _mm512_set1_epi32((int)(int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t12, _MM_CMPINT_LT);
        long t14 = (long)t10;
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t13, b + t14);
        __mmask16 t15 = _mm512_cmp_epi32_mask(b_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t16 = _kand_mask16(t13, t15);
        __m512i q_v_1 = _mm512_maskz_loadu_epi32(t16, (unsigned int *)((unsigned long)q + (unsigned long)t14 * 4UL));
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t16, (const unsigned int *)((unsigned long)a + (unsigned long)t14 * 4UL));
        __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), b_v_1);
        __m512i t18 = vcc_avx512_div_epu32(a_v_1, t17);
        __m512i t19 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(1), b_v_1);
        __m512i t20 = vcc_avx512_rem_epu32(a_v_1, t19);
        __m512i t21 = _mm512_xor_si512(t18, t20);
        __m512i t22 = _mm512_add_epi32(q_v_1, t21);
        _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)q + (unsigned long)t14 * 4UL), t16, t22);
        i = (int)((long)t10 + t11);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        unsigned int t24 = b[t23];
        if (t24 != 0U) {
            unsigned int *t25 = q + t23;
            unsigned int t26 = a[t23];
            *t25 = *t25 + ((t26 / t24) ^ (t26 % t24));
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
