/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void ne_loop(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:11 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            __m256 a_v = _mm256_loadu_ps(t3);
            __m256 t4 = _mm256_mul_ps(a_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(t5);
            __m256 t6 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(t9);
            __m256 t10 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (unsigned long)t2;
    } else {
        i = 0UL;
    }
    for (; i != n; i++) {
        float *t11 = a + (long)i;
        *t11 = *t11 * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void down(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    unsigned long t19;
    unsigned long t26;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m256 t4 = _mm256_loadu_ps(t3 + -7);
            __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(3.0f));
            __m256 t6 = _mm256_add_ps(t5, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t3 + -7, t6);
            float *t7 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            __m256 t8 = _mm256_loadu_ps(t7 + -7);
            __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(3.0f));
            __m256 t10 = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t7 + -7, t10);
            float *t11 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            __m256 t12 = _mm256_loadu_ps(t11 + -7);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(3.0f));
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t11 + -7, t14);
            float *t15 = a + (long)(n + (unsigned long)((i_vec + 24L) * -1L) - 1UL);
            __m256 t16 = _mm256_loadu_ps(t15 + -7);
            __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(3.0f));
            __m256 t18 = _mm256_add_ps(t17, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t15 + -7, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = n + (unsigned long)(t2 * -1L);
    } else {
        t19 = n;
    }
    long t20 = (long)t19;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t22 = a + (long)(t19 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m256 t23 = _mm256_loadu_ps(t22 + -7);
            __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(3.0f));
            __m256 t25 = _mm256_add_ps(t24, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t22 + -7, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = t19 + (unsigned long)(t21 * -1L);
    } else {
        t26 = t19;
    }
    long t27 = (long)t26;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(t26 - 1UL);
        __m256i t31 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t32 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), (float *)((unsigned long)a + (unsigned long)t30 * 4UL - 28UL));
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(3.0f));
        __m256 t34 = _mm256_add_ps(t33, _mm256_set1_ps(1.0f));
        __m256i t35 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t30 * 4UL - 28UL), _mm256_movepi32_mask(t35), t34);
        i = t26 + (unsigned long)(t27 * -1L);
    } else {
        i = t26;
    }
    while (i > 0UL) {
        i--;
        float *t36 = a + (long)i;
        *t36 = *t36 * 3.0f + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void down_postdec(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long t15;
    unsigned long t21;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m256 t4 = _mm256_loadu_ps(t3 + -7);
            __m256 t5 = _mm256_add_ps(t4, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t3 + -7, t5);
            float *t6 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            __m256 t7 = _mm256_loadu_ps(t6 + -7);
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t6 + -7, t8);
            float *t9 = a + (long)(n + (unsigned long)((i_vec + 16L) * -1L) - 1UL);
            __m256 t10 = _mm256_loadu_ps(t9 + -7);
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t9 + -7, t11);
            float *t12 = a + (long)(n + (unsigned long)((i_vec + 24L) * -1L) - 1UL);
            __m256 t13 = _mm256_loadu_ps(t12 + -7);
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t12 + -7, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = n + (unsigned long)(t2 * -1L);
    } else {
        t15 = n;
    }
    long t16 = (long)t15;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t18 = a + (long)(t15 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m256 t19 = _mm256_loadu_ps(t18 + -7);
            __m256 t20 = _mm256_add_ps(t19, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = t15 + (unsigned long)(t17 * -1L);
    } else {
        t21 = t15;
    }
    long t22 = (long)t21;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(t21 - 1UL);
        __m256i t26 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), (float *)((unsigned long)a + (unsigned long)t25 * 4UL - 28UL));
        __m256 t28 = _mm256_add_ps(t27, _mm256_set1_ps(0.5f));
        __m256i t29 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)t25 * 4UL - 28UL), _mm256_movepi32_mask(t29), t28);
        i = t21 + (unsigned long)(t22 * -1L);
    } else {
        i = t21;
    }
    for (;;) {
        unsigned long i_1 = i - 1UL;
        if (i <= 0UL) {
            break;
        }
        float *t30 = a + (long)i_1;
        *t30 = *t30 + 0.5f;
        i = i_1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void shift_left(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = (long)n + -1L;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:26 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            unsigned long t3 = 1UL + (unsigned long)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + (long)t3);
            _mm256_storeu_ps(a + (long)(t3 - 1UL), a_v);
            unsigned long t4 = 1UL + (unsigned long)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + (long)t4);
            _mm256_storeu_ps(a + (long)(t4 - 1UL), a_v_1);
            unsigned long t5 = 1UL + (unsigned long)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(a + (long)t5);
            _mm256_storeu_ps(a + (long)(t5 - 1UL), a_v_2);
            unsigned long t6 = 1UL + (unsigned long)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(a + (long)t6);
            _mm256_storeu_ps(a + (long)(t6 - 1UL), a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        i = 1UL + (unsigned long)t2;
    } else {
        i = 1UL;
    }
    for (; i != n; i++) {
        a[(long)(i - 1UL)] = a[(long)i];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void shift_right(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long t21;
    unsigned long i;
    unsigned long t1 = n - 1UL;
    long t2 = (long)t1;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            unsigned long t4 = t1 + (unsigned long)(i_vec * -1L);
            __m256 t5 = _mm256_loadu_ps(a + (long)(t4 - 1UL) + -7);
            __m256 a_v = _mm256_permutevar8x32_ps(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t6 = _mm256_permutevar8x32_ps(a_v, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (long)t4 + -7, t6);
            unsigned long t7 = t1 + (unsigned long)((i_vec + 8L) * -1L);
            __m256 t8 = _mm256_loadu_ps(a + (long)(t7 - 1UL) + -7);
            __m256 a_v_1 = _mm256_permutevar8x32_ps(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t9 = _mm256_permutevar8x32_ps(a_v_1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (long)t7 + -7, t9);
            unsigned long t10 = t1 + (unsigned long)((i_vec + 16L) * -1L);
            __m256 t11 = _mm256_loadu_ps(a + (long)(t10 - 1UL) + -7);
            __m256 a_v_2 = _mm256_permutevar8x32_ps(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t12 = _mm256_permutevar8x32_ps(a_v_2, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (long)t10 + -7, t12);
            unsigned long t13 = t1 + (unsigned long)((i_vec + 24L) * -1L);
            __m256 t14 = _mm256_loadu_ps(a + (long)(t13 - 1UL) + -7);
            __m256 a_v_3 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t15 = _mm256_permutevar8x32_ps(a_v_3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (long)t13 + -7, t15);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 += (unsigned long)(t3 * -1L);
    }
    long t16 = (long)t1;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            unsigned long t18 = t1 + (unsigned long)(i_vec_1 * -1L);
            __m256 t19 = _mm256_loadu_ps(a + (long)(t18 - 1UL) + -7);
            __m256 a_v_4 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256 t20 = _mm256_permutevar8x32_ps(a_v_4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + (long)t18 + -7, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = t1 + (unsigned long)(t17 * -1L);
    } else {
        t21 = t1;
    }
    long t22 = (long)t21;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        unsigned long t25 = t21;
        __m256i t26 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), (float *)((unsigned long)a + (unsigned long)(long)(t25 - 1UL) * 4UL - 28UL));
        __m256 a_v_5 = _mm256_permutevar8x32_ps(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t28 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t29 = _mm256_permutevar8x32_ps(a_v_5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)a + (unsigned long)(long)t25 * 4UL - 28UL), _mm256_movepi32_mask(t28), t29);
        i = t21 + (unsigned long)(t22 * -1L);
    } else {
        i = t21;
    }
    while (i > 0UL) {
        unsigned long t30 = i - 1UL;
        a[(long)i] = a[(long)t30];
        i = t30;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void step2(float *restrict a, const float *restrict b, size_t n) {
    vcc_no_contract_body
    unsigned long i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            unsigned long t3 = (unsigned long)(i_vec * 2L);
            long t4 = (long)t3;
            float *t5 = a + t4;
            const float *t6 = b + t4;
            __m128 t7 = _mm_loadu_ps(t6);
            __m128 t8 = _mm_loadu_ps(t6 + 4);
            __m128 b_v = (__m128)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t8, 0, 2, 4, 6);
            __m128 b_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t7, (vcc_v4_float)t8, 1, 3, 5, 7);
            __m128 t9 = _mm_mul_ps(b_v, b_v_1);
            float *t10 = a + (long)(t3 + 1UL);
            __m128 t11 = _mm_loadu_ps(t10);
            __m128 t12 = _mm_loadu_ps(t10 + 4);
            __m128 a_v = (__m128)__builtin_shufflevector((vcc_v4_float)t11, (vcc_v4_float)t12, 0, 2, 4, 6);
            __m128 t13 = _mm_add_ps(t9, a_v);
            __m128 t14 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t13, 0, 4, 1, 5);
            __m128i t15 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t5, _mm_movepi32_mask(t15), t14);
            __m128 t16 = (__m128)__builtin_shufflevector((vcc_v4_float)t13, (vcc_v4_float)t13, 2, 6, 3, 7);
            __m128i t17 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t5 + 4, _mm_movepi32_mask(t17), t16);
            unsigned long t18 = (unsigned long)((i_vec + 4L) * 2L);
            long t19 = (long)t18;
            float *t20 = a + t19;
            const float *t21 = b + t19;
            __m128 t22 = _mm_loadu_ps(t21);
            __m128 t23 = _mm_loadu_ps(t21 + 4);
            __m128 b_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t23, 0, 2, 4, 6);
            __m128 b_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t22, (vcc_v4_float)t23, 1, 3, 5, 7);
            __m128 t24 = _mm_mul_ps(b_v_2, b_v_3);
            float *t25 = a + (long)(t18 + 1UL);
            __m128 t26 = _mm_loadu_ps(t25);
            __m128 t27 = _mm_loadu_ps(t25 + 4);
            __m128 a_v_1 = (__m128)__builtin_shufflevector((vcc_v4_float)t26, (vcc_v4_float)t27, 0, 2, 4, 6);
            __m128 t28 = _mm_add_ps(t24, a_v_1);
            __m128 t29 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 0, 4, 1, 5);
            __m128i t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t20, _mm_movepi32_mask(t30), t29);
            __m128 t31 = (__m128)__builtin_shufflevector((vcc_v4_float)t28, (vcc_v4_float)t28, 2, 6, 3, 7);
            __m128i t32 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t20 + 4, _mm_movepi32_mask(t32), t31);
            unsigned long t33 = (unsigned long)((i_vec + 8L) * 2L);
            long t34 = (long)t33;
            float *t35 = a + t34;
            const float *t36 = b + t34;
            __m128 t37 = _mm_loadu_ps(t36);
            __m128 t38 = _mm_loadu_ps(t36 + 4);
            __m128 b_v_4 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 0, 2, 4, 6);
            __m128 b_v_5 = (__m128)__builtin_shufflevector((vcc_v4_float)t37, (vcc_v4_float)t38, 1, 3, 5, 7);
            __m128 t39 = _mm_mul_ps(b_v_4, b_v_5);
            float *t40 = a + (long)(t33 + 1UL);
            __m128 t41 = _mm_loadu_ps(t40);
            __m128 t42 = _mm_loadu_ps(t40 + 4);
            __m128 a_v_2 = (__m128)__builtin_shufflevector((vcc_v4_float)t41, (vcc_v4_float)t42, 0, 2, 4, 6);
            __m128 t43 = _mm_add_ps(t39, a_v_2);
            __m128 t44 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t43, 0, 4, 1, 5);
            __m128i t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t35, _mm_movepi32_mask(t45), t44);
            __m128 t46 = (__m128)__builtin_shufflevector((vcc_v4_float)t43, (vcc_v4_float)t43, 2, 6, 3, 7);
            __m128i t47 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t35 + 4, _mm_movepi32_mask(t47), t46);
            unsigned long t48 = (unsigned long)((i_vec + 12L) * 2L);
            long t49 = (long)t48;
            float *t50 = a + t49;
            const float *t51 = b + t49;
            __m128 t52 = _mm_loadu_ps(t51);
            __m128 t53 = _mm_loadu_ps(t51 + 4);
            __m128 b_v_6 = (__m128)__builtin_shufflevector((vcc_v4_float)t52, (vcc_v4_float)t53, 0, 2, 4, 6);
            __m128 b_v_7 = (__m128)__builtin_shufflevector((vcc_v4_float)t52, (vcc_v4_float)t53, 1, 3, 5, 7);
            __m128 t54 = _mm_mul_ps(b_v_6, b_v_7);
            float *t55 = a + (long)(t48 + 1UL);
            __m128 t56 = _mm_loadu_ps(t55);
            __m128 t57 = _mm_loadu_ps(t55 + 4);
            __m128 a_v_3 = (__m128)__builtin_shufflevector((vcc_v4_float)t56, (vcc_v4_float)t57, 0, 2, 4, 6);
            __m128 t58 = _mm_add_ps(t54, a_v_3);
            __m128 t59 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t58, 0, 4, 1, 5);
            __m128i t60 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t50, _mm_movepi32_mask(t60), t59);
            __m128 t61 = (__m128)__builtin_shufflevector((vcc_v4_float)t58, (vcc_v4_float)t58, 2, 6, 3, 7);
            __m128i t62 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm_mask_storeu_ps(t50 + 4, _mm_movepi32_mask(t62), t61);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (unsigned long)(t2 * 2L);
    } else {
        i = 0UL;
    }
    for (; i < n; i += 2UL) {
        long t63 = (long)i;
        long t64 = (long)(i + 1UL);
        a[t63] = b[t63] * b[t64] + a[t64];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
