/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_and_si512(x_v, _mm512_set1_epi32(1));
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t5 = _mm512_srai_epi32(x_v, 1);
            __m512i t6 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_mask_blend_epi32(t4, t5, t6);
            _mm512_storeu_si512(y + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t8);
            __m512i t9 = _mm512_and_si512(x_v_1, _mm512_set1_epi32(1));
            __mmask16 t10 = _mm512_cmp_epi32_mask(t9, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t11 = _mm512_srai_epi32(x_v_1, 1);
            __m512i t12 = _mm512_mullo_epi32(x_v_1, _mm512_set1_epi32(3));
            __m512i t13 = _mm512_mask_blend_epi32(t10, t11, t12);
            _mm512_storeu_si512(y + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t17);
            __m512i t18 = _mm512_and_si512(x_v_2, _mm512_set1_epi32(1));
            __mmask16 t19 = _mm512_cmp_epi32_mask(t18, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t20 = _mm512_srai_epi32(x_v_2, 1);
            __m512i t21 = _mm512_mullo_epi32(x_v_2, _mm512_set1_epi32(3));
            __m512i t22 = _mm512_mask_blend_epi32(t19, t20, t21);
            _mm512_storeu_si512(y + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t23;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t26, x + t27);
        __m512i t28 = _mm512_and_si512(x_v_3, _mm512_set1_epi32(1));
        __mmask16 t29 = _mm512_cmp_epi32_mask(t28, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t30 = _knot_mask16(t29);
        __mmask16 t31 = _kand_mask16(t26, t30);
        __m512i t32 = _mm512_srai_epi32(x_v_3, 1);
        __m512i t33 = _mm512_mullo_epi32(x_v_3, _mm512_set1_epi32(3));
        __m512i t34 = _mm512_mask_blend_epi32(t31, t33, t32);
        _mm512_mask_storeu_epi32(y + t27, t26, t34);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = x[t35];
        if (t36 & 1) {
            t37 = (int)((unsigned int)t36 * 3U);
        } else {
            t37 = t36 >> 1;
        }
        y[t35] = t37;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_even_long(int n, long *restrict y, const long *restrict x) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t49;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_and_si512(x_v, _mm512_set1_epi64((long long)1LL));
            __m256i t4 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t3, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t5 = _mm512_srai_epi64(x_v, 63);
            __m512i t6 = _mm512_mullo_epi64(x_v, _mm512_set1_epi64((long long)3LL));
            __m512i t7 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t4), t5, t6);
            _mm512_storeu_si512(y + i_vec, t7);
            long t8 = i_vec + 8L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t8);
            __m512i t9 = _mm512_and_si512(x_v_1, _mm512_set1_epi64((long long)1LL));
            __m256i t10 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t9, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t11 = _mm512_srai_epi64(x_v_1, 63);
            __m512i t12 = _mm512_mullo_epi64(x_v_1, _mm512_set1_epi64((long long)3LL));
            __m512i t13 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t10), t11, t12);
            _mm512_storeu_si512(y + t8, t13);
            long t14 = i_vec + 16L;
            __m512i x_v_2 = _mm512_loadu_si512(x + t14);
            __m512i t15 = _mm512_and_si512(x_v_2, _mm512_set1_epi64((long long)1LL));
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t15, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t17 = _mm512_srai_epi64(x_v_2, 63);
            __m512i t18 = _mm512_mullo_epi64(x_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t19 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t16), t17, t18);
            _mm512_storeu_si512(y + t14, t19);
            long t20 = i_vec + 24L;
            __m512i x_v_3 = _mm512_loadu_si512(x + t20);
            __m512i t21 = _mm512_and_si512(x_v_3, _mm512_set1_epi64((long long)1LL));
            __m256i t22 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t21, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t23 = _mm512_srai_epi64(x_v_3, 63);
            __m512i t24 = _mm512_mullo_epi64(x_v_3, _mm512_set1_epi64((long long)3LL));
            __m512i t25 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t22), t23, t24);
            _mm512_storeu_si512(y + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m512i x_v_4 = _mm512_loadu_si512(x + t29);
            __m512i t30 = _mm512_and_si512(x_v_4, _mm512_set1_epi64((long long)1LL));
            __m256i t31 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t30, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t32 = _mm512_srai_epi64(x_v_4, 63);
            __m512i t33 = _mm512_mullo_epi64(x_v_4, _mm512_set1_epi64((long long)3LL));
            __m512i t34 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t31), t32, t33);
            _mm512_storeu_si512(y + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        __m512i x_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), x + t39);
        __m512i t40 = _mm512_and_si512(x_v_5, _mm512_set1_epi64((long long)1LL));
        __m256i t41 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t40, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_and_si256(t38, t42);
        __m512i t44 = _mm512_srai_epi64(x_v_5, 63);
        __m512i t45 = _mm512_mullo_epi64(x_v_5, _mm512_set1_epi64((long long)3LL));
        __m512i t46 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t43), t45, t44);
        _mm512_mask_storeu_epi64(y + t39, _mm256_movepi32_mask(t38), t46);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t47 = (long)i;
        long t48 = x[t47];
        if (t48 & 1L) {
            t49 = (long)((unsigned long)t48 * 3UL);
        } else {
            t49 = t48 >> 63;
        }
        y[t47] = t49;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epu32_mask(x_v, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
            __m512i t4 = _mm512_slli_epi32(x_v, 31);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t3, t4);
            long t5 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t5);
            __mmask16 t6 = _mm512_cmp_epu32_mask(x_v_1, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_slli_epi32(x_v_1, 31);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t5 * 4UL), t6, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:30 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t11);
            __mmask16 t12 = _mm512_cmp_epu32_mask(x_v_2, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
            __m512i t13 = _mm512_slli_epi32(x_v_2, 31);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t11 * 4UL), t12, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t17, x + t18);
        __mmask16 t19 = _mm512_cmp_epu32_mask(x_v_3, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
        __mmask16 t20 = _kand_mask16(t17, t19);
        __m512i t21 = _mm512_slli_epi32(x_v_3, 31);
        _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t18 * 4UL), t20, t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        unsigned int t23 = x[t22];
        if (t23 > 1000U) {
            y[t22] = t23 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t20;
    int t32;
    int i;
    int t48;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t4 = _mm512_cmp_epi32_mask(x_v, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), _mm512_set1_epi32(20));
            __m512i t9 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), x_v);
            __m512i t10 = _mm512_sllv_epi32(t9, t8);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t7, t10);
            long t11 = i_vec + 16L;
            __m512i x_v_1 = _mm512_loadu_si512(x + t11);
            __mmask16 t12 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t13 = _mm512_cmp_epi32_mask(x_v_1, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t14 = _mm512_maskz_mov_epi32(t13, _mm512_set1_epi32(1));
            __m512i t15 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(0), _mm512_set1_epi32(20));
            __m512i t18 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(0), x_v_1);
            __m512i t19 = _mm512_sllv_epi32(t18, t17);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t11 * 4UL), t16, t19);
            i_vec += 32L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:37 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t23);
            __mmask16 t24 = _mm512_cmp_epi32_mask(x_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __mmask16 t25 = _mm512_cmp_epi32_mask(x_v_2, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
            __m512i t26 = _mm512_maskz_mov_epi32(t25, _mm512_set1_epi32(1));
            __m512i t27 = _mm512_mask_blend_epi32(t24, _mm512_set1_epi32(0), t26);
            __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t29 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(0), _mm512_set1_epi32(20));
            __m512i t30 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(0), x_v_2);
            __m512i t31 = _mm512_sllv_epi32(t30, t29);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t23 * 4UL), t28, t31);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        t32 = (int)((long)t20 + t22);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    if ((t33 >= 1L) & (t33 <= 16L)) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t33);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        long t36 = (long)t32;
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t35, x + t36);
        __mmask16 t37 = _mm512_cmp_epi32_mask(x_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t38 = _mm512_cmp_epi32_mask(x_v_3, _mm512_set1_epi32(1000), _MM_CMPINT_LT);
        __m512i t39 = _mm512_maskz_mov_epi32(t38, _mm512_set1_epi32(1));
        __m512i t40 = _mm512_mask_blend_epi32(t37, _mm512_set1_epi32(0), t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(t40, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t42 = _kand_mask16(t35, t41);
        __m512i t43 = _mm512_mask_blend_epi32(t42, _mm512_set1_epi32(0), _mm512_set1_epi32(20));
        __m512i t44 = _mm512_mask_blend_epi32(t42, _mm512_set1_epi32(0), x_v_3);
        __m512i t45 = _mm512_sllv_epi32(t44, t43);
        _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t36 * 4UL), t42, t45);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        int t47 = x[t46];
        if (t47 > 0) {
            t48 = (t47 < 1000) != 0;
        } else {
            t48 = 0;
        }
        if (t48) {
            y[t46] = t47 << 20;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    vcc_no_contract_body
    int t18;
    int t29;
    int i;
    int t44;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i s_v = _mm512_loadu_si512(s + i_vec);
            __mmask16 t3 = _mm512_cmp_epi32_mask(s_v, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
            __mmask16 t4 = _mm512_cmp_epi32_mask(s_v, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            __m512i t6 = _mm512_mask_blend_epi32(t3, _mm512_set1_epi32(0), t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i x_v = _mm512_maskz_loadu_epi32(t7, (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), s_v);
            __m512i t9 = _mm512_srav_epi32(x_v, t8);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), t7, t9);
            long t10 = i_vec + 16L;
            __m512i s_v_1 = _mm512_loadu_si512(s + t10);
            __mmask16 t11 = _mm512_cmp_epi32_mask(s_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
            __mmask16 t12 = _mm512_cmp_epi32_mask(s_v_1, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t13 = _mm512_maskz_mov_epi32(t12, _mm512_set1_epi32(1));
            __m512i t14 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t13);
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i x_v_1 = _mm512_maskz_loadu_epi32(t15, (const int *)((unsigned long)x + (unsigned long)t10 * 4UL));
            __m512i t16 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(0), s_v_1);
            __m512i t17 = _mm512_srav_epi32(x_v_1, t16);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t10 * 4UL), t15, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m512i s_v_2 = _mm512_loadu_si512(s + t21);
            __mmask16 t22 = _mm512_cmp_epi32_mask(s_v_2, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
            __mmask16 t23 = _mm512_cmp_epi32_mask(s_v_2, _mm512_set1_epi32(32), _MM_CMPINT_LT);
            __m512i t24 = _mm512_maskz_mov_epi32(t23, _mm512_set1_epi32(1));
            __m512i t25 = _mm512_mask_blend_epi32(t22, _mm512_set1_epi32(0), t24);
            __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i x_v_2 = _mm512_maskz_loadu_epi32(t26, (const int *)((unsigned long)x + (unsigned long)t21 * 4UL));
            __m512i t27 = _mm512_mask_blend_epi32(t26, _mm512_set1_epi32(0), s_v_2);
            __m512i t28 = _mm512_srav_epi32(x_v_2, t27);
            _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t21 * 4UL), t26, t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t20);
        t29 = (int)((long)t18 + t20);
    } else {
        t29 = t18;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        long t33 = (long)t29;
        __m512i s_v_3 = _mm512_maskz_loadu_epi32(t32, s + t33);
        __mmask16 t34 = _mm512_cmp_epi32_mask(s_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLT);
        __mmask16 t35 = _mm512_cmp_epi32_mask(s_v_3, _mm512_set1_epi32(32), _MM_CMPINT_LT);
        __m512i t36 = _mm512_maskz_mov_epi32(t35, _mm512_set1_epi32(1));
        __m512i t37 = _mm512_mask_blend_epi32(t34, _mm512_set1_epi32(0), t36);
        __mmask16 t38 = _mm512_cmp_epi32_mask(t37, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t39 = _kand_mask16(t32, t38);
        __m512i x_v_3 = _mm512_maskz_loadu_epi32(t39, (const int *)((unsigned long)x + (unsigned long)t33 * 4UL));
        __m512i t40 = _mm512_mask_blend_epi32(t39, _mm512_set1_epi32(0), s_v_3);
        __m512i t41 = _mm512_srav_epi32(x_v_3, t40);
        _mm512_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t33 * 4UL), t39, t41);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        int t43 = s[t42];
        if (t43 >= 0) {
            t44 = (t43 < 32) != 0;
        } else {
            t44 = 0;
        }
        if (t44) {
            y[t42] = x[t42] >> t43;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    vcc_no_contract_body
    int t20;
    int i;
    int t35;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(x_v);
            __m512i t4 = _mm512_and_si512(t3, _mm512_set1_epi32(128));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t6 = _mm512_srai_epi32(t3, 2);
            __m128i t7 = _mm512_cvtepi32_epi8(t6);
            __m512i t8 = _mm512_srai_epi32(t3, 7);
            __m128i t9 = _mm512_cvtepi32_epi8(t8);
            __m128i t10 = _mm_mask_blend_epi8(t5, t7, t9);
            _mm_storeu_si128((__m128i *)(y + i_vec), t10);
            long t11 = i_vec + 16L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t11));
            __m512i t12 = _mm512_cvtepu8_epi32(x_v_1);
            __m512i t13 = _mm512_and_si512(t12, _mm512_set1_epi32(128));
            __mmask16 t14 = _mm512_cmp_epi32_mask(t13, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t15 = _mm512_srai_epi32(t12, 2);
            __m128i t16 = _mm512_cvtepi32_epi8(t15);
            __m512i t17 = _mm512_srai_epi32(t12, 7);
            __m128i t18 = _mm512_cvtepi32_epi8(t17);
            __m128i t19 = _mm_mask_blend_epi8(t14, t16, t18);
            _mm_storeu_si128((__m128i *)(y + t11), t19);
            i_vec += 32L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t23));
            __m512i t24 = _mm512_cvtepu8_epi32(x_v_2);
            __m512i t25 = _mm512_and_si512(t24, _mm512_set1_epi32(128));
            __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __m512i t27 = _mm512_srai_epi32(t24, 2);
            __m128i t28 = _mm512_cvtepi32_epi8(t27);
            __m512i t29 = _mm512_srai_epi32(t24, 7);
            __m128i t30 = _mm512_cvtepi32_epi8(t29);
            __m128i t31 = _mm_mask_blend_epi8(t26, t28, t30);
            _mm_storeu_si128((__m128i *)(y + t23), t31);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        unsigned char *t33 = y + t32;
        int t34 = (int)x[t32];
        if (t34 & 128) {
            t35 = (int)(unsigned char)(t34 >> 7);
        } else {
            t35 = (int)(unsigned char)(t34 >> 2);
        }
        *t33 = (unsigned char)t35;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, 4), *y = new_array(n, 4), *s = new_array(n, 4);
        long *lx = new_array(n, 8), *ly = new_array(n, 8);
        unsigned char *bx = new_array(n, 1), *by = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            uint32_t r = next_rand();
            x[i] = (int)(r * 2654435761u) >> (r % 3);
            s[i] = (int)(next_rand() % 40) - 4;
            lx[i] = (long)((uint64_t)next_rand() << 33 ^ next_rand());
            bx[i] = (unsigned char)next_rand();
            y[i] = -1;
            ly[i] = -1;
            by[i] = 0;
        }
        odd_even(n, y, x);
        printf("n=%d odd_even %llx\n", n, HASH(y, n));
        odd_even_long(n, ly, lx);
        printf("n=%d odd_even_long %llx\n", n, HASH(ly, n));
        cond_shl_unsigned(n, (unsigned *)y, (const unsigned *)x);
        printf("n=%d cond_shl_unsigned %llx\n", n, HASH(y, n));
        cond_shl_signed(n, y, x);
        printf("n=%d cond_shl_signed %llx\n", n, HASH(y, n));
        cond_shift_var(n, y, x, s);
        printf("n=%d cond_shift_var %llx\n", n, HASH(y, n));
        cond_shift_bytes(n, by, bx);
        printf("n=%d cond_shift_bytes %llx\n", n, HASH(by, n));
        free(x), free(y), free(s), free(lx), free(ly), free(bx), free(by);
    }
    return 0;
}
