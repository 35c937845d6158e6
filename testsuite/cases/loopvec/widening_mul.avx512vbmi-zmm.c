/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 avx512vbmi-zmm=14 sse4.2=13 neon=13 sse2=11 */
#include "harness.h"

/* 64-bit products of operands widened from 32-bit integers: on x86 one pmuldq (signed) or
   pmuludq (unsigned) of the widened lanes, which reads only each lane's low 32 bits. Exact only
   when both operands are widened with one signedness, or are constants of the 32-bit type's
   range: the mixed kernels and the constants just outside that range must keep the full
   64-bit multiply. Inputs are drawn from the ends of the 32-bit ranges. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_ss(int n, long long *restrict d, const int *a, const int *b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(b_v);
            __m512i t5 = _mm512_mul_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m512i t12 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t13 = _mm512_mul_epi32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t16 = _mm512_cvtepi32_epi64(b_v_3);
            __m512i t17 = _mm512_mul_epi32(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m512i t23 = _mm512_cvtepi32_epi64(b_v_4);
            __m512i t24 = _mm512_mul_epi32(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(a_v_5);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), b + t29);
        __m512i t31 = _mm512_cvtepi32_epi64(b_v_5);
        __m512i t32 = _mm512_mullo_epi64(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (long long)a[t33] * (long long)b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_uu(int n, unsigned long long *restrict d, const unsigned *a, const unsigned *b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(b_v);
            __m512i t5 = _mm512_mul_epu32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepu32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epu32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512i t11 = _mm512_cvtepu32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m512i t12 = _mm512_cvtepu32_epi64(b_v_2);
            __m512i t13 = _mm512_mul_epu32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m512i t15 = _mm512_cvtepu32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(b_v_3);
            __m512i t17 = _mm512_mul_epu32(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m512i t22 = _mm512_cvtepu32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m512i t23 = _mm512_cvtepu32_epi64(b_v_4);
            __m512i t24 = _mm512_mul_epu32(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m512i t30 = _mm512_cvtepu32_epi64(a_v_5);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), b + t29);
        __m512i t31 = _mm512_cvtepu32_epi64(b_v_5);
        __m512i t32 = _mm512_mul_epu32(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (unsigned long long)a[t33] * (unsigned long long)b[t33];
    }
}

/* Signed 32-bit values converted to an unsigned 64-bit type: still sign-extended. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_s_to_u(int n, unsigned long long *restrict d, const int *a, const int *b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(b_v);
            __m512i t5 = _mm512_mul_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m512i t12 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t13 = _mm512_mul_epi32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t16 = _mm512_cvtepi32_epi64(b_v_3);
            __m512i t17 = _mm512_mul_epi32(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m512i t23 = _mm512_cvtepi32_epi64(b_v_4);
            __m512i t24 = _mm512_mul_epi32(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(a_v_5);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), b + t29);
        __m512i t31 = _mm512_cvtepi32_epi64(b_v_5);
        __m512i t32 = _mm512_mul_epi32(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (unsigned long long)a[t33] * (unsigned long long)b[t33];
    }
}

/* One signed and one unsigned operand: no single instruction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_mixed(int n, long long *restrict d, const int *a, const unsigned *b) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(b_v);
            __m512i t5 = _mm512_mullo_epi64(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(b_v_1);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m512i t12 = _mm512_cvtepu32_epi64(b_v_2);
            __m512i t13 = _mm512_mullo_epi64(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(a_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(b_v_3);
            __m512i t17 = _mm512_mullo_epi64(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m512i t23 = _mm512_cvtepu32_epi64(b_v_4);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), a + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(a_v_5);
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), b + t29);
        __m512i t31 = _mm512_cvtepu32_epi64(b_v_5);
        __m512i t32 = _mm512_mullo_epi64(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (long long)a[t33] * (long long)b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_const_ends(int n, long long *restrict d, long long *restrict e, const int *a) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            const int *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t4 = _mm512_cvtepi32_epi64(a_v);
            __m512i t5 = _mm512_mul_epi32(t4, _mm512_set1_epi64((long long)-2147483648LL));
            _mm512_storeu_si512(d + i_vec, t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t6 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i t7 = _mm512_mul_epi32(t6, _mm512_set1_epi64((long long)2147483647LL));
            _mm512_storeu_si512(e + i_vec, t7);
            long t8 = i_vec + 8L;
            const int *t9 = a + t8;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t10 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i t11 = _mm512_mul_epi32(t10, _mm512_set1_epi64((long long)-2147483648LL));
            _mm512_storeu_si512(d + t8, t11);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t12 = _mm512_cvtepi32_epi64(a_v_3);
            __m512i t13 = _mm512_mul_epi32(t12, _mm512_set1_epi64((long long)2147483647LL));
            _mm512_storeu_si512(e + t8, t13);
            long t14 = i_vec + 16L;
            const int *t15 = a + t14;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t16 = _mm512_cvtepi32_epi64(a_v_4);
            __m512i t17 = _mm512_mul_epi32(t16, _mm512_set1_epi64((long long)-2147483648LL));
            _mm512_storeu_si512(d + t14, t17);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t18 = _mm512_cvtepi32_epi64(a_v_5);
            __m512i t19 = _mm512_mul_epi32(t18, _mm512_set1_epi64((long long)2147483647LL));
            _mm512_storeu_si512(e + t14, t19);
            long t20 = i_vec + 24L;
            const int *t21 = a + t20;
            __m256i a_v_6 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_6);
            __m512i t23 = _mm512_mul_epi32(t22, _mm512_set1_epi64((long long)-2147483648LL));
            _mm512_storeu_si512(d + t20, t23);
            __m256i a_v_7 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t24 = _mm512_cvtepi32_epi64(a_v_7);
            __m512i t25 = _mm512_mul_epi32(t24, _mm512_set1_epi64((long long)2147483647LL));
            _mm512_storeu_si512(e + t20, t25);
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
        /* vcc: loop at widening_mul.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t31 = _mm512_cvtepi32_epi64(a_v_8);
            __m512i t32 = _mm512_mul_epi32(t31, _mm512_set1_epi64((long long)-2147483648LL));
            _mm512_storeu_si512(d + t29, t32);
            __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t33 = _mm512_cvtepi32_epi64(a_v_9);
            __m512i t34 = _mm512_mul_epi32(t33, _mm512_set1_epi64((long long)2147483647LL));
            _mm512_storeu_si512(e + t29, t34);
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
        const int *t40 = a + t39;
        __m256i a_v_10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t41 = _mm512_cvtepi32_epi64(a_v_10);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)-2147483648LL));
        _mm512_mask_storeu_epi64(d + t39, _mm256_movepi32_mask(t38), t42);
        __m256i a_v_11 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t43 = _mm512_cvtepi32_epi64(a_v_11);
        __m512i t44 = _mm512_mullo_epi64(t43, _mm512_set1_epi64((long long)2147483647LL));
        _mm512_mask_storeu_epi64(e + t39, _mm256_movepi32_mask(t38), t44);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        const int *t46 = a + t45;
        d[t45] = (long long)*t46 * -2147483648LL;
        e[t45] = (long long)*t46 * 2147483647LL;
    }
}

/* Constants one past the signed range: the full multiply. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_const_outside(int n, long long *restrict d, long long *restrict e, const int *a) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:41 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            const int *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t4 = _mm512_cvtepi32_epi64(a_v);
            __m512i t5 = _mm512_mullo_epi64(t4, _mm512_set1_epi64((long long)2147483648LL));
            _mm512_storeu_si512(d + i_vec, t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t6 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i t7 = _mm512_mullo_epi64(t6, _mm512_set1_epi64((long long)-2147483649LL));
            _mm512_storeu_si512(e + i_vec, t7);
            long t8 = i_vec + 8L;
            const int *t9 = a + t8;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t10 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i t11 = _mm512_mullo_epi64(t10, _mm512_set1_epi64((long long)2147483648LL));
            _mm512_storeu_si512(d + t8, t11);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t12 = _mm512_cvtepi32_epi64(a_v_3);
            __m512i t13 = _mm512_mullo_epi64(t12, _mm512_set1_epi64((long long)-2147483649LL));
            _mm512_storeu_si512(e + t8, t13);
            long t14 = i_vec + 16L;
            const int *t15 = a + t14;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t16 = _mm512_cvtepi32_epi64(a_v_4);
            __m512i t17 = _mm512_mullo_epi64(t16, _mm512_set1_epi64((long long)2147483648LL));
            _mm512_storeu_si512(d + t14, t17);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t18 = _mm512_cvtepi32_epi64(a_v_5);
            __m512i t19 = _mm512_mullo_epi64(t18, _mm512_set1_epi64((long long)-2147483649LL));
            _mm512_storeu_si512(e + t14, t19);
            long t20 = i_vec + 24L;
            const int *t21 = a + t20;
            __m256i a_v_6 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t22 = _mm512_cvtepi32_epi64(a_v_6);
            __m512i t23 = _mm512_mullo_epi64(t22, _mm512_set1_epi64((long long)2147483648LL));
            _mm512_storeu_si512(d + t20, t23);
            __m256i a_v_7 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t24 = _mm512_cvtepi32_epi64(a_v_7);
            __m512i t25 = _mm512_mullo_epi64(t24, _mm512_set1_epi64((long long)-2147483649LL));
            _mm512_storeu_si512(e + t20, t25);
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
        /* vcc: loop at widening_mul.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t31 = _mm512_cvtepi32_epi64(a_v_8);
            __m512i t32 = _mm512_mullo_epi64(t31, _mm512_set1_epi64((long long)2147483648LL));
            _mm512_storeu_si512(d + t29, t32);
            __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t33 = _mm512_cvtepi32_epi64(a_v_9);
            __m512i t34 = _mm512_mullo_epi64(t33, _mm512_set1_epi64((long long)-2147483649LL));
            _mm512_storeu_si512(e + t29, t34);
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
        const int *t40 = a + t39;
        __m256i a_v_10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t41 = _mm512_cvtepi32_epi64(a_v_10);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)2147483648LL));
        _mm512_mask_storeu_epi64(d + t39, _mm256_movepi32_mask(t38), t42);
        __m256i a_v_11 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t43 = _mm512_cvtepi32_epi64(a_v_11);
        __m512i t44 = _mm512_mullo_epi64(t43, _mm512_set1_epi64((long long)-2147483649LL));
        _mm512_mask_storeu_epi64(e + t39, _mm256_movepi32_mask(t38), t44);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        const int *t46 = a + t45;
        d[t45] = (long long)*t46 * 2147483648LL;
        e[t45] = (long long)*t46 * -2147483649LL;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:48 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            const unsigned int *t3 = a + i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t4 = _mm512_cvtepu32_epi64(a_v);
            __m512i t5 = _mm512_mul_epu32(t4, _mm512_set1_epi64((long long)4294967295LL));
            _mm512_storeu_si512(d + i_vec, t5);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m512i t6 = _mm512_cvtepu32_epi64(a_v_1);
            __m512i t7 = _mm512_mullo_epi64(t6, _mm512_set1_epi64((long long)4294967296LL));
            _mm512_storeu_si512(e + i_vec, t7);
            long t8 = i_vec + 8L;
            const unsigned int *t9 = a + t8;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t10 = _mm512_cvtepu32_epi64(a_v_2);
            __m512i t11 = _mm512_mul_epu32(t10, _mm512_set1_epi64((long long)4294967295LL));
            _mm512_storeu_si512(d + t8, t11);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)t9);
            __m512i t12 = _mm512_cvtepu32_epi64(a_v_3);
            __m512i t13 = _mm512_mullo_epi64(t12, _mm512_set1_epi64((long long)4294967296LL));
            _mm512_storeu_si512(e + t8, t13);
            long t14 = i_vec + 16L;
            const unsigned int *t15 = a + t14;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t16 = _mm512_cvtepu32_epi64(a_v_4);
            __m512i t17 = _mm512_mul_epu32(t16, _mm512_set1_epi64((long long)4294967295LL));
            _mm512_storeu_si512(d + t14, t17);
            __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)t15);
            __m512i t18 = _mm512_cvtepu32_epi64(a_v_5);
            __m512i t19 = _mm512_mullo_epi64(t18, _mm512_set1_epi64((long long)4294967296LL));
            _mm512_storeu_si512(e + t14, t19);
            long t20 = i_vec + 24L;
            const unsigned int *t21 = a + t20;
            __m256i a_v_6 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t22 = _mm512_cvtepu32_epi64(a_v_6);
            __m512i t23 = _mm512_mul_epu32(t22, _mm512_set1_epi64((long long)4294967295LL));
            _mm512_storeu_si512(d + t20, t23);
            __m256i a_v_7 = _mm256_loadu_si256((const __m256i *)t21);
            __m512i t24 = _mm512_cvtepu32_epi64(a_v_7);
            __m512i t25 = _mm512_mullo_epi64(t24, _mm512_set1_epi64((long long)4294967296LL));
            _mm512_storeu_si512(e + t20, t25);
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
        /* vcc: loop at widening_mul.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const unsigned int *t30 = a + t29;
            __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t31 = _mm512_cvtepu32_epi64(a_v_8);
            __m512i t32 = _mm512_mul_epu32(t31, _mm512_set1_epi64((long long)4294967295LL));
            _mm512_storeu_si512(d + t29, t32);
            __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)t30);
            __m512i t33 = _mm512_cvtepu32_epi64(a_v_9);
            __m512i t34 = _mm512_mullo_epi64(t33, _mm512_set1_epi64((long long)4294967296LL));
            _mm512_storeu_si512(e + t29, t34);
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
        const unsigned int *t40 = a + t39;
        __m256i a_v_10 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t41 = _mm512_cvtepu32_epi64(a_v_10);
        __m512i t42 = _mm512_mul_epu32(t41, _mm512_set1_epi64((long long)4294967295LL));
        _mm512_mask_storeu_epi64(d + t39, _mm256_movepi32_mask(t38), t42);
        __m256i a_v_11 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), t40);
        __m512i t43 = _mm512_cvtepu32_epi64(a_v_11);
        __m512i t44 = _mm512_mullo_epi64(t43, _mm512_set1_epi64((long long)4294967296LL));
        _mm512_mask_storeu_epi64(e + t39, _mm256_movepi32_mask(t38), t44);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        const unsigned int *t46 = a + t45;
        d[t45] = (unsigned long long)*t46 * 4294967295ULL;
        e[t45] = (unsigned long long)*t46 * 4294967296ULL;
    }
}

/* Summed unsigned: signed sums of products at the ends of the range overflow. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned long long dot_ss(int n, const int *a, const int *b) {
    vcc_no_contract_body
    unsigned long long s;
    int t11;
    unsigned long long t12;
    int t19;
    unsigned long long t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:57 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(b_v);
            __m512i t5 = _mm512_mul_epi32(t3, t4);
            s_v = _mm512_add_epi64(s_v, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epi32(t7, t8);
            s_v_1 = _mm512_add_epi64(s_v_1, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t10 = _mm512_add_epi64(s_v, s_v_1);
        t11 = (int)t2;
        t12 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t11 = 0;
        t12 = 0ULL;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:57 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m512i t16 = _mm512_cvtepi32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m512i t17 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t18 = _mm512_mul_epi32(t16, t17);
            s_v_2 = _mm512_add_epi64(s_v_2, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t19 = (int)((long)t11 + t14);
        t20 = t12 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t19 = t11;
        t20 = t12;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t19;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m512i t25 = _mm512_cvtepi32_epi64(a_v_3);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m512i t26 = _mm512_cvtepi32_epi64(b_v_3);
        __m512i t27 = _mm512_mullo_epi64(t25, t26);
        __m512i t28 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t27);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t28);
        i = (int)((long)t19 + t21);
        s = t20 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long long);
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)((long long)a[t29] * (long long)b[t29]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned long long dot_uu(int n, const unsigned *a, const unsigned *b) {
    vcc_no_contract_body
    unsigned long long s;
    int t11;
    unsigned long long t12;
    int t19;
    unsigned long long t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:64 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu32_epi64(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(b_v);
            __m512i t5 = _mm512_mul_epu32(t3, t4);
            s_v = _mm512_add_epi64(s_v, t5);
            long t6 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepu32_epi64(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epu32(t7, t8);
            s_v_1 = _mm512_add_epi64(s_v_1, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t10 = _mm512_add_epi64(s_v, s_v_1);
        t11 = (int)t2;
        t12 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t11 = 0;
        t12 = 0ULL;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m512i t16 = _mm512_cvtepu32_epi64(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m512i t17 = _mm512_cvtepu32_epi64(b_v_2);
            __m512i t18 = _mm512_mul_epu32(t16, t17);
            s_v_2 = _mm512_add_epi64(s_v_2, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t19 = (int)((long)t11 + t14);
        t20 = t12 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t19 = t11;
        t20 = t12;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t19;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), a + t24);
        __m512i t25 = _mm512_cvtepu32_epi64(a_v_3);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m512i t26 = _mm512_cvtepu32_epi64(b_v_3);
        __m512i t27 = _mm512_mul_epu32(t25, t26);
        __m512i t28 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t27);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t28);
        i = (int)((long)t19 + t21);
        s = t20 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long long);
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)a[t29] * (unsigned long long)b[t29];
    }
    return s;
}

/* Narrower sources: a signed short is a signed 32-bit value (pmuldq with an int), an unsigned
   short fits either form (pmuludq with an unsigned int, pmuldq with an int); a signed short
   times an unsigned int is the mixed product. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned long long dot_s16_s32(int n, const short *s, const int *b) {
    vcc_no_contract_body
    unsigned long long t;
    unsigned long long t27;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m256i t4 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        __m512i t_v = _mm512_set1_epi64((long long)0LL);
        __m512i t_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:74 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            long t5 = (long)t1 + i_vec * -1L;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(s + t5 + -7));
            __m128i s_v = _mm_shuffle_epi8(t6, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(1));
            __m512i t8 = _mm512_cvtepi32_epi64(t7);
            __m512i t9 = _mm512_cvtepi16_epi64(s_v);
            __m512i t10 = _mm512_mul_epi32(t9, t8);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t5 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t12 = _mm512_cvtepi32_epi64(b_v);
            __m512i t13 = _mm512_mul_epi32(t9, t12);
            __m512i t14 = _mm512_add_epi64(t10, t13);
            t_v = _mm512_add_epi64(t_v, t14);
            long t15 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            __m128i t17 = _mm_loadu_si128((const __m128i *)(s + t15 + -7));
            __m128i s_v_1 = _mm_shuffle_epi8(t17, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t18 = _mm256_add_epi32(t16, _mm256_set1_epi32(1));
            __m512i t19 = _mm512_cvtepi32_epi64(t18);
            __m512i t20 = _mm512_cvtepi16_epi64(s_v_1);
            __m512i t21 = _mm512_mul_epi32(t20, t19);
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t22, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t23 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t24 = _mm512_mul_epi32(t20, t23);
            __m512i t25 = _mm512_add_epi64(t21, t24);
            t_v_1 = _mm512_add_epi64(t_v_1, t25);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
        } while (i_vec < t3);
        __m512i t26 = _mm512_add_epi64(t_v, t_v_1);
        t1 = (int)((long)t1 + t3 * -1L);
        t27 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t26), _mm512_extracti64x4_epi64(t26, 1)), _mm_add_epi64, unsigned long long);
    } else {
        t27 = 0ULL;
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        __m256i t30 = _mm256_set1_epi32((int)t1);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t30, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        __m512i t_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at widening_mul.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t1 + i_vec_1 * -1L;
            __m128i t32 = _mm_loadu_si128((const __m128i *)(s + t31 + -7));
            __m128i s_v_2 = _mm_shuffle_epi8(t32, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1));
            __m256i t33 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(1));
            __m512i t34 = _mm512_cvtepi32_epi64(t33);
            __m512i t35 = _mm512_cvtepi16_epi64(s_v_2);
            __m512i t36 = _mm512_mul_epi32(t35, t34);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(b + t31 + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t37, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t38 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t39 = _mm512_mul_epi32(t35, t38);
            __m512i t40 = _mm512_add_epi64(t36, t39);
            t_v_2 = _mm512_add_epi64(t_v_2, t40);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
        t = t27 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_2), _mm512_extracti64x4_epi64(t_v_2, 1)), _mm_add_epi64, unsigned long long);
    } else {
        i = t1;
        t = t27;
    }
    for (; i >= 0; i--) {
        long t41 = (long)i;
        long long t42 = (long long)s[t41];
        t += (unsigned long long)(t42 * (long long)(i + 1) + t42 * (long long)b[t41]);
    }
    return t;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_u16_u32(int n, unsigned long long *restrict d, const unsigned short *us, const unsigned *ub) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:80 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i us_v = _mm_loadu_si128((const __m128i *)(us + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi64(us_v);
            __m256i ub_v = _mm256_loadu_si256((const __m256i *)(ub + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(ub_v);
            __m512i t5 = _mm512_mul_epu32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m128i us_v_1 = _mm_loadu_si128((const __m128i *)(us + t6));
            __m512i t7 = _mm512_cvtepu16_epi64(us_v_1);
            __m256i ub_v_1 = _mm256_loadu_si256((const __m256i *)(ub + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(ub_v_1);
            __m512i t9 = _mm512_mul_epu32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m128i us_v_2 = _mm_loadu_si128((const __m128i *)(us + t10));
            __m512i t11 = _mm512_cvtepu16_epi64(us_v_2);
            __m256i ub_v_2 = _mm256_loadu_si256((const __m256i *)(ub + t10));
            __m512i t12 = _mm512_cvtepu32_epi64(ub_v_2);
            __m512i t13 = _mm512_mul_epu32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m128i us_v_3 = _mm_loadu_si128((const __m128i *)(us + t14));
            __m512i t15 = _mm512_cvtepu16_epi64(us_v_3);
            __m256i ub_v_3 = _mm256_loadu_si256((const __m256i *)(ub + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(ub_v_3);
            __m512i t17 = _mm512_mul_epu32(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:80 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i us_v_4 = _mm_loadu_si128((const __m128i *)(us + t21));
            __m512i t22 = _mm512_cvtepu16_epi64(us_v_4);
            __m256i ub_v_4 = _mm256_loadu_si256((const __m256i *)(ub + t21));
            __m512i t23 = _mm512_cvtepu32_epi64(ub_v_4);
            __m512i t24 = _mm512_mul_epu32(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)us[t25] * (unsigned long long)ub[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_u16_s32(int n, long long *restrict d, const unsigned short *us, const int *b) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:85 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i us_v = _mm_loadu_si128((const __m128i *)(us + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi64(us_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(b_v);
            __m512i t5 = _mm512_mul_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m128i us_v_1 = _mm_loadu_si128((const __m128i *)(us + t6));
            __m512i t7 = _mm512_cvtepu16_epi64(us_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t9 = _mm512_mul_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m128i us_v_2 = _mm_loadu_si128((const __m128i *)(us + t10));
            __m512i t11 = _mm512_cvtepu16_epi64(us_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m512i t12 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t13 = _mm512_mul_epi32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m128i us_v_3 = _mm_loadu_si128((const __m128i *)(us + t14));
            __m512i t15 = _mm512_cvtepu16_epi64(us_v_3);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m512i t16 = _mm512_cvtepi32_epi64(b_v_3);
            __m512i t17 = _mm512_mul_epi32(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:85 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i us_v_4 = _mm_loadu_si128((const __m128i *)(us + t21));
            __m512i t22 = _mm512_cvtepu16_epi64(us_v_4);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m512i t23 = _mm512_cvtepi32_epi64(b_v_4);
            __m512i t24 = _mm512_mul_epi32(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)us[t25] * (long long)b[t25];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_s16_u32(int n, long long *restrict d, const short *s, const unsigned *ub) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i s_v = _mm_loadu_si128((const __m128i *)(s + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi64(s_v);
            __m256i ub_v = _mm256_loadu_si256((const __m256i *)(ub + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(ub_v);
            __m512i t5 = _mm512_mullo_epi64(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m128i s_v_1 = _mm_loadu_si128((const __m128i *)(s + t6));
            __m512i t7 = _mm512_cvtepi16_epi64(s_v_1);
            __m256i ub_v_1 = _mm256_loadu_si256((const __m256i *)(ub + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(ub_v_1);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m128i s_v_2 = _mm_loadu_si128((const __m128i *)(s + t10));
            __m512i t11 = _mm512_cvtepi16_epi64(s_v_2);
            __m256i ub_v_2 = _mm256_loadu_si256((const __m256i *)(ub + t10));
            __m512i t12 = _mm512_cvtepu32_epi64(ub_v_2);
            __m512i t13 = _mm512_mullo_epi64(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m128i s_v_3 = _mm_loadu_si128((const __m128i *)(s + t14));
            __m512i t15 = _mm512_cvtepi16_epi64(s_v_3);
            __m256i ub_v_3 = _mm256_loadu_si256((const __m256i *)(ub + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(ub_v_3);
            __m512i t17 = _mm512_mullo_epi64(t15, t16);
            _mm512_storeu_si512(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i s_v_4 = _mm_loadu_si128((const __m128i *)(s + t21));
            __m512i t22 = _mm512_cvtepi16_epi64(s_v_4);
            __m256i ub_v_4 = _mm256_loadu_si256((const __m256i *)(ub + t21));
            __m512i t23 = _mm512_cvtepu32_epi64(ub_v_4);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            _mm512_storeu_si512(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long long)s[t25] * (long long)ub[t25];
    }
}

/* 64-bit products by constants: a shift and an add per set bit (x * 3), or the full multiply. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_by_consts(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned long long *x) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:96 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            const unsigned long long *t3 = x + i_vec;
            __m512i x_v = _mm512_loadu_si512(t3);
            __m512i t4 = _mm512_mullo_epi64(x_v, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(d + i_vec, t4);
            __m512i x_v_1 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_mullo_epi64(x_v_1, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(e + i_vec, t5);
            long t6 = i_vec + 8L;
            const unsigned long long *t7 = x + t6;
            __m512i x_v_2 = _mm512_loadu_si512(t7);
            __m512i t8 = _mm512_mullo_epi64(x_v_2, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(d + t6, t8);
            __m512i x_v_3 = _mm512_loadu_si512(t7);
            __m512i t9 = _mm512_mullo_epi64(x_v_3, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(e + t6, t9);
            long t10 = i_vec + 16L;
            const unsigned long long *t11 = x + t10;
            __m512i x_v_4 = _mm512_loadu_si512(t11);
            __m512i t12 = _mm512_mullo_epi64(x_v_4, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(d + t10, t12);
            __m512i x_v_5 = _mm512_loadu_si512(t11);
            __m512i t13 = _mm512_mullo_epi64(x_v_5, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(e + t10, t13);
            long t14 = i_vec + 24L;
            const unsigned long long *t15 = x + t14;
            __m512i x_v_6 = _mm512_loadu_si512(t15);
            __m512i t16 = _mm512_mullo_epi64(x_v_6, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(d + t14, t16);
            __m512i x_v_7 = _mm512_loadu_si512(t15);
            __m512i t17 = _mm512_mullo_epi64(x_v_7, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(e + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at widening_mul.c:96 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const unsigned long long *t22 = x + t21;
            __m512i x_v_8 = _mm512_loadu_si512(t22);
            __m512i t23 = _mm512_mullo_epi64(x_v_8, _mm512_set1_epi64((long long)3LL));
            _mm512_storeu_si512(d + t21, t23);
            __m512i x_v_9 = _mm512_loadu_si512(t22);
            __m512i t24 = _mm512_mullo_epi64(x_v_9, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(e + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        const unsigned long long *t30 = x + t29;
        __m512i x_v_10 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t30);
        __m512i t31 = _mm512_mullo_epi64(x_v_10, _mm512_set1_epi64((long long)3LL));
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t31);
        __m512i x_v_11 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t28), t30);
        __m512i t32 = _mm512_mullo_epi64(x_v_11, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_mask_storeu_epi64(e + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        const unsigned long long *t34 = x + t33;
        d[t33] = *t34 * 3ULL;
        e[t33] = *t34 * 11400714819323198485ULL;
    }
}

static int edge32(uint32_t r) {
    switch (r % 6) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return -1;
    case 3: return INT32_MIN + (int)(r >> 4);
    case 4: return INT32_MAX - (int)(r >> 4);
    default: return (int)(r * 2654435761u);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long long *d = new_array(n, 8), *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            a[i] = edge32(next_rand());
            b[i] = edge32(next_rand());
            ua[i] = (unsigned)edge32(next_rand());
            ub[i] = (unsigned)edge32(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned long long *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_s_to_u(n, (unsigned long long *)d, a, b);
        printf("n=%d mul_s_to_u %llx\n", n, HASH(d, n));
        mul_mixed(n, d, a, ub);
        printf("n=%d mul_mixed %llx\n", n, HASH(d, n));
        mul_const_ends(n, d, e, a);
        printf("n=%d mul_const_ends %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_const_outside(n, d, e, a);
        printf("n=%d mul_const_outside %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_u_const(n, (unsigned long long *)d, (unsigned long long *)e, ua);
        printf("n=%d mul_u_const %llx %llx\n", n, HASH(d, n), HASH(e, n));
        printf("n=%d dot_ss %llx\n", n, dot_ss(n, a, b));
        printf("n=%d dot_uu %llx\n", n, dot_uu(n, ua, ub));
        short *s = new_array(n, 2);
        unsigned short *us = new_array(n, 2);
        unsigned long long *x = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s[i] = (short)edge32(next_rand());
            us[i] = (unsigned short)edge32(next_rand());
            x[i] = (unsigned long long)next_rand() << 32 | next_rand();
        }
        printf("n=%d dot_s16_s32 %llx\n", n, dot_s16_s32(n, s, b));
        mul_u16_u32(n, (unsigned long long *)d, us, ub);
        printf("n=%d mul_u16_u32 %llx\n", n, HASH(d, n));
        mul_u16_s32(n, d, us, a);
        printf("n=%d mul_u16_s32 %llx\n", n, HASH(d, n));
        mul_s16_u32(n, d, s, ub);
        printf("n=%d mul_s16_u32 %llx\n", n, HASH(d, n));
        mul_by_consts(n, (unsigned long long *)d, (unsigned long long *)e, x);
        printf("n=%d mul_by_consts %llx %llx\n", n, HASH(d, n), HASH(e, n));
        free(s), free(us), free(x);
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
