/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* 64-bit products of one unsigned and one signed 32-bit integer, both widened: x86 multiplies
   the low halves unsigned (pmuludq) and adds the unsigned operand times the signed one's high
   half (its sign) shifted up 32 bits. The data holds 0, 1, UINT32_MAX, INT32_MIN, INT32_MAX
   and -1 in both orders of the operands. */

/* Summed in uint64_t: the products of the edge values would overflow an int64_t sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t dot_us(int n, const uint32_t *restrict u, const int32_t *restrict s) {
    vcc_no_contract_body
    unsigned long t;
    int t11;
    unsigned long t12;
    int t19;
    unsigned long t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i t_v = _mm512_set1_epi64((long long)0LL);
        __m512i t_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_mul.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i u_v = _mm256_loadu_si256((const __m256i *)(u + i_vec));
            __m512i t3 = _mm512_cvtepu32_epi64(u_v);
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(s_v);
            __m512i t5 = _mm512_mullo_epi64(t3, t4);
            t_v = _mm512_add_epi64(t_v, t5);
            long t6 = i_vec + 8L;
            __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(u + t6));
            __m512i t7 = _mm512_cvtepu32_epi64(u_v_1);
            __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)(s + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(s_v_1);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            t_v_1 = _mm512_add_epi64(t_v_1, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t10 = _mm512_add_epi64(t_v, t_v_1);
        t11 = (int)t2;
        t12 = vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_add_epi64, unsigned long);
    } else {
        t11 = 0;
        t12 = 0UL;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        __m512i t_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_mul.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(u + t15));
            __m512i t16 = _mm512_cvtepu32_epi64(u_v_2);
            __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)(s + t15));
            __m512i t17 = _mm512_cvtepi32_epi64(s_v_2);
            __m512i t18 = _mm512_mullo_epi64(t16, t17);
            t_v_2 = _mm512_add_epi64(t_v_2, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        t19 = (int)((long)t11 + t14);
        t20 = t12 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_2), _mm512_extracti64x4_epi64(t_v_2, 1)), _mm_add_epi64, unsigned long);
    } else {
        t19 = t11;
        t20 = t12;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t19;
        __m256i u_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), u + t24);
        __m512i t25 = _mm512_cvtepu32_epi64(u_v_3);
        __m256i s_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), s + t24);
        __m512i t26 = _mm512_cvtepi32_epi64(s_v_3);
        __m512i t27 = _mm512_mullo_epi64(t25, t26);
        __m512i t28 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t27);
        __m512i t_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t28);
        i = (int)((long)t19 + t21);
        t = t20 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t_v_3), _mm512_extracti64x4_epi64(t_v_3, 1)), _mm_add_epi64, unsigned long);
    } else {
        i = t19;
        t = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        t += (unsigned long)((long)u[t29] * (long)s[t29]);
    }
    return t;
}

/* The signed operand first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void prod_su(int n, int64_t *restrict d, const int32_t *restrict s, const uint32_t *restrict u) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(s_v);
            __m256i u_v = _mm256_loadu_si256((const __m256i *)(u + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(u_v);
            __m512i t5 = _mm512_mullo_epi64(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)(s + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(s_v_1);
            __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(u + t6));
            __m512i t8 = _mm512_cvtepu32_epi64(u_v_1);
            __m512i t9 = _mm512_mullo_epi64(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)(s + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(s_v_2);
            __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(u + t10));
            __m512i t12 = _mm512_cvtepu32_epi64(u_v_2);
            __m512i t13 = _mm512_mullo_epi64(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i s_v_3 = _mm256_loadu_si256((const __m256i *)(s + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(s_v_3);
            __m256i u_v_3 = _mm256_loadu_si256((const __m256i *)(u + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(u_v_3);
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
        /* vcc: loop at mixed_mul.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)(s + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(s_v_4);
            __m256i u_v_4 = _mm256_loadu_si256((const __m256i *)(u + t21));
            __m512i t23 = _mm512_cvtepu32_epi64(u_v_4);
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
        __m256i s_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), s + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(s_v_5);
        __m256i u_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), u + t29);
        __m512i t31 = _mm512_cvtepu32_epi64(u_v_5);
        __m512i t32 = _mm512_mullo_epi64(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (long)s[t33] * (long)u[t33];
    }
}

/* Accumulated into what is there, wrapping in uint64_t. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void acc_us(int n, uint64_t *restrict d, const uint32_t *restrict u, const int32_t *restrict s) {
    vcc_no_contract_body
    int t26;
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            unsigned long *t3 = d + i_vec;
            __m512i d_v = _mm512_loadu_si512(t3);
            __m256i u_v = _mm256_loadu_si256((const __m256i *)(u + i_vec));
            __m512i t4 = _mm512_cvtepu32_epi64(u_v);
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m512i t5 = _mm512_cvtepi32_epi64(s_v);
            __m512i t6 = _mm512_mullo_epi64(t4, t5);
            __m512i t7 = _mm512_add_epi64(d_v, t6);
            _mm512_storeu_si512(t3, t7);
            long t8 = i_vec + 8L;
            unsigned long *t9 = d + t8;
            __m512i d_v_1 = _mm512_loadu_si512(t9);
            __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)(u + t8));
            __m512i t10 = _mm512_cvtepu32_epi64(u_v_1);
            __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)(s + t8));
            __m512i t11 = _mm512_cvtepi32_epi64(s_v_1);
            __m512i t12 = _mm512_mullo_epi64(t10, t11);
            __m512i t13 = _mm512_add_epi64(d_v_1, t12);
            _mm512_storeu_si512(t9, t13);
            long t14 = i_vec + 16L;
            unsigned long *t15 = d + t14;
            __m512i d_v_2 = _mm512_loadu_si512(t15);
            __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)(u + t14));
            __m512i t16 = _mm512_cvtepu32_epi64(u_v_2);
            __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)(s + t14));
            __m512i t17 = _mm512_cvtepi32_epi64(s_v_2);
            __m512i t18 = _mm512_mullo_epi64(t16, t17);
            __m512i t19 = _mm512_add_epi64(d_v_2, t18);
            _mm512_storeu_si512(t15, t19);
            long t20 = i_vec + 24L;
            unsigned long *t21 = d + t20;
            __m512i d_v_3 = _mm512_loadu_si512(t21);
            __m256i u_v_3 = _mm256_loadu_si256((const __m256i *)(u + t20));
            __m512i t22 = _mm512_cvtepu32_epi64(u_v_3);
            __m256i s_v_3 = _mm256_loadu_si256((const __m256i *)(s + t20));
            __m512i t23 = _mm512_cvtepi32_epi64(s_v_3);
            __m512i t24 = _mm512_mullo_epi64(t22, t23);
            __m512i t25 = _mm512_add_epi64(d_v_3, t24);
            _mm512_storeu_si512(t21, t25);
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
        /* vcc: loop at mixed_mul.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            unsigned long *t30 = d + t29;
            __m512i d_v_4 = _mm512_loadu_si512(t30);
            __m256i u_v_4 = _mm256_loadu_si256((const __m256i *)(u + t29));
            __m512i t31 = _mm512_cvtepu32_epi64(u_v_4);
            __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)(s + t29));
            __m512i t32 = _mm512_cvtepi32_epi64(s_v_4);
            __m512i t33 = _mm512_mullo_epi64(t31, t32);
            __m512i t34 = _mm512_add_epi64(d_v_4, t33);
            _mm512_storeu_si512(t30, t34);
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
        unsigned long *t40 = d + t39;
        __m512i d_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t38), t40);
        __m256i u_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), u + t39);
        __m512i t41 = _mm512_cvtepu32_epi64(u_v_5);
        __m256i s_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), s + t39);
        __m512i t42 = _mm512_cvtepi32_epi64(s_v_5);
        __m512i t43 = _mm512_mullo_epi64(t41, t42);
        __m512i t44 = _mm512_add_epi64(d_v_5, t43);
        _mm512_mask_storeu_epi64(t40, _mm256_movepi32_mask(t38), t44);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        unsigned long *t46 = d + t45;
        *t46 = *t46 + (unsigned long)((long)u[t45] * (long)s[t45]);
    }
}

/* Both signed: the signed multiply (pmuldq; on sse2 the generic form). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void prod_ss(int n, int64_t *restrict d, const int32_t *restrict s, const int32_t *restrict t) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i s_v = _mm256_loadu_si256((const __m256i *)(s + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(s_v);
            __m256i t_v = _mm256_loadu_si256((const __m256i *)(t + i_vec));
            __m512i t4 = _mm512_cvtepi32_epi64(t_v);
            __m512i t5 = _mm512_mul_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)(s + t6));
            __m512i t7 = _mm512_cvtepi32_epi64(s_v_1);
            __m256i t_v_1 = _mm256_loadu_si256((const __m256i *)(t + t6));
            __m512i t8 = _mm512_cvtepi32_epi64(t_v_1);
            __m512i t9 = _mm512_mul_epi32(t7, t8);
            _mm512_storeu_si512(d + t6, t9);
            long t10 = i_vec + 16L;
            __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)(s + t10));
            __m512i t11 = _mm512_cvtepi32_epi64(s_v_2);
            __m256i t_v_2 = _mm256_loadu_si256((const __m256i *)(t + t10));
            __m512i t12 = _mm512_cvtepi32_epi64(t_v_2);
            __m512i t13 = _mm512_mul_epi32(t11, t12);
            _mm512_storeu_si512(d + t10, t13);
            long t14 = i_vec + 24L;
            __m256i s_v_3 = _mm256_loadu_si256((const __m256i *)(s + t14));
            __m512i t15 = _mm512_cvtepi32_epi64(s_v_3);
            __m256i t_v_3 = _mm256_loadu_si256((const __m256i *)(t + t14));
            __m512i t16 = _mm512_cvtepi32_epi64(t_v_3);
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
        /* vcc: loop at mixed_mul.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)(s + t21));
            __m512i t22 = _mm512_cvtepi32_epi64(s_v_4);
            __m256i t_v_4 = _mm256_loadu_si256((const __m256i *)(t + t21));
            __m512i t23 = _mm512_cvtepi32_epi64(t_v_4);
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
        __m256i s_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), s + t29);
        __m512i t30 = _mm512_cvtepi32_epi64(s_v_5);
        __m256i t_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t28), t + t29);
        __m512i t31 = _mm512_cvtepi32_epi64(t_v_5);
        __m512i t32 = _mm512_mullo_epi64(t30, t31);
        _mm512_mask_storeu_epi64(d + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (long)s[t33] * (long)t[t33];
    }
}

int main(void) {
    int n;
    static const uint32_t edge_u[] = {0, 1, UINT32_MAX, 0x80000000u, 0x7fffffffu, 0xfffffffeu};
    static const int32_t edge_s[] = {INT32_MIN, -1, INT32_MAX, 0, 1, INT32_MIN + 1};
    FOR_EACH_COUNT(n) {
        uint32_t *u = new_array(n, 4);
        int32_t *s = new_array(n, 4), *t = new_array(n, 4);
        int64_t *d = new_array(n, 8);
        uint64_t *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            u[i] = (uint32_t)next_rand() * 2654435761u;
            s[i] = (int32_t)((uint32_t)next_rand() * 40503u);
            t[i] = (int32_t)next_rand() - (1 << 30);
            e[i] = (uint64_t)i << 40;
        }
        for (int i = 0; i < n && i < 36; i++)
            u[i] = edge_u[i % 6], s[i] = edge_s[i / 6], t[i] = edge_s[(i + 3) % 6];
        printf("n=%d %016llx", n, (unsigned long long)dot_us(n, u, s));
        prod_su(n, d, s, u);
        printf(" %016llx", HASH(d, n));
        acc_us(n, e, u, s);
        printf(" %016llx", HASH(e, n));
        prod_ss(n, d, s, t);
        printf(" %016llx\n", HASH(d, n));
        free(u), free(s), free(t), free(d), free(e);
    }
    return 0;
}
