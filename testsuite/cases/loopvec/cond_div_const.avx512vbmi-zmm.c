/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"
#include <limits.h>

/* Integer division and remainder by constants, under conditions and not. A constant divisor
   other than 0 (and -1 for signed types: INT_MIN / -1 overflows) cannot trap on any lane, so
   if-conversion runs it on every lane as it is, a division by one constant that the C
   compiler multiplies by the reciprocal, with no select of the divisor (which would make it a
   division by lanes: `idiv` per lane). The cost model prices such divisions as that multiply
   (`DivByConstant`) on 16- and 32-bit lanes. A division by -1 keeps the guard. Dividends
   include INT_MIN, INT_MAX and values of both signs. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_div10(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:14 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(-5000), _MM_CMPINT_NLE);
            __m512i t4 = (__m512i)((vcc_v16_int)x_v / (vcc_v16_int)_mm512_set1_epi32(10));
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t5;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t8, x + t9);
        __mmask16 t10 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(-5000), _MM_CMPINT_NLE);
        __mmask16 t11 = _kand_mask16(t8, t10);
        __m512i t12 = (__m512i)((vcc_v16_int)x_v_1 / (vcc_v16_int)_mm512_set1_epi32(10));
        _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t9 * 4UL), t11, t12);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        int t14 = x[t13];
        if (t14 > -5000) {
            y[t13] = t14 / 10;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_rem7(int n, unsigned *restrict y, const unsigned *restrict x) {
    vcc_no_contract_body
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:20 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t4 = _mm512_and_si512(x_v, _mm512_set1_epi32(4));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t6 = (__m512i)((vcc_v16_uint)x_v % (vcc_v16_uint)_mm512_set1_epi32(7));
            __m512i t7 = _mm512_mask_blend_epi32(t5, x_v, t6);
            _mm512_storeu_si512(y + i_vec, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t8;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t11, x + t12);
        __m512i t13 = _mm512_and_si512(x_v_1, _mm512_set1_epi32(4));
        __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t15 = _knot_mask16(t14);
        __mmask16 t16 = _kand_mask16(t11, t15);
        __m512i t17 = (__m512i)((vcc_v16_uint)x_v_1 % (vcc_v16_uint)_mm512_set1_epi32(7));
        __m512i t18 = _mm512_mask_blend_epi32(t16, t17, x_v_1);
        _mm512_mask_storeu_epi32(y + t12, t11, t18);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    while (i < n) {
        long t19 = (long)i;
        unsigned int t1 = x[t19];
        if (t1 & 4U) {
            t1 %= 7U;
        }
        y[t19] = t1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_rem_neg(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:29 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_and_si512(x_v, _mm512_set1_epi32(1));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t5 = (__m512i)((vcc_v16_int)x_v % (vcc_v16_int)_mm512_set1_epi32(-3));
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t4, t5);
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
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t9, x + t10);
        __m512i t11 = _mm512_and_si512(x_v_1, _mm512_set1_epi32(1));
        __mmask16 t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t13 = _kand_mask16(t9, t12);
        __m512i t14 = (__m512i)((vcc_v16_int)x_v_1 % (vcc_v16_int)_mm512_set1_epi32(-3));
        _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t10 * 4UL), t13, t14);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        if (t16 & 1) {
            y[t15] = t16 % -3;
        }
    }
}

/* Guarded: x / -1 of INT_MIN would overflow on a lane the condition excludes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_div_minus1(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:36 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32((int)-2147483648), _MM_CMPINT_NE);
            __m512i t4 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(1), _mm512_set1_epi32(-1));
            __m512i t5 = vcc_avx512_div_epi32(x_v, t4);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t5);
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
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t9, x + t10);
        __mmask16 t11 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32((int)-2147483648), _MM_CMPINT_NE);
        __mmask16 t12 = _kand_mask16(t9, t11);
        __m512i t13 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(1), _mm512_set1_epi32(-1));
        __m512i t14 = vcc_avx512_div_epi32(x_v_1, t13);
        _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t10 * 4UL), t12, t14);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        if (t16 != (-2147483647 - 1)) {
            y[t15] = t16 / -1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shorts_div3(int n, short *restrict y, const short *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:42 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(x_v);
            __m512i t4 = (__m512i)((vcc_v16_int)t3 / (vcc_v16_int)_mm512_set1_epi32(3));
            __m512i t5 = (__m512i)((vcc_v16_int)t3 % (vcc_v16_int)_mm512_set1_epi32(5));
            __m512i t6 = _mm512_add_epi32(t4, t5);
            __m256i t7 = _mm512_cvtepi32_epi16(t6);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        int t9 = (int)x[t8];
        y[t8] = (short)(t9 / 3 + t9 % 5);
    }
}

/* The coverage suite's ty_div_const. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_rem_plain(int n, int *restrict y, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_div_const.c:48 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = (__m512i)((vcc_v16_int)b_v / (vcc_v16_int)_mm512_set1_epi32(7));
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t4 = (__m512i)((vcc_v16_int)c_v % (vcc_v16_int)_mm512_set1_epi32(5));
            __m512i t5 = _mm512_add_epi32(t3, t4);
            _mm512_storeu_si512(y + i_vec, t5);
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
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t9, b + t10);
        __m512i t11 = (__m512i)((vcc_v16_int)b_v_1 / (vcc_v16_int)_mm512_set1_epi32(7));
        __m512i c_v_1 = _mm512_maskz_loadu_epi32(t9, c + t10);
        __m512i t12 = (__m512i)((vcc_v16_int)c_v_1 % (vcc_v16_int)_mm512_set1_epi32(5));
        __m512i t13 = _mm512_add_epi32(t11, t12);
        _mm512_mask_storeu_epi32(y + t10, t9, t13);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        y[t14] = b[t14] / 7 + c[t14] % 5;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        short *sx = new_array(n, 2), *sy = new_array(n, 2);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            switch (r % 5) {
            case 0: x[i] = INT_MIN; break;
            case 1: x[i] = INT_MAX; break;
            default: x[i] = (int)(next_rand() * 2654435761u) >> (r % 17); break;
            }
            z[i] = (int)next_rand() - (int)(UINT32_MAX / 2);
            sx[i] = (short)next_rand();
            y[i] = -1;
        }
        cond_div10(n, y, x);
        printf("n=%d cond_div10 %llx\n", n, HASH(y, n));
        cond_rem7(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_rem7 %llx\n", n, HASH(y, n));
        cond_rem_neg(n, y, x);
        printf("n=%d cond_rem_neg %llx\n", n, HASH(y, n));
        cond_div_minus1(n, y, x);
        printf("n=%d cond_div_minus1 %llx\n", n, HASH(y, n));
        shorts_div3(n, sy, sx);
        printf("n=%d shorts_div3 %llx\n", n, HASH(sy, n));
        div_rem_plain(n, y, x, z);
        printf("n=%d div_rem_plain %llx\n", n, HASH(y, n));
        free(x), free(y), free(z), free(sx), free(sy);
    }
    return 0;
}
