/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Shifts under a condition. A shift right, or a shift left of an unsigned value, by a constant
   below the width cannot misbehave on any lane, so if-conversion runs it on every lane as it is:
   a shift by one count (SSE's psrad, psrlq), with no select of the count, which would make it a
   shift by lanes (none on SSE, nor a 64-bit arithmetic one on AVX2). A count that is not a
   constant, one at or past the width, and a signed shift left keep the guard (count 0, or
   value 0, on inactive lanes). Values cover both signs and the top bits. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    int t49;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_and_si256(x_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t3, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t5 = _mm256_srai_epi32(x_v, 1);
            __m256i t6 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_ternarylogic_epi32(t4, t6, t5, 0xCA);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_and_si256(x_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t9, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t11 = _mm256_srai_epi32(x_v_1, 1);
            __m256i t12 = _mm256_mullo_epi32(x_v_1, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_ternarylogic_epi32(t10, t12, t11, 0xCA);
            _mm256_storeu_si256((__m256i *)(y + t8), t13);
            long t14 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t15 = _mm256_and_si256(x_v_2, _mm256_set1_epi32(1));
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t17 = _mm256_srai_epi32(x_v_2, 1);
            __m256i t18 = _mm256_mullo_epi32(x_v_2, _mm256_set1_epi32(3));
            __m256i t19 = _mm256_ternarylogic_epi32(t16, t18, t17, 0xCA);
            _mm256_storeu_si256((__m256i *)(y + t14), t19);
            long t20 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t21 = _mm256_and_si256(x_v_3, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t21, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t23 = _mm256_srai_epi32(x_v_3, 1);
            __m256i t24 = _mm256_mullo_epi32(x_v_3, _mm256_set1_epi32(3));
            __m256i t25 = _mm256_ternarylogic_epi32(t22, t24, t23, 0xCA);
            _mm256_storeu_si256((__m256i *)(y + t20), t25);
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
        /* vcc: loop at cond_shift.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t30 = _mm256_and_si256(x_v_4, _mm256_set1_epi32(1));
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t30, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t32 = _mm256_srai_epi32(x_v_4, 1);
            __m256i t33 = _mm256_mullo_epi32(x_v_4, _mm256_set1_epi32(3));
            __m256i t34 = _mm256_ternarylogic_epi32(t31, t33, t32, 0xCA);
            _mm256_storeu_si256((__m256i *)(y + t29), t34);
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
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), x + t39);
        __m256i t40 = _mm256_and_si256(x_v_5, _mm256_set1_epi32(1));
        __m256i t41 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t40, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t42 = (__m256i)~(vcc_m8)t41;
        __m256i t43 = _mm256_and_si256(t38, t42);
        __m256i t44 = _mm256_srai_epi32(x_v_5, 1);
        __m256i t45 = _mm256_mullo_epi32(x_v_5, _mm256_set1_epi32(3));
        __m256i t46 = _mm256_ternarylogic_epi32(t43, t44, t45, 0xCA);
        _mm256_mask_storeu_epi32(y + t39, _mm256_movepi32_mask(t38), t46);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t47 = (long)i;
        int t48 = x[t47];
        if (t48 & 1) {
            t49 = (int)((unsigned int)t48 * 3U);
        } else {
            t49 = t48 >> 1;
        }
        y[t47] = t49;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even_long(int n, long *restrict y, const long *restrict x) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    long t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
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
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i x_v_2 = _mm512_loadu_si512(x + t17);
            __m512i t18 = _mm512_and_si512(x_v_2, _mm512_set1_epi64((long long)1LL));
            __m256i t19 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t18, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
            __m512i t20 = _mm512_srai_epi64(x_v_2, 63);
            __m512i t21 = _mm512_mullo_epi64(x_v_2, _mm512_set1_epi64((long long)3LL));
            __m512i t22 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), t20, t21);
            _mm512_storeu_si512(y + t17, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)t23;
        __m512i x_v_3 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t26), x + t27);
        __m512i t28 = _mm512_and_si512(x_v_3, _mm512_set1_epi64((long long)1LL));
        __m256i t29 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t28, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_NE));
        __m256i t30 = (__m256i)~(vcc_m8)t29;
        __m256i t31 = _mm256_and_si256(t26, t30);
        __m512i t32 = _mm512_srai_epi64(x_v_3, 63);
        __m512i t33 = _mm512_mullo_epi64(x_v_3, _mm512_set1_epi64((long long)3LL));
        __m512i t34 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t31), t33, t32);
        _mm512_mask_storeu_epi64(y + t27, _mm256_movepi32_mask(t26), t34);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        long t35 = (long)i;
        long t36 = x[t35];
        if (t36 & 1L) {
            t37 = (long)((unsigned long)t36 * 3UL);
        } else {
            t37 = t36 >> 63;
        }
        y[t35] = t37;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_shl_unsigned(int n, unsigned *restrict y, const unsigned *restrict x) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
            __m256i t4 = _mm256_slli_epi32(x_v, 31);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t3), t4);
            long t5 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t5));
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v_1, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
            __m256i t7 = _mm256_slli_epi32(x_v_1, 31);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t5 * 4UL), _mm256_movepi32_mask(t6), t7);
            long t8 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v_2, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
            __m256i t10 = _mm256_slli_epi32(x_v_2, 31);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t8 * 4UL), _mm256_movepi32_mask(t9), t10);
            long t11 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t11));
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v_3, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
            __m256i t13 = _mm256_slli_epi32(x_v_3, 31);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t12), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v_4, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
            __m256i t19 = _mm256_slli_epi32(x_v_4, 31);
            _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t17 * 4UL), _mm256_movepi32_mask(t18), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), x + t24);
        __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(x_v_5, _mm256_set1_epi32(1000), _MM_CMPINT_NLE));
        __m256i t26 = _mm256_and_si256(t23, t25);
        __m256i t27 = _mm256_slli_epi32(x_v_5, 31);
        _mm256_mask_storeu_epi32((unsigned int *)((unsigned long)y + (unsigned long)t24 * 4UL), _mm256_movepi32_mask(t26), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        unsigned int t29 = x[t28];
        if (t29 > 1000U) {
            y[t28] = t29 << 31;
        }
    }
}

/* Guarded: the signed left shift, the count that varies. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_shl_signed(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int t38;
    int t50;
    int i;
    int t66;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(0));
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, _mm256_set1_epi32(20)); });
            __m256i t9 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, x_v); });
            __m256i t10 = _mm256_sllv_epi32(t9, t8);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t7), t10);
            long t11 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t11));
            __m256i t12 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(0));
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v_1);
            __m256i t14 = (__m256i)__builtin_convertvector((vcc_m8)t13 & 1, vcc_v8_int);
            __m256i t15 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t12, t14); });
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t15, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t17 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, _mm256_set1_epi32(20)); });
            __m256i t18 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, x_v_1); });
            __m256i t19 = _mm256_sllv_epi32(t18, t17);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t11 * 4UL), _mm256_movepi32_mask(t16), t19);
            long t20 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t21 = _mm256_cmpgt_epi32(x_v_2, _mm256_set1_epi32(0));
            __m256i t22 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v_2);
            __m256i t23 = (__m256i)__builtin_convertvector((vcc_m8)t22 & 1, vcc_v8_int);
            __m256i t24 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t21, t23); });
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t24, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, _mm256_set1_epi32(20)); });
            __m256i t27 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, x_v_2); });
            __m256i t28 = _mm256_sllv_epi32(t27, t26);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t20 * 4UL), _mm256_movepi32_mask(t25), t28);
            long t29 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t30 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(0));
            __m256i t31 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v_3);
            __m256i t32 = (__m256i)__builtin_convertvector((vcc_m8)t31 & 1, vcc_v8_int);
            __m256i t33 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t30, t32); });
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t33, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t35 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t34, _mm256_set1_epi32(20)); });
            __m256i t36 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t34, x_v_3); });
            __m256i t37 = _mm256_sllv_epi32(t36, t35);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t29 * 4UL), _mm256_movepi32_mask(t34), t37);
            i_vec += 32L;
        } while (i_vec < t2);
        t38 = (int)t2;
    } else {
        t38 = 0;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t41 = (long)t38 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t41));
            __m256i t42 = _mm256_cmpgt_epi32(x_v_4, _mm256_set1_epi32(0));
            __m256i t43 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v_4);
            __m256i t44 = (__m256i)__builtin_convertvector((vcc_m8)t43 & 1, vcc_v8_int);
            __m256i t45 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t42, t44); });
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t45, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t47 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t46, _mm256_set1_epi32(20)); });
            __m256i t48 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t46, x_v_4); });
            __m256i t49 = _mm256_sllv_epi32(t48, t47);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t41 * 4UL), _mm256_movepi32_mask(t46), t49);
            i_vec_1 += 8L;
        } while (i_vec_1 < t40);
        t50 = (int)((long)t38 + t40);
    } else {
        t50 = t38;
    }
    long t51 = (long)n + (long)t50 * -1L;
    if ((t51 >= 1L) & (t51 <= 8L)) {
        __m256i t52 = _mm256_set1_epi32((int)(int)t51);
        __m256i t53 = _mm256_cmpgt_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t54 = (long)t50;
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), x + t54);
        __m256i t55 = _mm256_cmpgt_epi32(x_v_5, _mm256_set1_epi32(0));
        __m256i t56 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1000), x_v_5);
        __m256i t57 = (__m256i)__builtin_convertvector((vcc_m8)t56 & 1, vcc_v8_int);
        __m256i t58 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t55, t57); });
        __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t58, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t60 = _mm256_and_si256(t53, t59);
        __m256i t61 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t60, _mm256_set1_epi32(20)); });
        __m256i t62 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t60, x_v_5); });
        __m256i t63 = _mm256_sllv_epi32(t62, t61);
        _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t54 * 4UL), _mm256_movepi32_mask(t60), t63);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t64 = (long)i;
        int t65 = x[t64];
        if (t65 > 0) {
            t66 = (t65 < 1000) != 0;
        } else {
            t66 = 0;
        }
        if (t66) {
            y[t64] = t65 << 20;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_shift_var(int n, int *restrict y, const int *restrict x, const int *restrict s) {
    vcc_no_contract_body
    int t34;
    int t45;
    int i;
    int t60;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v);
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, t5); });
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i x_v = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t7), (const int *)((unsigned long)x + (unsigned long)i_vec * 4UL));
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, s_v); });
            __m256i t9 = _mm256_srav_epi32(x_v, t8);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t7), t9);
            long t10 = i_vec + 8L;
            __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)(s + t10));
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v_1, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v_1);
            __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t11, t13); });
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i x_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), (const int *)((unsigned long)x + (unsigned long)t10 * 4UL));
            __m256i t16 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t15, s_v_1); });
            __m256i t17 = _mm256_srav_epi32(x_v_1, t16);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t10 * 4UL), _mm256_movepi32_mask(t15), t17);
            long t18 = i_vec + 16L;
            __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)(s + t18));
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v_2, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v_2);
            __m256i t21 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            __m256i t22 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t19, t21); });
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t22, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i x_v_2 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (const int *)((unsigned long)x + (unsigned long)t18 * 4UL));
            __m256i t24 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t23, s_v_2); });
            __m256i t25 = _mm256_srav_epi32(x_v_2, t24);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t18 * 4UL), _mm256_movepi32_mask(t23), t25);
            long t26 = i_vec + 24L;
            __m256i s_v_3 = _mm256_loadu_si256((const __m256i *)(s + t26));
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v_3, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t28 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v_3);
            __m256i t29 = (__m256i)__builtin_convertvector((vcc_m8)t28 & 1, vcc_v8_int);
            __m256i t30 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t27, t29); });
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t30, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i x_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), (const int *)((unsigned long)x + (unsigned long)t26 * 4UL));
            __m256i t32 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t31, s_v_3); });
            __m256i t33 = _mm256_srav_epi32(x_v_3, t32);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t26 * 4UL), _mm256_movepi32_mask(t31), t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)(s + t37));
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v_4, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
            __m256i t39 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v_4);
            __m256i t40 = (__m256i)__builtin_convertvector((vcc_m8)t39 & 1, vcc_v8_int);
            __m256i t41 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t38, t40); });
            __m256i t42 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t41, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i x_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t42), (const int *)((unsigned long)x + (unsigned long)t37 * 4UL));
            __m256i t43 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t42, s_v_4); });
            __m256i t44 = _mm256_srav_epi32(x_v_4, t43);
            _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t37 * 4UL), _mm256_movepi32_mask(t42), t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        t45 = (int)((long)t34 + t36);
    } else {
        t45 = t34;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if ((t46 >= 1L) & (t46 <= 8L)) {
        __m256i t47 = _mm256_set1_epi32((int)(int)t46);
        __m256i t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t49 = (long)t45;
        __m256i s_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t48), s + t49);
        __m256i t50 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(s_v_5, _mm256_set1_epi32(0), _MM_CMPINT_NLT));
        __m256i t51 = _mm256_cmpgt_epi32(_mm256_set1_epi32(32), s_v_5);
        __m256i t52 = (__m256i)__builtin_convertvector((vcc_m8)t51 & 1, vcc_v8_int);
        __m256i t53 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t50, t52); });
        __m256i t54 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t53, _mm256_set1_epi32(0), _MM_CMPINT_NE));
        __m256i t55 = _mm256_and_si256(t48, t54);
        __m256i x_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t55), (const int *)((unsigned long)x + (unsigned long)t49 * 4UL));
        __m256i t56 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t55, s_v_5); });
        __m256i t57 = _mm256_srav_epi32(x_v_5, t56);
        _mm256_mask_storeu_epi32((int *)((unsigned long)y + (unsigned long)t49 * 4UL), _mm256_movepi32_mask(t55), t57);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        int t59 = s[t58];
        if (t59 >= 0) {
            t60 = (t59 < 32) != 0;
        } else {
            t60 = 0;
        }
        if (t60) {
            y[t58] = x[t58] >> t59;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_shift_bytes(int n, unsigned char *restrict y, const unsigned char *restrict x) {
    vcc_no_contract_body
    int t20;
    int i;
    int t35;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond_shift.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar x_v = vcc_load(vcc_v8_uchar, x + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v));
            __m256i t4 = _mm256_and_si256(t3, _mm256_set1_epi32(128));
            __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t4, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t6 = _mm256_srai_epi32(t3, 2);
            vcc_v8_uchar t7 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t6));
            __m256i t8 = _mm256_srai_epi32(t3, 7);
            vcc_v8_uchar t9 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t8));
            vcc_v8_uchar t10 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t5, vcc_v8_schar), t9, t7);
            vcc_store(y + i_vec, t10);
            long t11 = i_vec + 8L;
            vcc_v8_uchar x_v_1 = vcc_load(vcc_v8_uchar, x + t11);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v_1));
            __m256i t13 = _mm256_and_si256(t12, _mm256_set1_epi32(128));
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t13, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t15 = _mm256_srai_epi32(t12, 2);
            vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
            __m256i t17 = _mm256_srai_epi32(t12, 7);
            vcc_v8_uchar t18 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t17));
            vcc_v8_uchar t19 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t14, vcc_v8_schar), t18, t16);
            vcc_store(y + t11, t19);
            i_vec += 16L;
        } while (i_vec < t2);
        t20 = (int)t2;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond_shift.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t20 + i_vec_1;
            vcc_v8_uchar x_v_2 = vcc_load(vcc_v8_uchar, x + t23);
            __m256i t24 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)x_v_2));
            __m256i t25 = _mm256_and_si256(t24, _mm256_set1_epi32(128));
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t25, _mm256_set1_epi32(0), _MM_CMPINT_NE));
            __m256i t27 = _mm256_srai_epi32(t24, 2);
            vcc_v8_uchar t28 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t27));
            __m256i t29 = _mm256_srai_epi32(t24, 7);
            vcc_v8_uchar t30 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t29));
            vcc_v8_uchar t31 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t26, vcc_v8_schar), t30, t28);
            vcc_store(y + t23, t31);
            i_vec_1 += 8L;
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
