/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Loops unrolled by hand, rolled back up (transform/reroll.rs) and then vectorized as plain
   consecutive loops; the remarks say "loop rerolled". The last kernels must stay as they are:
   their copies differ, or copy 1 reads what copy 0 stored. */

/* Four copies (TSVC s351), while a whole group fits: `i < n - 3`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t1 = -3L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 3L) / 4L : 0L;
    long t3 = t2 * 4L;
    long t4 = t2 * 4L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at reroll.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            float *t6 = a + i_vec;
            __m512 a_v = _mm512_loadu_ps(t6);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t7 = _mm512_mul_ps(s_v, b_v);
            __m512 t8 = _mm512_add_ps(a_v, t7);
            _mm512_storeu_ps(t6, t8);
            long t9 = i_vec + 16L;
            float *t10 = a + t9;
            __m512 a_v_1 = _mm512_loadu_ps(t10);
            __m512 b_v_1 = _mm512_loadu_ps(b + t9);
            __m512 t11 = _mm512_mul_ps(s_v, b_v_1);
            __m512 t12 = _mm512_add_ps(a_v_1, t11);
            _mm512_storeu_ps(t10, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        __m512 s_v_1 = _mm512_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            float *t17 = a + t16;
            __m512 a_v_2 = _mm512_loadu_ps(t17);
            __m512 b_v_2 = _mm512_loadu_ps(b + t16);
            __m512 t18 = _mm512_mul_ps(s_v_1, b_v_2);
            __m512 t19 = _mm512_add_ps(a_v_2, t18);
            _mm512_storeu_ps(t17, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = t2 * 4L + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        __m512 s_v_2 = _mm512_set1_ps(s);
        long t24 = (long)t20;
        float *t25 = a + t24;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t23, t25);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t23, b + t24);
        __m512 t26 = _mm512_mul_ps(s_v_2, b_v_3);
        __m512 t27 = _mm512_add_ps(a_v_3, t26);
        _mm512_mask_storeu_ps(t25, t23, t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; (long)i < t3; i++) {
        long t28 = (long)i;
        float *t29 = a + t28;
        *t29 = *t29 + s * b[t28];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add4_then_rest(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t13;
    int t18;
    int i;
    int t35;
    int t40;
    int i_1;
    long t1 = (long)n * 1L;
    long t2 = t1 >= 4L ? (t1 - 4L) / 4L + 1L : 0L;
    long t3 = 4L + t2 * 4L - 1L;
    long t4 = t2 * 4L;
    if (t4 >= 64L) {
        long t5 = t4 & -64L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:22 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t6 = _mm512_add_ps(b_v, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + t7);
            __m512 t8 = _mm512_add_ps(b_v_1, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t7, t8);
            long t9 = i_vec + 32L;
            __m512 b_v_2 = _mm512_loadu_ps(b + t9);
            __m512 t10 = _mm512_add_ps(b_v_2, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t9, t10);
            long t11 = i_vec + 48L;
            __m512 b_v_3 = _mm512_loadu_ps(b + t11);
            __m512 t12 = _mm512_add_ps(b_v_3, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t11, t12);
            i_vec += 64L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m512 b_v_4 = _mm512_loadu_ps(b + t16);
            __m512 t17 = _mm512_add_ps(b_v_4, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t16, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        t18 = (int)((long)t13 + t15);
    } else {
        t18 = t13;
    }
    long t19 = t2 * 4L + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)t18;
        __m512 b_v_5 = _mm512_maskz_loadu_ps(t21, b + t22);
        __m512 t23 = _mm512_add_ps(b_v_5, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(a + t22, t21, t23);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; (long)(i + 4) <= t3; i++) {
        long t24 = (long)i;
        a[t24] = b[t24] + 1.0f;
    }
    long t25 = (long)n + (long)i * -1L;
    if (t25 >= 64L) {
        long t26 = t25 & -64L;
        long i_vec_2 = 0L;
        /* vcc: loop at reroll.c:28 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            long t27 = (long)i + i_vec_2;
            __m512 b_v_6 = _mm512_loadu_ps(b + t27);
            __m512 t28 = _mm512_sub_ps(b_v_6, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t27, t28);
            long t29 = (long)i + (i_vec_2 + 16L);
            __m512 b_v_7 = _mm512_loadu_ps(b + t29);
            __m512 t30 = _mm512_sub_ps(b_v_7, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t29, t30);
            long t31 = (long)i + (i_vec_2 + 32L);
            __m512 b_v_8 = _mm512_loadu_ps(b + t31);
            __m512 t32 = _mm512_sub_ps(b_v_8, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t31, t32);
            long t33 = (long)i + (i_vec_2 + 48L);
            __m512 b_v_9 = _mm512_loadu_ps(b + t33);
            __m512 t34 = _mm512_sub_ps(b_v_9, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t33, t34);
            i_vec_2 += 64L;
        } while (i_vec_2 < t26);
        t35 = (int)((long)i + t26);
    } else {
        t35 = i;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        long t37 = t36 & -16L;
        long i_vec_3 = 0L;
        /* vcc: loop at reroll.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t38 = (long)t35 + i_vec_3;
            __m512 b_v_10 = _mm512_loadu_ps(b + t38);
            __m512 t39 = _mm512_sub_ps(b_v_10, _mm512_set1_ps(1.0f));
            _mm512_storeu_ps(a + t38, t39);
            i_vec_3 += 16L;
        } while (i_vec_3 < t37);
        t40 = (int)((long)t35 + t37);
    } else {
        t40 = t35;
    }
    long t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 16L)) {
        __m512i t42 = _mm512_set1_epi32((int)(int)t41);
        __mmask16 t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t42, _MM_CMPINT_LT);
        long t44 = (long)t40;
        __m512 b_v_11 = _mm512_maskz_loadu_ps(t43, b + t44);
        __m512 t45 = _mm512_sub_ps(b_v_11, _mm512_set1_ps(1.0f));
        _mm512_mask_storeu_ps(a + t44, t43, t45);
        i_1 = (int)((long)t40 + t41);
    } else {
        i_1 = t40;
    }
    for (; i_1 < n; i_1++) {
        long t46 = (long)i_1;
        a[t46] = b[t46] - 1.0f;
    }
}

/* An integer dot product unrolled five times into one sum (TSVC s352's shape, in int: exact in
   any order). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int idot5(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int t7;
    int t8;
    int i;
    int t;
    int t17;
    long t1 = -4L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 4L) / 5L : 0L;
    long t3 = t2 * 5L;
    long t4 = t2 * 5L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v16_uint t_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reroll.c:36 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t6 = _mm512_mullo_epi32(a_v, b_v);
            t_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)t_v, t6);
            i_vec += 16L;
        } while (i_vec < t5);
        t7 = (int)t5;
        t8 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)t_v), _mm512_extracti64x4_epi64((__m512i)t_v, 1)));
    } else {
        t7 = 0;
        t8 = 0;
    }
    long t9 = t2 * 5L + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)t7;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t11, a + t12);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t11, b + t12);
        __m512i t13 = _mm512_mullo_epi32(a_v_1, b_v_1);
        __m512i t14 = _mm512_mask_blend_epi32(t11, _mm512_set1_epi32(0), t13);
        __m512i t15 = _mm512_add_epi32(_mm512_set1_epi32(0), t14);
        i = (int)((long)t7 + t9);
        t = (int)((unsigned int)t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1))));
    } else {
        i = t7;
        t = t8;
    }
    for (; (long)i < t3; i++, t += t17) {
        long t16 = (long)i;
        t17 = a[t16] * b[t16];
    }
    return t;
}

/* Counting down by 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down2(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t18;
    int i;
    int t1 = n - 1;
    long t2 = -1L + (long)n * 1L;
    long t3 = t2 >= 1L ? (t2 - 1L) / 2L + 1L : 0L;
    long t4 = t2 - t3 * 2L + 1L;
    long t5 = t3 * 2L;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t7 = (long)t1 + i_vec * -1L;
            __m512i t8 = _mm512_loadu_si512(b + t7 + -15);
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t7 + -15, t9);
            long t10 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t11 = _mm512_loadu_si512(b + t10 + -15);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t10 + -15, t12);
            i_vec += 32L;
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t13 = (long)n * -1L + t3 * 2L + (long)t1 + 1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t1 + i_vec_1 * -1L;
            __m512i t16 = _mm512_loadu_si512(b + t15 + -15);
            __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t15 + -15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        t18 = (int)((long)t1 + t14 * -1L);
    } else {
        t18 = t1;
    }
    long t19 = (long)n * -1L + t3 * 2L + (long)t18 + 1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)t18;
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        __m512i t24 = _mm512_maskz_loadu_epi32(t23, (const int *)((unsigned long)b + (unsigned long)t22 * 4UL - 60UL));
        __m512i t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32(3));
        __mmask16 t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t21)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t22 * 4UL - 60UL), t26, t25);
        i = (int)((long)t18 + t19 * -1L);
    } else {
        i = t18;
    }
    for (; (long)i >= t4; i--) {
        long t27 = (long)i;
        a[t27] = b[t27] * 3;
    }
}

/* A long counter and two statements per copy. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
    vcc_no_contract_body
    long t14;
    long i;
    long t1 = -1L + n * 1L;
    long t2 = t1 > 0L ? (t1 + 1L) / 2L : 0L;
    long t3 = t2 * 2L;
    long t4 = t2 * 2L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:51 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t6 = i_vec;
            const short *t7 = b + t6;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_add_epi16(b_v, _mm256_set1_epi16((short)7));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_xor_si256(b_v_1, _mm256_set1_epi16((short)5));
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
            long t10 = i_vec + 16L;
            const short *t11 = b + t10;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_add_epi16(b_v_2, _mm256_set1_epi16((short)7));
            _mm256_storeu_si256((__m256i *)(a + t10), t12);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t13 = _mm256_xor_si256(b_v_3, _mm256_set1_epi16((short)5));
            _mm256_storeu_si256((__m256i *)(c + t10), t13);
            i_vec += 32L;
        } while (i_vec < t5);
        t14 = t5;
    } else {
        t14 = 0L;
    }
    long t15 = t2 * 2L + t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:51 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = t14 + i_vec_1;
            const short *t18 = b + t17;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t19 = _mm256_add_epi16(b_v_4, _mm256_set1_epi16((short)7));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            __m256i b_v_5 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_xor_si256(b_v_5, _mm256_set1_epi16((short)5));
            _mm256_storeu_si256((__m256i *)(c + t17), t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = t14 + t16;
    } else {
        i = t14;
    }
    for (; i < t3; i++) {
        const short *t21 = b + i;
        a[i] = (short)((int)*t21 + 7);
        c[i] = (short)((int)*t21 ^ 5);
    }
}

/* A 0..n loop that steps by 3 over whole elements: the last group runs past n - 1 in the
   unrolled loop too, so the arrays have n + 2 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned xor3(int n, const unsigned *a) {
    vcc_no_contract_body
    int t6;
    unsigned int t7;
    int i;
    unsigned int t;
    unsigned int t13;
    long t1 = (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 2L) / 3L : 0L;
    long t3 = t2 * 3L;
    long t4 = t2 * 3L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v16_uint t_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reroll.c:63 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            t_v = (vcc_v16_uint)_mm512_xor_si512((__m512i)t_v, a_v);
            i_vec += 16L;
        } while (i_vec < t5);
        t6 = (int)t5;
        t7 = 0U ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)t_v), _mm512_extracti64x4_epi64((__m512i)t_v, 1)), _mm_xor_si128, unsigned int);
    } else {
        t6 = 0;
        t7 = 0U;
    }
    long t8 = t2 * 3L + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t10, a + (long)t6);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), a_v_1);
        __m512i t12 = _mm512_xor_si512(_mm512_set1_epi32(0), t11);
        i = (int)((long)t6 + t8);
        t = t7 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_xor_si128, unsigned int);
    } else {
        i = t6;
        t = t7;
    }
    for (; (long)i < t3; i++, t ^= t13) {
        t13 = a[i];
    }
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void differ(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n / 2L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:70 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            const float *t4 = b + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 b_v = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
            __m512 b_v_1 = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), t6);
            __m512 t7 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
            float *t8 = a + ((int)t3 + 1);
            __m512 t9 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.25f));
            __m512 t10 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t9);
            _mm512_storeu_ps(t8 + -1, t10);
            __m512 t11 = _mm512_permutex2var_ps(t7, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t9);
            _mm512_storeu_ps(t8 + 15, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < (n - 1); i += 2) {
        long t12 = (long)i;
        vcc_v2_float t13 = vcc_load(vcc_v2_float, b + t12);
        vcc_v2_float t14 = t13 * (vcc_v2_float){0.5f, 0.25f};
        vcc_store(a + t12, t14);
    }
}

/* Not vectorized either way: copy 1 reads the element copy 0 stored (rolled, each iteration
   reads the last one's store: a recurrence). */
void chain(int n, float *a, const float *b) {
    for (int i = 1; i < n - 1; i += 2) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = a[i] + b[i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, 4), *b = new_array(n + 2, 4);
        int *ia = new_array(n + 2, 4), *ib = new_array(n + 2, 4);
        short *sa = new_array(n + 2, 2), *sb = new_array(n + 2, 2), *sc = new_array(n + 2, 2);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -50, 100);
        FILL(ia, n + 2, -1000, 2000);
        FILL(ib, n + 2, -1000, 2000);
        FILL(sa, n + 2, -300, 600);
        FILL(sb, n + 2, -300, 600);
        FILL(sc, n + 2, -300, 600);
        axpy4(n, 1.5f, a, b);
        unsigned long long h1 = HASH(a, n + 2);
        add4_then_rest(n, a, b);
        unsigned long long h2 = HASH(a, n + 2);
        int dot = idot5(n, ia, ib);
        unsigned x = xor3(n, (const unsigned *)ia);
        down2(n, ia, ib);
        unsigned long long h3 = HASH(ia, n + 2);
        two_stmts(n, sa, sc, sb);
        unsigned long long h4 = HASH(sa, n + 2) ^ HASH(sc, n + 2);
        differ(n, a, b);
        unsigned long long h5 = HASH(a, n + 2);
        chain(n, a, b);
        unsigned long long h6 = HASH(a, n + 2);
        printf("n=%d %llx %llx dot=%d x=%u %llx %llx %llx %llx\n", n, h1, h2, dot, x, h3, h4, h5, h6);
        free(a), free(b), free(ia), free(ib), free(sa), free(sb), free(sc);
    }
    return 0;
}
