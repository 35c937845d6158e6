/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 sse4.2=3 sse2=3 neon=4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void count_down_store(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t23;
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)n);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t4 = (long)((int)((long)n + i_vec * -1L) - 1);
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + t4 + -7));
            __m256i b_v = _mm256_permutevar8x32_epi32(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t6 = _mm256_add_epi32(b_v, (__m256i)i_v);
            __m256i t7 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t4 + -7), t7);
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-8));
            long t9 = (long)((int)((long)n + (i_vec + 8L) * -1L) - 1);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            __m256i b_v_1 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t11 = _mm256_add_epi32(b_v_1, t8);
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t12);
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-16));
            long t14 = (long)((int)((long)n + (i_vec + 16L) * -1L) - 1);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t14 + -7));
            __m256i b_v_2 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t16 = _mm256_add_epi32(b_v_2, t13);
            __m256i t17 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t14 + -7), t17);
            __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-24));
            long t19 = (long)((int)((long)n + (i_vec + 24L) * -1L) - 1);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19 + -7));
            __m256i b_v_3 = _mm256_permutevar8x32_epi32(t20, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t21 = _mm256_add_epi32(b_v_3, t18);
            __m256i t22 = _mm256_permutevar8x32_epi32(t21, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t19 + -7), t22);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(-32));
        } while (i_vec < t2);
        t23 = (int)((long)n + t2 * -1L);
    } else {
        t23 = n;
    }
    long t24 = (long)t23;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        __m256i t26 = _mm256_set1_epi32((int)t23);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t27 = (long)((int)((long)t23 + i_vec_1 * -1L) - 1);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t27 + -7));
            __m256i b_v_4 = _mm256_permutevar8x32_epi32(t28, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t29 = _mm256_add_epi32(b_v_4, (__m256i)i_v_1);
            __m256i t30 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + t27 + -7), t30);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(-8));
        } while (i_vec_1 < t25);
        t31 = (int)((long)t23 + t25 * -1L);
    } else {
        t31 = t23;
    }
    long t32 = (long)t31;
    if ((t32 >= 1L) & (t32 <= 8L)) {
        __m256i t33 = _mm256_set1_epi32((int)(int)t32);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t35 = _mm256_set1_epi32((int)t31);
        __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t37 = (long)((int)(long)t31 - 1);
        __m256i t38 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), (const int *)((unsigned long)b + (unsigned long)t37 * 4UL - 28UL));
        __m256i b_v_5 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t40 = _mm256_add_epi32(b_v_5, t36);
        __m256i t41 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t42 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t37 * 4UL - 28UL), _mm256_movepi32_mask(t41), t42);
        i = (int)((long)t31 + t32 * -1L);
    } else {
        i = t31;
    }
    while (i > 0) {
        int t43 = i - 1;
        long t44 = (long)t43;
        a[t44] = b[t44] + i;
        i = t43;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void while_loop(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mullo_epi32(b_v, _mm256_set1_epi32(3));
            __m256i t4 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_mullo_epi32(b_v_1, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mullo_epi32(b_v_2, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t12 = _mm256_mullo_epi32(b_v_3, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
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
        /* vcc: loop at loop_shapes.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mullo_epi32(b_v_4, _mm256_set1_epi32(3));
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
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
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m256i t25 = _mm256_mullo_epi32(b_v_5, _mm256_set1_epi32(3));
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    while (i < n) {
        long t27 = (long)i;
        a[t27] = b[t27] * 3 + 1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    unsigned int t14;
    unsigned int t20;
    unsigned int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32((int)0U);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_add_epi32(b_v, (__m256i)i_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_add_epi32(b_v_1, t6);
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t10 = _mm256_add_epi32(b_v_2, t9);
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = _mm256_add_epi32(b_v_3, t12);
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t14 = (unsigned int)t2;
    } else {
        t14 = 0U;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        __m256i t17 = _mm256_set1_epi32((int)t14);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t18 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_add_epi32(b_v_4, (__m256i)i_v_1);
            _mm256_storeu_si256((__m256i *)(a + t18), t19);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t16);
        t20 = (unsigned int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t24 = _mm256_set1_epi32((int)t20);
        __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t26 = (long)t20;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t26);
        __m256i t27 = _mm256_add_epi32(b_v_5, t25);
        _mm256_mask_storeu_epi32(a + t26, _mm256_movepi32_mask(t23), t27);
        i = (unsigned int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_no_contract_body
    long t11;
    long t16;
    long i;
    long t1 = lo * -1L + hi;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i t3 = _mm512_set1_epi64((long long)lo);
        __m512i i_v = _mm512_add_epi64(t3, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i t4 = _mm512_mullo_epi64(i_v, i_v);
            _mm512_storeu_si512(a + (lo + i_vec), t4);
            __m512i t5 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)8LL));
            __m512i t6 = _mm512_mullo_epi64(t5, t5);
            _mm512_storeu_si512(a + (lo + (i_vec + 8L)), t6);
            __m512i t7 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)16LL));
            __m512i t8 = _mm512_mullo_epi64(t7, t7);
            _mm512_storeu_si512(a + (lo + (i_vec + 16L)), t8);
            __m512i t9 = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)24LL));
            __m512i t10 = _mm512_mullo_epi64(t9, t9);
            _mm512_storeu_si512(a + (lo + (i_vec + 24L)), t10);
            i_vec += 32L;
            i_v = _mm512_add_epi64(i_v, _mm512_set1_epi64((long long)32LL));
        } while (i_vec < t2);
        t11 = lo + t2;
    } else {
        t11 = lo;
    }
    long t12 = hi + t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m512i t14 = _mm512_set1_epi64((long long)t11);
        __m512i i_v_1 = _mm512_add_epi64(t14, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t15 = _mm512_mullo_epi64(i_v_1, i_v_1);
            _mm512_storeu_si512(a + (t11 + i_vec_1), t15);
            i_vec_1 += 8L;
            i_v_1 = _mm512_add_epi64(i_v_1, _mm512_set1_epi64((long long)8LL));
        } while (i_vec_1 < t13);
        t16 = t11 + t13;
    } else {
        t16 = t11;
    }
    long t17 = hi + t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t20 = _mm512_set1_epi64((long long)t16);
        __m512i t21 = _mm512_add_epi64(t20, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
        __m512i t22 = _mm512_mullo_epi64(t21, t21);
        _mm512_mask_storeu_epi64(a + t16, _mm256_movepi32_mask(t19), t22);
        i = t16 + t17;
    } else {
        i = t16;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step_two(int n, int *restrict a) {
    vcc_no_contract_body
    int t35;
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at loop_shapes.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + i_vec * 2L;
            __m128i t4 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(t3 + 4));
            __m128i a_v = (__m128i)__builtin_shufflevector((vcc_v4_int)t4, (vcc_v4_int)t5, 0, 2, 4, 6);
            __m128i t6 = _mm_sub_epi32(_mm_setzero_si128(), a_v);
            __m128i t7 = (__m128i)__builtin_shufflevector((vcc_v4_int)t6, (vcc_v4_int)t6, 0, 4, 1, 5);
            __m128i t8 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t3, _mm_movepi32_mask(t8), t7);
            __m128i t9 = (__m128i)__builtin_shufflevector((vcc_v4_int)t6, (vcc_v4_int)t6, 2, 6, 3, 7);
            __m128i t10 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t3 + 4, _mm_movepi32_mask(t10), t9);
            int *t11 = a + (i_vec + 4L) * 2L;
            __m128i t12 = _mm_loadu_si128((const __m128i *)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t11 + 4));
            __m128i a_v_1 = (__m128i)__builtin_shufflevector((vcc_v4_int)t12, (vcc_v4_int)t13, 0, 2, 4, 6);
            __m128i t14 = _mm_sub_epi32(_mm_setzero_si128(), a_v_1);
            __m128i t15 = (__m128i)__builtin_shufflevector((vcc_v4_int)t14, (vcc_v4_int)t14, 0, 4, 1, 5);
            __m128i t16 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t11, _mm_movepi32_mask(t16), t15);
            __m128i t17 = (__m128i)__builtin_shufflevector((vcc_v4_int)t14, (vcc_v4_int)t14, 2, 6, 3, 7);
            __m128i t18 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t11 + 4, _mm_movepi32_mask(t18), t17);
            int *t19 = a + (i_vec + 8L) * 2L;
            __m128i t20 = _mm_loadu_si128((const __m128i *)t19);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t19 + 4));
            __m128i a_v_2 = (__m128i)__builtin_shufflevector((vcc_v4_int)t20, (vcc_v4_int)t21, 0, 2, 4, 6);
            __m128i t22 = _mm_sub_epi32(_mm_setzero_si128(), a_v_2);
            __m128i t23 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t22, 0, 4, 1, 5);
            __m128i t24 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t19, _mm_movepi32_mask(t24), t23);
            __m128i t25 = (__m128i)__builtin_shufflevector((vcc_v4_int)t22, (vcc_v4_int)t22, 2, 6, 3, 7);
            __m128i t26 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t19 + 4, _mm_movepi32_mask(t26), t25);
            int *t27 = a + (i_vec + 12L) * 2L;
            __m128i t28 = _mm_loadu_si128((const __m128i *)t27);
            __m128i t29 = _mm_loadu_si128((const __m128i *)(t27 + 4));
            __m128i a_v_3 = (__m128i)__builtin_shufflevector((vcc_v4_int)t28, (vcc_v4_int)t29, 0, 2, 4, 6);
            __m128i t30 = _mm_sub_epi32(_mm_setzero_si128(), a_v_3);
            __m128i t31 = (__m128i)__builtin_shufflevector((vcc_v4_int)t30, (vcc_v4_int)t30, 0, 4, 1, 5);
            __m128i t32 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t27, _mm_movepi32_mask(t32), t31);
            __m128i t33 = (__m128i)__builtin_shufflevector((vcc_v4_int)t30, (vcc_v4_int)t30, 2, 6, 3, 7);
            __m128i t34 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t27 + 4, _mm_movepi32_mask(t34), t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t35 = (int)(t2 * 2L);
    } else {
        t35 = 0;
    }
    long t36 = ((long)n + (long)t35 * -1L + 1L) / 2L - 1L;
    if (t36 >= 4L) {
        long t37 = t36 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at loop_shapes.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int *t38 = a + ((long)t35 + i_vec_1 * 2L);
            __m128i t39 = _mm_loadu_si128((const __m128i *)t38);
            __m128i t40 = _mm_loadu_si128((const __m128i *)(t38 + 4));
            __m128i a_v_4 = (__m128i)__builtin_shufflevector((vcc_v4_int)t39, (vcc_v4_int)t40, 0, 2, 4, 6);
            __m128i t41 = _mm_sub_epi32(_mm_setzero_si128(), a_v_4);
            __m128i t42 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)t41, 0, 4, 1, 5);
            __m128i t43 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t38, _mm_movepi32_mask(t43), t42);
            __m128i t44 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)t41, 2, 6, 3, 7);
            __m128i t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_epi32(t38 + 4, _mm_movepi32_mask(t45), t44);
            i_vec_1 += 4L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37 * 2L);
    } else {
        i = t35;
    }
    for (; i < n; i += 2) {
        int *t46 = a + i;
        *t46 = -*t46;
    }
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
