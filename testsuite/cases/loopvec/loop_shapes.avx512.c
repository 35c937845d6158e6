/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t24;
    int t33;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)n);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i i_v_2 = i_v;
            long t5 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t7 = _mm256_add_epi32(b_v, i_v_2);
            __m256i t8 = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t5 + -7), t8);
            __m256i t9 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-8));
            __m256i i_v_3 = t9;
            long t10 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_add_epi32(b_v_1, i_v_3);
            __m256i t13 = _mm256_permutevar8x32_epi32(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t13);
            __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-16));
            __m256i i_v_4 = t14;
            long t15 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t17 = _mm256_add_epi32(b_v_2, i_v_4);
            __m256i t18 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t18);
            __m256i t19 = _mm256_add_epi32(i_v, _mm256_set1_epi32(-24));
            __m256i i_v_5 = t19;
            long t20 = (long)((int)((long)n + (i_vec + 24L) * -1L) - 1);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t22 = _mm256_add_epi32(b_v_3, i_v_5);
            __m256i t23 = _mm256_permutevar8x32_epi32(t22, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t23);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t2);
        t24 = (int)((long)n + t2 * -1L);
    } else {
        t24 = n;
    }
    long t25 = (long)t24;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t24);
        __m256i t28 = t27;
        __m256i i_v_1 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            long t29 = (long)((int)((long)t24 + i_vec_1 * -1L) - 1);
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(b + t29 + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t31 = _mm256_add_epi32(b_v_4, i_v_6);
            __m256i t32 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t29 + -7), t32);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t26);
        t33 = (int)((long)t24 + t26 * -1L);
    } else {
        t33 = t24;
    }
    long t34 = (long)t33;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_set1_epi32((int)t33);
        __m256i t38 = t37;
        __m256i t39 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        __m256i i_v_7 = t39;
        long t40 = (long)((int)(long)t33 - 1);
        __m256i t41 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t42 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), (const int *)((unsigned long)b + (unsigned long)t40 * 4UL - 28UL));
        __m256i b_v_5 = _mm256_permutevar8x32_epi32(t42, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t43 = b_v_5;
        __m256i t44 = i_v_7;
        __m256i t45 = _mm256_add_epi32(t43, t44);
        __m256i t46 = t45;
        __m256i t47 = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t48 = _mm256_permutevar8x32_epi32(t46, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t40 * 4UL - 28UL), _mm256_movepi32_mask(t47), t48);
        i = (int)((long)t33 + t34 * -1L);
    } else {
        i = t33;
    }
    while (i > 0) {
        int t49 = i - 1;
        long t50 = (long)t49;
        a[t50] = b[t50] + i;
        i = t49;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i t13 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), b + t25);
        __m256i t26 = b_v_5;
        __m256i t27 = _mm256_set1_epi32(3);
        __m256i t28 = _mm256_mullo_epi32(t26, t27);
        __m256i t29 = t28;
        __m256i t30 = t29;
        __m256i t31 = _mm256_set1_epi32(1);
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        _mm256_mask_storeu_epi32(a + t25, _mm256_movepi32_mask(t24), t33);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    while (i < n) {
        long t34 = (long)i;
        a[t34] = b[t34] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t16;
    unsigned int t23;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)0U);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i i_v_2 = i_v;
            long t5 = (long)(unsigned int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_add_epi32(b_v, i_v_2);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            __m256i t7 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t7;
            long t8 = (long)(unsigned int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_add_epi32(b_v_1, i_v_3);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            __m256i t10 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i i_v_4 = t10;
            long t11 = (long)(unsigned int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_add_epi32(b_v_2, i_v_4);
            _mm256_storeu_si256((__m256i *)(a + t11), t12);
            __m256i t13 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_5 = t13;
            long t14 = (long)(unsigned int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_add_epi32(b_v_3, i_v_5);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t16 = (unsigned int)t2;
    } else {
        t16 = 0U;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        __m256i t19 = _mm256_set1_epi32((int)t16);
        __m256i t20 = t19;
        __m256i i_v_1 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_6 = i_v_1;
            long t21 = (long)(unsigned int)((long)t16 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t22 = _mm256_add_epi32(b_v_4, i_v_6);
            _mm256_storeu_si256((__m256i *)(a + t21), t22);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t18);
        t23 = (unsigned int)((long)t16 + t18);
    } else {
        t23 = t16;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t27 = _mm256_set1_epi32((int)t23);
        __m256i t28 = t27;
        __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i i_v_7 = t29;
        long t30 = (long)(unsigned int)(long)t23;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), b + t30);
        __m256i t31 = _mm256_add_epi32(b_v_5, i_v_7);
        _mm256_mask_storeu_epi32(a + t30, _mm256_movepi32_mask(t26), t31);
        i = (unsigned int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        a[t32] = b[t32] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    long t12;
    long t18;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)lo);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi64(t4, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i i_v_2 = i_v;
            __m512i t5 = _mm512_mullo_epi64(i_v_2, i_v_2);
            _mm512_storeu_si512(a + (lo + i_vec), t5);
            __m512i t6 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i i_v_3 = t6;
            __m512i t7 = _mm512_mullo_epi64(i_v_3, i_v_3);
            _mm512_storeu_si512(a + (lo + (i_vec + 8L)), t7);
            __m512i t8 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i i_v_4 = t8;
            __m512i t9 = _mm512_mullo_epi64(i_v_4, i_v_4);
            _mm512_storeu_si512(a + (lo + (i_vec + 16L)), t9);
            __m512i t10 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i i_v_5 = t10;
            __m512i t11 = _mm512_mullo_epi64(i_v_5, i_v_5);
            _mm512_storeu_si512(a + (lo + (i_vec + 24L)), t11);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t2);
        t12 = lo + t2;
    } else {
        t12 = lo;
    }
    long t13 = hi + t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m512i t15 = _mm512_set1_epi64((long long)t12);
        __m512i t16 = t15;
        __m512i i_v_1 = _mm512_add_epi64(t16, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_6 = i_v_1;
            __m512i t17 = _mm512_mullo_epi64(i_v_6, i_v_6);
            _mm512_storeu_si512(a + (t12 + i_vec_1), t17);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t14);
        t18 = t12 + t14;
    } else {
        t18 = t12;
    }
    long t19 = hi + t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t22 = _mm512_set1_epi64((long long)t18);
        __m512i t23 = t22;
        __m512i t24 = _mm512_add_epi64(t23, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i i_v_7 = t24;
        __m512i t25 = i_v_7;
        __m512i t26 = _mm512_mullo_epi64(t25, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi64(a + t18, _mm256_movepi32_mask(t21), t27);
        i = t18 + t19;
    } else {
        i = t18;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
