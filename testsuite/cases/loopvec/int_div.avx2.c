/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })
#define vcc_avx2_cvtepu32_pd(X) _mm256_add_pd(_mm256_cvtepi32_pd(_mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))), _mm256_set1_pd(2147483648.0))
#define vcc_avx2_cvttpd_epu32(Q) ({ __m256d vcc_q = (Q), vcc_big = _mm256_cmp_pd(vcc_q, _mm256_set1_pd(2147483648.0), _CMP_GE_OQ); __m128i vcc_t = _mm256_cvttpd_epi32(_mm256_sub_pd(vcc_q, _mm256_and_pd(vcc_big, _mm256_set1_pd(2147483648.0)))); _mm_xor_si128(vcc_t, _mm_and_si128(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(vcc_big), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6))), _mm_set1_epi32(-2147483647 - 1))); })
#define vcc_avx2_div128_epu32(A, B) vcc_avx2_cvttpd_epu32(_mm256_div_pd(vcc_avx2_cvtepu32_pd(A), vcc_avx2_cvtepu32_pd(B)))
#define vcc_avx2_div_epu32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = vcc_avx2_div128_epu32(_mm256_castsi256_si128(vcc_a), _mm256_castsi256_si128(vcc_b)); __m128i vcc_q1 = vcc_avx2_div128_epu32(_mm256_extracti128_si256(vcc_a, 1), _mm256_extracti128_si256(vcc_b, 1)); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epu32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })

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

__attribute__((target("avx2"))) void div_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:14 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = vcc_avx2_div_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] / b[t4];
    }
}

__attribute__((target("avx2"))) void div_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:19 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpeq_epi32(b_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = _mm256_add_epi32(a_v, _mm256_set1_epi32(7));
            __m256i t5 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t6 = vcc_avx2_div_epi32(t4, t5);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t8 = b[t7];
        if (t8 != 0) {
            q[t7] = (a[t7] + 7) / t8;
        }
    }
}

__attribute__((target("avx2"))) void div_const(int n, int *restrict q, const int *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t4 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)_mm256_set1_epi32(-3));
            __m256i t5 = _mm256_add_epi32(t3, t4);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t7 = (__m256i)((vcc_v8_int)a_v_1 / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t8 = (__m256i)((vcc_v8_int)a_v_1 / (vcc_v8_int)_mm256_set1_epi32(-3));
            __m256i t9 = _mm256_add_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(q + t6), t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at int_div.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t14 = (__m256i)((vcc_v8_int)a_v_2 / (vcc_v8_int)_mm256_set1_epi32(7));
            __m256i t15 = (__m256i)((vcc_v8_int)a_v_2 / (vcc_v8_int)_mm256_set1_epi32(-3));
            __m256i t16 = _mm256_add_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(q + t13), t16);
            i_vec_1 += 8L;
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

__attribute__((target("avx2"))) void rem_var(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = vcc_avx2_rem_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] % b[t4];
    }
}

__attribute__((target("avx2"))) void rem_uniform(int n, int m, int *restrict q, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:35 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t4 = vcc_avx2_rem_epi32(a_v, m_v);
            __m256i t5 = vcc_avx2_rem_epi32((__m256i)i_v, m_v);
            __m256i t6 = _mm256_xor_si256(t4, t5);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t6);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        q[t7] = (a[t7] % m) ^ (i % m);
    }
}

__attribute__((target("avx2"))) void rem_cond(int n, int *restrict q, const int *restrict a, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:40 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpeq_epi32(b_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i q_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            __m256i a_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t5 = vcc_avx2_rem_epi32(a_v, t4);
            __m256i t6 = _mm256_sub_epi32(q_v, t5);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        int t8 = b[t7];
        if (t8 != 0) {
            int *t9 = q + t7;
            *t9 = *t9 - a[t7] % t8;
        }
    }
}

/* Unsigned: the operands offset into the signed range, the quotient truncated from [0, 2^32). */
__attribute__((target("avx2"))) void udiv_var(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:47 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = vcc_avx2_div_epu32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t3);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        q[t4] = a[t4] / b[t4];
    }
}

__attribute__((target("avx2"))) void urem_var(int n, unsigned *restrict q, const unsigned *restrict a, unsigned m) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_or_si256(m_v, _mm256_set1_epi32(1));
        long i_vec = 0L;
        /* vcc: loop at int_div.c:52 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t4 = vcc_avx2_rem_epu32(a_v, m_v);
            __m256i t5 = vcc_avx2_div_epu32(a_v, t3);
            __m256i t6 = _mm256_add_epi32(t4, t5);
            _mm256_storeu_si256((__m256i *)(q + i_vec), t6);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t7 = (long)i;
        unsigned int t8 = a[t7];
        q[t7] = t8 % m + t8 / (m | 1U);
    }
}

__attribute__((target("avx2"))) void udiv_cond(int n, unsigned *restrict q, const unsigned *restrict a, const unsigned *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at int_div.c:57 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_xor_si256(_mm256_cmpeq_epi32(b_v, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i q_v = _mm256_maskload_epi32((const int *)(unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3);
            __m256i a_v = _mm256_maskload_epi32((const int *)(const unsigned int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3);
            __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t5 = vcc_avx2_div_epu32(a_v, t4);
            __m256i t6 = _mm256_blendv_epi8(_mm256_set1_epi32(1), b_v, t3);
            __m256i t7 = vcc_avx2_rem_epu32(a_v, t6);
            __m256i t8 = _mm256_xor_si256(t5, t7);
            __m256i t9 = _mm256_add_epi32(q_v, t8);
            _mm256_maskstore_epi32((int *)(unsigned int *)((unsigned long)q + (unsigned long)i_vec * 4UL), t3, t9);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        unsigned int t11 = b[t10];
        if (t11 != 0U) {
            unsigned int *t12 = q + t10;
            unsigned int t13 = a[t10];
            *t12 = *t12 + ((t13 / t11) ^ (t13 % t11));
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
