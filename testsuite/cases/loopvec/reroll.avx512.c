/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t1 = -3L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 3L) / 4L : 0L;
    long t3 = t2 * 4L;
    long t4 = t2 * 4L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        __m256 s_v = _mm256_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at reroll.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            float *t6 = a + i_vec;
            __m256 a_v = _mm256_loadu_ps(t6);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t7 = _mm256_mul_ps(s_v, b_v);
            __m256 t8 = _mm256_add_ps(a_v, t7);
            _mm256_storeu_ps(t6, t8);
            long t9 = i_vec + 8L;
            float *t10 = a + t9;
            __m256 a_v_1 = _mm256_loadu_ps(t10);
            __m256 b_v_1 = _mm256_loadu_ps(b + t9);
            __m256 t11 = _mm256_mul_ps(s_v, b_v_1);
            __m256 t12 = _mm256_add_ps(a_v_1, t11);
            _mm256_storeu_ps(t10, t12);
            long t13 = i_vec + 16L;
            float *t14 = a + t13;
            __m256 a_v_2 = _mm256_loadu_ps(t14);
            __m256 b_v_2 = _mm256_loadu_ps(b + t13);
            __m256 t15 = _mm256_mul_ps(s_v, b_v_2);
            __m256 t16 = _mm256_add_ps(a_v_2, t15);
            _mm256_storeu_ps(t14, t16);
            long t17 = i_vec + 24L;
            float *t18 = a + t17;
            __m256 a_v_3 = _mm256_loadu_ps(t18);
            __m256 b_v_3 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_mul_ps(s_v, b_v_3);
            __m256 t20 = _mm256_add_ps(a_v_3, t19);
            _mm256_storeu_ps(t18, t20);
            i_vec += 32L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = t2 * 4L + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            float *t25 = a + t24;
            __m256 a_v_4 = _mm256_loadu_ps(t25);
            __m256 b_v_4 = _mm256_loadu_ps(b + t24);
            __m256 t26 = _mm256_mul_ps(s_v_1, b_v_4);
            __m256 t27 = _mm256_add_ps(a_v_4, t26);
            _mm256_storeu_ps(t25, t27);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = t2 * 4L + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_2 = _mm256_set1_ps(s);
        long t32 = (long)t28;
        float *t33 = a + t32;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), t33);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), b + t32);
        __m256 t34 = _mm256_mul_ps(s_v_2, b_v_5);
        __m256 t35 = _mm256_add_ps(a_v_5, t34);
        _mm256_mask_storeu_ps(t33, _mm256_movepi32_mask(t31), t35);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; (long)i < t3; i++) {
        long t36 = (long)i;
        float *t37 = a + t36;
        *t37 = *t37 + s * b[t36];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add4_then_rest(int n, float *restrict a, const float *restrict b) {
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
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t6 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t8 = _mm256_add_ps(b_v_1, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t7, t8);
            long t9 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t10 = _mm256_add_ps(b_v_2, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t9, t10);
            long t11 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + t11);
            __m256 t12 = _mm256_add_ps(b_v_3, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t11, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            __m256 b_v_4 = _mm256_loadu_ps(b + t16);
            __m256 t17 = _mm256_add_ps(b_v_4, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t16, t17);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        t18 = (int)((long)t13 + t15);
    } else {
        t18 = t13;
    }
    long t19 = t2 * 4L + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t22 = (long)t18;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), b + t22);
        __m256 t23 = _mm256_add_ps(b_v_5, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(a + t22, _mm256_movepi32_mask(t21), t23);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; (long)(i + 4) <= t3; i++) {
        long t24 = (long)i;
        a[t24] = b[t24] + 1.0f;
    }
    long t25 = (long)n + (long)i * -1L;
    if (t25 >= 32L) {
        long t26 = t25 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at reroll.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t27 = (long)i + i_vec_2;
            __m256 b_v_6 = _mm256_loadu_ps(b + t27);
            __m256 t28 = _mm256_sub_ps(b_v_6, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t27, t28);
            long t29 = (long)i + (i_vec_2 + 8L);
            __m256 b_v_7 = _mm256_loadu_ps(b + t29);
            __m256 t30 = _mm256_sub_ps(b_v_7, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t29, t30);
            long t31 = (long)i + (i_vec_2 + 16L);
            __m256 b_v_8 = _mm256_loadu_ps(b + t31);
            __m256 t32 = _mm256_sub_ps(b_v_8, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t31, t32);
            long t33 = (long)i + (i_vec_2 + 24L);
            __m256 b_v_9 = _mm256_loadu_ps(b + t33);
            __m256 t34 = _mm256_sub_ps(b_v_9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t33, t34);
            i_vec_2 += 32L;
        } while (i_vec_2 < t26);
        t35 = (int)((long)i + t26);
    } else {
        t35 = i;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at reroll.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t38 = (long)t35 + i_vec_3;
            __m256 b_v_10 = _mm256_loadu_ps(b + t38);
            __m256 t39 = _mm256_sub_ps(b_v_10, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(a + t38, t39);
            i_vec_3 += 8L;
        } while (i_vec_3 < t37);
        t40 = (int)((long)t35 + t37);
    } else {
        t40 = t35;
    }
    long t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        __m256i t42 = _mm256_set1_epi32((int)(int)t41);
        __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t44 = (long)t40;
        __m256 b_v_11 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), b + t44);
        __m256 t45 = _mm256_sub_ps(b_v_11, _mm256_set1_ps(1.0f));
        _mm256_mask_storeu_ps(a + t44, _mm256_movepi32_mask(t43), t45);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int idot5(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int t10;
    int t11;
    int t16;
    int t17;
    int i;
    int t;
    int t26;
    long t1 = -4L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 4L) / 5L : 0L;
    long t3 = t2 * 5L;
    long t4 = t2 * 5L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint t_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reroll.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t6 = _mm256_mullo_epi32(a_v, b_v);
            t_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v, t6);
            long t7 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_mullo_epi32(a_v_1, b_v_1);
            t_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_1, t8);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t9 = _mm256_add_epi32((__m256i)t_v, (__m256i)t_v_1);
        t10 = (int)t5;
        t11 = (int)vcc_avx2_sum_epi32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = t2 * 5L + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reroll.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_mullo_epi32(a_v_2, b_v_2);
            t_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)t_v_2, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t10 + t13);
        t17 = (int)((unsigned int)t11 + vcc_avx2_sum_epi32((__m256i)t_v_2));
    } else {
        t16 = t10;
        t17 = t11;
    }
    long t18 = t2 * 5L + (long)t16 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)t16;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), b + t21);
        __m256i t22 = _mm256_mullo_epi32(a_v_3, b_v_3);
        __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t20, t22); });
        __m256i t24 = _mm256_add_epi32(_mm256_set1_epi32(0), t23);
        i = (int)((long)t16 + t18);
        t = (int)((unsigned int)t17 + vcc_avx2_sum_epi32(t24));
    } else {
        i = t16;
        t = t17;
    }
    for (; (long)i < t3; i++, t += t26) {
        long t25 = (long)i;
        t26 = a[t25] * b[t25];
    }
    return t;
}

/* Counting down by 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down2(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t24;
    int i;
    int t1 = n - 1;
    long t2 = -1L + (long)n * 1L;
    long t3 = t2 >= 1L ? (t2 - 1L) / 2L + 1L : 0L;
    long t4 = t2 - t3 * 2L + 1L;
    long t5 = t3 * 2L;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t7 = (long)t1 + i_vec * -1L;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t7 + -7));
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t7 + -7), t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10 + -7));
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t10 + -7), t12);
            long t13 = (long)t1 + (i_vec + 16L) * -1L;
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13 + -7));
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t13 + -7), t15);
            long t16 = (long)t1 + (i_vec + 24L) * -1L;
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(b + t16 + -7));
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t16 + -7), t18);
            i_vec += 32L;
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t19 = (long)n * -1L + t3 * 2L + (long)t1 + 1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t1 + i_vec_1 * -1L;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t21 + -7));
            __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t21 + -7), t23);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t24 = (int)((long)t1 + t20 * -1L);
    } else {
        t24 = t1;
    }
    long t25 = (long)n * -1L + t3 * 2L + (long)t24 + 1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t28 = (long)t24;
        __m256i t29 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 28UL));
        __m256i t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32(3));
        __m256i t32 = _mm256_permutevar8x32_epi32(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 28UL), _mm256_movepi32_mask(t32), t31);
        i = (int)((long)t24 + t25 * -1L);
    } else {
        i = t24;
    }
    for (; (long)i >= t4; i--) {
        long t33 = (long)i;
        a[t33] = b[t33] * 3;
    }
}

/* A long counter and two statements per copy. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned xor3(int n, const unsigned *a) {
    vcc_no_contract_body
    int t8;
    unsigned int t9;
    int t12;
    unsigned int t13;
    int i;
    unsigned int t;
    unsigned int t19;
    long t1 = (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 2L) / 3L : 0L;
    long t3 = t2 * 3L;
    long t4 = t2 * 3L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        vcc_v8_uint t_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint t_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint t_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint t_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reroll.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            t_v = (vcc_v8_uint)_mm256_xor_si256((__m256i)t_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            t_v_1 = (vcc_v8_uint)_mm256_xor_si256((__m256i)t_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            t_v_2 = (vcc_v8_uint)_mm256_xor_si256((__m256i)t_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            t_v_3 = (vcc_v8_uint)_mm256_xor_si256((__m256i)t_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t5);
        __m256i t6 = _mm256_ternarylogic_epi32((__m256i)t_v_2, (__m256i)t_v, (__m256i)t_v_1, 0x96);
        __m256i t7 = _mm256_xor_si256(t6, (__m256i)t_v_3);
        t8 = (int)t5;
        t9 = 0U ^ vcc_avx2_reduce_epi32(t7, _mm_xor_si128, unsigned int);
    } else {
        t8 = 0;
        t9 = 0U;
    }
    long t10 = t2 * 3L + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint t_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reroll.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t8 + i_vec_1)));
            t_v_4 = (vcc_v8_uint)_mm256_xor_si256((__m256i)t_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t12 = (int)((long)t8 + t11);
        t13 = t9 ^ vcc_avx2_reduce_epi32((__m256i)t_v_4, _mm_xor_si128, unsigned int);
    } else {
        t12 = t8;
        t13 = t9;
    }
    long t14 = t2 * 3L + (long)t12 * -1L;
    if ((t14 >= 1L) & (t14 <= 8L)) {
        __m256i t15 = _mm256_set1_epi32((int)(int)t14);
        __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t16), a + (long)t12);
        __m256i t17 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, a_v_5); });
        __m256i t18 = _mm256_xor_si256(_mm256_set1_epi32(0), t17);
        i = (int)((long)t12 + t14);
        t = t13 ^ vcc_avx2_reduce_epi32(t18, _mm_xor_si128, unsigned int);
    } else {
        i = t12;
        t = t13;
    }
    for (; (long)i < t3; i++, t ^= t19) {
        t19 = a[i];
    }
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void differ(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t39;
    int i;
    long t1 = (long)n / 2L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:70 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            const float *t4 = b + t3;
            __m128 t5 = _mm_loadu_ps(t4);
            __m128 t6 = _mm_loadu_ps(t4 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 0, 2, 4, 6);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t5, (vcc_v4_float)t6, 1, 3, 5, 7);
            __m128 t7 = _mm_mul_ps(b_v, _mm_set1_ps(0.5f));
            float *t8 = a + ((int)t3 + 1);
            __m128 t9 = _mm_mul_ps(b_v_1, _mm_set1_ps(0.25f));
            __m128 t10 = (__m128)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t9, 0, 4, 1, 5);
            _mm_storeu_ps(t8 + -1, t10);
            __m128 t11 = (__m128)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t9, 2, 6, 3, 7);
            _mm_storeu_ps(t8 + 3, t11);
            long t12 = (i_vec + 4L) * 2L;
            const float *t13 = b + t12;
            __m128 t14 = _mm_loadu_ps(t13);
            __m128 t15 = _mm_loadu_ps(t13 + 4);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t15, 0, 2, 4, 6);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t14, (vcc_v4_float)t15, 1, 3, 5, 7);
            __m128 t16 = _mm_mul_ps(b_v_2, _mm_set1_ps(0.5f));
            float *t17 = a + ((int)t12 + 1);
            __m128 t18 = _mm_mul_ps(b_v_3, _mm_set1_ps(0.25f));
            __m128 t19 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t18, 0, 4, 1, 5);
            _mm_storeu_ps(t17 + -1, t19);
            __m128 t20 = (__m128)__builtin_shufflevector((vcc_v4_float)t16, (vcc_v4_float)t18, 2, 6, 3, 7);
            _mm_storeu_ps(t17 + 3, t20);
            long t21 = (i_vec + 8L) * 2L;
            const float *t22 = b + t21;
            __m128 t23 = _mm_loadu_ps(t22);
            __m128 t24 = _mm_loadu_ps(t22 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 0, 2, 4, 6);
            __m128 b_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t23, (vcc_v4_float)t24, 1, 3, 5, 7);
            __m128 t25 = _mm_mul_ps(b_v_4, _mm_set1_ps(0.5f));
            float *t26 = a + ((int)t21 + 1);
            __m128 t27 = _mm_mul_ps(b_v_5, _mm_set1_ps(0.25f));
            __m128 t28 = (__m128)__builtin_shufflevector((vcc_v4_float)t25, (vcc_v4_float)t27, 0, 4, 1, 5);
            _mm_storeu_ps(t26 + -1, t28);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t25, (vcc_v4_float)t27, 2, 6, 3, 7);
            _mm_storeu_ps(t26 + 3, t29);
            long t30 = (i_vec + 12L) * 2L;
            const float *t31 = b + t30;
            __m128 t32 = _mm_loadu_ps(t31);
            __m128 t33 = _mm_loadu_ps(t31 + 4);
            __m128 b_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 0, 2, 4, 6);
            __m128 b_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t32, (vcc_v4_float)t33, 1, 3, 5, 7);
            __m128 t34 = _mm_mul_ps(b_v_6, _mm_set1_ps(0.5f));
            float *t35 = a + ((int)t30 + 1);
            __m128 t36 = _mm_mul_ps(b_v_7, _mm_set1_ps(0.25f));
            __m128 t37 = (__m128)__builtin_shufflevector((vcc_v4_float)t34, (vcc_v4_float)t36, 0, 4, 1, 5);
            _mm_storeu_ps(t35 + -1, t37);
            __m128 t38 = (__m128)__builtin_shufflevector((vcc_v4_float)t34, (vcc_v4_float)t36, 2, 6, 3, 7);
            _mm_storeu_ps(t35 + 3, t38);
            i_vec += 16L;
        } while (i_vec < t2);
        t39 = (int)(t2 * 2L);
    } else {
        t39 = 0;
    }
    long t40 = ((long)n + (long)t39 * -1L) / 2L;
    if (t40 >= 4L) {
        long t41 = t40 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t42 = (long)t39 + i_vec_1 * 2L;
            const float *t43 = b + t42;
            __m128 t44 = _mm_loadu_ps(t43);
            __m128 t45 = _mm_loadu_ps(t43 + 4);
            __m128 b_v_8 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t45, 0, 2, 4, 6);
            __m128 b_v_9 = (__m128)__builtin_shufflevector((vcc_v4_float)t44, (vcc_v4_float)t45, 1, 3, 5, 7);
            __m128 t46 = _mm_mul_ps(b_v_8, _mm_set1_ps(0.5f));
            float *t47 = a + ((int)t42 + 1);
            __m128 t48 = _mm_mul_ps(b_v_9, _mm_set1_ps(0.25f));
            __m128 t49 = (__m128)__builtin_shufflevector((vcc_v4_float)t46, (vcc_v4_float)t48, 0, 4, 1, 5);
            _mm_storeu_ps(t47 + -1, t49);
            __m128 t50 = (__m128)__builtin_shufflevector((vcc_v4_float)t46, (vcc_v4_float)t48, 2, 6, 3, 7);
            _mm_storeu_ps(t47 + 3, t50);
            i_vec_1 += 4L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41 * 2L);
    } else {
        i = t39;
    }
    for (; i < (n - 1); i += 2) {
        long t51 = (long)i;
        vcc_v2_float t52 = vcc_load(vcc_v2_float, b + t51);
        vcc_v2_float t53 = t52 * (vcc_v2_float){0.5f, 0.25f};
        vcc_store(a + t51, t53);
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
