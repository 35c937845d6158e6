/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 8 */
/* Loops whose body compares the induction with a constant that changes its value once
 * (`split_loops.rs`, gcc's -fsplit-loops): split where it changes, and each part takes the
 * comparison as the constant it is there. The first iteration's special case
 * (`i == 0 ? b[0] : b[i] + b[i - 1]`) leaves a loop without the masked load of `b[i - 1]`. */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];
unsigned u[N];

/* The first iteration apart: its load of b[i - 1] would read before the array. */
extern __typeof__(a) a __attribute__((aligned(32)));
extern __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void first_iter(void) {
    vcc_no_contract_body
    for (int i = 0; i < 1; i++) {
        float *t1 = &a[i];
        float t2 = b[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:15 vectorized: VF 8, UF 4, masked remainder */
    do {
        long t3 = 1L + i_vec;
        __m256 b_v = _mm256_loadu_ps(&b[t3]);
        __m256 b_v_1 = _mm256_loadu_ps(&b[(int)t3 - 1]);
        __m256 t4 = _mm256_add_ps(b_v, b_v_1);
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[t3], t5);
        long t6 = 1L + (i_vec + 8L);
        __m256 b_v_2 = _mm256_loadu_ps(&b[t6]);
        __m256 b_v_3 = _mm256_loadu_ps(&b[(int)t6 - 1]);
        __m256 t7 = _mm256_add_ps(b_v_2, b_v_3);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[t6], t8);
        long t9 = 1L + (i_vec + 16L);
        __m256 b_v_4 = _mm256_loadu_ps(&b[t9]);
        __m256 b_v_5 = _mm256_loadu_ps(&b[(int)t9 - 1]);
        __m256 t10 = _mm256_add_ps(b_v_4, b_v_5);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[t9], t11);
        long t12 = 1L + (i_vec + 24L);
        __m256 b_v_6 = _mm256_loadu_ps(&b[t12]);
        __m256 b_v_7 = _mm256_loadu_ps(&b[(int)t12 - 1]);
        __m256 t13 = _mm256_add_ps(b_v_6, b_v_7);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[t12], t14);
        i_vec += 32L;
    } while (i_vec < 992L);
    __m256i t15 = _mm256_set1_epi32(7);
    __m256i t16 = _mm256_cmpgt_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 b_v_8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t16), &b[993]);
    __m256 b_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t16), &b[992]);
    __m256 t17 = _mm256_add_ps(b_v_8, b_v_9);
    __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
    _mm256_mask_storeu_ps(&a[993], _mm256_movepi32_mask(t16), t18);
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void last_iter(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:21 vectorized: VF 8, UF 4, masked remainder */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[(int)i_vec + 1]);
        __m256 b_v_1 = _mm256_loadu_ps(&b[i_vec]);
        __m256 t1 = _mm256_sub_ps(b_v, b_v_1);
        _mm256_storeu_ps(&a[i_vec], t1);
        long t2 = i_vec + 8L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[(int)t2 + 1]);
        __m256 b_v_3 = _mm256_loadu_ps(&b[t2]);
        __m256 t3 = _mm256_sub_ps(b_v_2, b_v_3);
        _mm256_storeu_ps(&a[t2], t3);
        long t4 = i_vec + 16L;
        __m256 b_v_4 = _mm256_loadu_ps(&b[(int)t4 + 1]);
        __m256 b_v_5 = _mm256_loadu_ps(&b[t4]);
        __m256 t5 = _mm256_sub_ps(b_v_4, b_v_5);
        _mm256_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 24L;
        __m256 b_v_6 = _mm256_loadu_ps(&b[(int)t6 + 1]);
        __m256 b_v_7 = _mm256_loadu_ps(&b[t6]);
        __m256 t7 = _mm256_sub_ps(b_v_6, b_v_7);
        _mm256_storeu_ps(&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 992L);
    __m256i t8 = _mm256_set1_epi32(7);
    __m256i t9 = _mm256_cmpgt_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 b_v_8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t9), &b[993]);
    __m256 b_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t9), &b[992]);
    __m256 t10 = _mm256_sub_ps(b_v_8, b_v_9);
    _mm256_mask_storeu_ps(&a[992], _mm256_movepi32_mask(t9), t10);
    for (int i = 999; i < 1000; i++) {
        float *t11 = &a[i];
        *t11 = 0.0f;
    }
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
extern __typeof__(c) c __attribute__((aligned(32)));
extern __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void below_eight(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i d_v = _mm256_loadu_si256((const __m256i *)&d[i_vec]);
        __m256i t1 = _mm256_mullo_epi32(d_v, _mm256_set1_epi32(2));
        _mm256_storeu_si256((__m256i *)&c[i_vec], t1);
        i_vec += 8L;
    } while (i_vec < 8L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t2 = 8L + i_vec_1;
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)&d[t2]);
        __m256i c_v = _mm256_loadu_si256((const __m256i *)&c[t2]);
        __m256i t3 = _mm256_sub_epi32(d_v_1, c_v);
        _mm256_storeu_si256((__m256i *)&c[t2], t3);
        long t4 = 8L + (i_vec_1 + 8L);
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)&d[t4]);
        __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)&c[t4]);
        __m256i t5 = _mm256_sub_epi32(d_v_2, c_v_1);
        _mm256_storeu_si256((__m256i *)&c[t4], t5);
        long t6 = 8L + (i_vec_1 + 16L);
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)&d[t6]);
        __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)&c[t6]);
        __m256i t7 = _mm256_sub_epi32(d_v_3, c_v_2);
        _mm256_storeu_si256((__m256i *)&c[t6], t7);
        long t8 = 8L + (i_vec_1 + 24L);
        __m256i d_v_4 = _mm256_loadu_si256((const __m256i *)&d[t8]);
        __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)&c[t8]);
        __m256i t9 = _mm256_sub_epi32(d_v_4, c_v_3);
        _mm256_storeu_si256((__m256i *)&c[t8], t9);
        i_vec_1 += 32L;
    } while (i_vec_1 < 992L);
}

/* An unsigned counter and comparison, split after iteration 599. */
extern __typeof__(u) u __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void above_unsigned(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        unsigned int *t1 = &u[i_vec];
        __m256i u_v = _mm256_loadu_si256((const __m256i *)t1);
        __m256i d_v = _mm256_loadu_si256((const __m256i *)&d[i_vec]);
        __m256i t2 = _mm256_xor_si256(u_v, d_v);
        _mm256_storeu_si256((__m256i *)t1, t2);
        long t3 = i_vec + 8L;
        unsigned int *t4 = &u[t3];
        __m256i u_v_1 = _mm256_loadu_si256((const __m256i *)t4);
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)&d[t3]);
        __m256i t5 = _mm256_xor_si256(u_v_1, d_v_1);
        _mm256_storeu_si256((__m256i *)t4, t5);
        long t6 = i_vec + 16L;
        unsigned int *t7 = &u[t6];
        __m256i u_v_2 = _mm256_loadu_si256((const __m256i *)t7);
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)&d[t6]);
        __m256i t8 = _mm256_xor_si256(u_v_2, d_v_2);
        _mm256_storeu_si256((__m256i *)t7, t8);
        long t9 = i_vec + 24L;
        unsigned int *t10 = &u[t9];
        __m256i u_v_3 = _mm256_loadu_si256((const __m256i *)t10);
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)&d[t9]);
        __m256i t11 = _mm256_xor_si256(u_v_3, d_v_3);
        _mm256_storeu_si256((__m256i *)t10, t11);
        i_vec += 32L;
    } while (i_vec < 576L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 576L + i_vec_1;
        unsigned int *t13 = &u[t12];
        __m256i u_v_4 = _mm256_loadu_si256((const __m256i *)t13);
        __m256i d_v_4 = _mm256_loadu_si256((const __m256i *)&d[t12]);
        __m256i t14 = _mm256_xor_si256(u_v_4, d_v_4);
        _mm256_storeu_si256((__m256i *)t13, t14);
        i_vec_1 += 8L;
    } while (i_vec_1 < 24L);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        unsigned int *t15 = &u[600L + i_vec_2];
        __m256i u_v_5 = _mm256_loadu_si256((const __m256i *)t15);
        __m256i t16 = _mm256_add_epi32(u_v_5, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)t15, t16);
        unsigned int *t17 = &u[600L + (i_vec_2 + 8L)];
        __m256i u_v_6 = _mm256_loadu_si256((const __m256i *)t17);
        __m256i t18 = _mm256_add_epi32(u_v_6, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)t17, t18);
        unsigned int *t19 = &u[600L + (i_vec_2 + 16L)];
        __m256i u_v_7 = _mm256_loadu_si256((const __m256i *)t19);
        __m256i t20 = _mm256_add_epi32(u_v_7, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)t19, t20);
        unsigned int *t21 = &u[600L + (i_vec_2 + 24L)];
        __m256i u_v_8 = _mm256_loadu_si256((const __m256i *)t21);
        __m256i t22 = _mm256_add_epi32(u_v_8, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)t21, t22);
        i_vec_2 += 32L;
    } while (i_vec_2 < 384L);
    long i_vec_3 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        unsigned int *t23 = &u[984L + i_vec_3];
        __m256i u_v_9 = _mm256_loadu_si256((const __m256i *)t23);
        __m256i t24 = _mm256_add_epi32(u_v_9, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)t23, t24);
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void not_constant(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:44 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i limit_v = _mm256_set1_epi32((int)limit);
        __m256i t2 = _mm256_cmpgt_epi32(limit_v, (__m256i)i_v);
        __m256i d_v = _mm256_loadu_si256((const __m256i *)&d[i_vec]);
        __m256i t3 = _mm256_sub_epi32(_mm256_setzero_si256(), d_v);
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)&d[i_vec]);
        __m256i t4 = _mm256_ternarylogic_epi32(t2, d_v_1, t3, 0xCA);
        _mm256_storeu_si256((__m256i *)&c[i_vec], t4);
        long t5 = i_vec + 8L;
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i limit_v_1 = _mm256_set1_epi32((int)limit);
        __m256i t7 = _mm256_cmpgt_epi32(limit_v_1, t6);
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)&d[t5]);
        __m256i t8 = _mm256_sub_epi32(_mm256_setzero_si256(), d_v_2);
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)&d[t5]);
        __m256i t9 = _mm256_ternarylogic_epi32(t7, d_v_3, t8, 0xCA);
        _mm256_storeu_si256((__m256i *)&c[t5], t9);
        long t10 = i_vec + 16L;
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i limit_v_2 = _mm256_set1_epi32((int)limit);
        __m256i t12 = _mm256_cmpgt_epi32(limit_v_2, t11);
        __m256i d_v_4 = _mm256_loadu_si256((const __m256i *)&d[t10]);
        __m256i t13 = _mm256_sub_epi32(_mm256_setzero_si256(), d_v_4);
        __m256i d_v_5 = _mm256_loadu_si256((const __m256i *)&d[t10]);
        __m256i t14 = _mm256_ternarylogic_epi32(t12, d_v_5, t13, 0xCA);
        _mm256_storeu_si256((__m256i *)&c[t10], t14);
        long t15 = i_vec + 24L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i limit_v_3 = _mm256_set1_epi32((int)limit);
        __m256i t17 = _mm256_cmpgt_epi32(limit_v_3, t16);
        __m256i d_v_6 = _mm256_loadu_si256((const __m256i *)&d[t15]);
        __m256i t18 = _mm256_sub_epi32(_mm256_setzero_si256(), d_v_6);
        __m256i d_v_7 = _mm256_loadu_si256((const __m256i *)&d[t15]);
        __m256i t19 = _mm256_ternarylogic_epi32(t17, d_v_7, t18, 0xCA);
        _mm256_storeu_si256((__m256i *)&c[t15], t19);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t20 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t21 = 992L + i_vec_1;
        __m256i limit_v_4 = _mm256_set1_epi32((int)limit);
        __m256i t22 = _mm256_cmpgt_epi32(limit_v_4, (__m256i)i_v_1);
        __m256i t23 = (__m256i)~(vcc_m8)t22;
        __m256i d_v_8 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), (int *)((unsigned long)&d + (unsigned long)t21 * 4UL));
        __m256i t24 = _mm256_sub_epi32(_mm256_setzero_si256(), d_v_8);
        __m256i d_v_9 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), (int *)((unsigned long)&d + (unsigned long)t21 * 4UL));
        __m256i t25 = _mm256_ternarylogic_epi32(t22, d_v_9, t24, 0xCA);
        _mm256_storeu_si256((__m256i *)&c[t21], t25);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void middle_equal(void) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t2 = _mm256_cmpeq_epi32((__m256i)i_v, _mm256_set1_epi32(500));
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256 t3 = _mm256_mul_ps(b_v, _mm256_set1_ps(3.0f));
        __m256 t4 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t3, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[i_vec], t4);
        long t5 = i_vec + 8L;
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(500));
        __m256 b_v_1 = _mm256_loadu_ps(&b[t5]);
        __m256 t8 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(3.0f));
        __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t7), t8, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t5], t9);
        long t10 = i_vec + 16L;
        __m256i t11 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t12 = _mm256_cmpeq_epi32(t11, _mm256_set1_epi32(500));
        __m256 b_v_2 = _mm256_loadu_ps(&b[t10]);
        __m256 t13 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(3.0f));
        __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t12), t13, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t10], t14);
        long t15 = i_vec + 24L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t17 = _mm256_cmpeq_epi32(t16, _mm256_set1_epi32(500));
        __m256 b_v_3 = _mm256_loadu_ps(&b[t15]);
        __m256 t18 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(3.0f));
        __m256 t19 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t17), t18, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t15], t19);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t20 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t21 = 992L + i_vec_1;
        __m256i t22 = _mm256_cmpeq_epi32((__m256i)i_v_1, _mm256_set1_epi32(500));
        __m256i t23 = (__m256i)~(vcc_m8)t22;
        __m256 b_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), (float *)((unsigned long)&b + (unsigned long)t21 * 4UL));
        __m256 t24 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(3.0f));
        __m256 t25 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t22), t24, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t21], t25);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int t112;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m256i round_v = _mm256_set1_epi32((int)round);
            __m256i t12 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t13 = _mm256_set1_epi32((int)(t9 % 101));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(101));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t14, t15);
            __m256i t16 = _mm256_set1_epi32((int)(t10 % 23));
            __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8));
            __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(23));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t17, t18);
            __m256i t19 = _mm256_set1_epi32((int)(t11 % 1000));
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433));
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t20, t21);
            __m256i t22 = _mm256_set1_epi32(0);
            __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(777));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t23, t24);
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 8, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t25 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t26 = _mm256_sub_ps(t25, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[i_vec], t26);
                __m256 t27 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[i_vec], t28);
                __m256i t29 = _mm256_sub_epi32((__m256i)t3, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[i_vec], t29);
                __m256i t30 = _mm256_sub_epi32((__m256i)t4, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[i_vec], t30);
                __m256i t31 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
                __m256i t32 = _mm256_add_epi32(t31, round_v);
                _mm256_storeu_si256((__m256i *)&u[i_vec], t32);
                long t33 = i_vec + 8L;
                __m256i t34 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                __m256i t35 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
                __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(101));
                __m256i t37 = _mm256_min_epu32(t35, t36);
                __m256 t38 = _mm256_cvtepi32_ps(t37);
                __m256 t39 = _mm256_sub_ps(t38, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t33], t39);
                __m256i t40 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(19));
                __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(23));
                __m256i t42 = _mm256_min_epu32(t40, t41);
                __m256 t43 = _mm256_cvtepi32_ps(t42);
                __m256 t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t33], t44);
                __m256i t45 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(352));
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(1000));
                __m256i t47 = _mm256_min_epu32(t45, t46);
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t33], t48);
                __m256i t49 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(226));
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(777));
                __m256i t51 = _mm256_min_epu32(t49, t50);
                __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t33], t52);
                __m256i t53 = _mm256_mullo_epi32(t34, _mm256_set1_epi32(-1640531535));
                __m256i t54 = _mm256_add_epi32(t53, round_v);
                _mm256_storeu_si256((__m256i *)&u[t33], t54);
                long t55 = i_vec + 16L;
                __m256i t56 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                __m256i t57 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
                __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(101));
                __m256i t59 = _mm256_min_epu32(t57, t58);
                __m256 t60 = _mm256_cvtepi32_ps(t59);
                __m256 t61 = _mm256_sub_ps(t60, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t55], t61);
                __m256i t62 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(15));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(23));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                __m256 t65 = _mm256_cvtepi32_ps(t64);
                __m256 t66 = _mm256_mul_ps(t65, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t55], t66);
                __m256i t67 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(704));
                __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(1000));
                __m256i t69 = _mm256_min_epu32(t67, t68);
                __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t55], t70);
                __m256i t71 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(452));
                __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(777));
                __m256i t73 = _mm256_min_epu32(t71, t72);
                __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t55], t74);
                __m256i t75 = _mm256_mullo_epi32(t56, _mm256_set1_epi32(-1640531535));
                __m256i t76 = _mm256_add_epi32(t75, round_v);
                _mm256_storeu_si256((__m256i *)&u[t55], t76);
                long t77 = i_vec + 24L;
                __m256i t78 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
                __m256i t79 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
                __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(101));
                __m256i t81 = _mm256_min_epu32(t79, t80);
                __m256 t82 = _mm256_cvtepi32_ps(t81);
                __m256 t83 = _mm256_sub_ps(t82, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t77], t83);
                __m256i t84 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
                __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(23));
                __m256i t86 = _mm256_min_epu32(t84, t85);
                __m256 t87 = _mm256_cvtepi32_ps(t86);
                __m256 t88 = _mm256_mul_ps(t87, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t77], t88);
                __m256i t89 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(56));
                __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(1000));
                __m256i t91 = _mm256_min_epu32(t89, t90);
                __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t77], t92);
                __m256i t93 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(678));
                __m256i t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32(777));
                __m256i t95 = _mm256_min_epu32(t93, t94);
                __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t77], t96);
                __m256i t97 = _mm256_mullo_epi32(t78, _mm256_set1_epi32(-1640531535));
                __m256i t98 = _mm256_add_epi32(t97, round_v);
                _mm256_storeu_si256((__m256i *)&u[t77], t98);
                i_vec += 32L;
                __m256i t99 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
                __m256i t100 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
                __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(101));
                __m256i t102 = _mm256_min_epu32(t100, t101);
                __m256i t103 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(7));
                __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(23));
                __m256i t105 = _mm256_min_epu32(t103, t104);
                __m256i t106 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(408));
                __m256i t107 = _mm256_sub_epi32(t106, _mm256_set1_epi32(1000));
                __m256i t108 = _mm256_min_epu32(t106, t107);
                __m256i t109 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(127));
                __m256i t110 = _mm256_sub_epi32(t109, _mm256_set1_epi32(777));
                __m256i t111 = _mm256_min_epu32(t109, t110);
                if (i_vec >= 992L) {
                    break;
                }
                i_v = (vcc_v8_uint)t99;
                t1 = (vcc_v8_int)t102;
                t2 = (vcc_v8_int)t105;
                t3 = (vcc_v8_int)t108;
                t4 = (vcc_v8_int)t111;
            }
            t112 = 992;
        } else {
            t112 = 0;
        }
        long t113 = (long)t112 * -1L + 1000L;
        int t114 = (int)((unsigned int)(int)((unsigned int)t112 * 37U) + (unsigned int)round);
        int t115 = (int)((unsigned int)(int)((unsigned int)t112 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t116 = (int)((unsigned int)(int)((unsigned int)t112 * 7919U) + (unsigned int)round);
        int t117 = (int)((unsigned int)t112 * 104729U);
        if ((t113 >= 8L) & (t114 >= 0) & (t115 >= 0) & (t116 >= 0) & (t117 >= 0)) {
            long t118 = t113 & -8L;
            __m256i round_v_1 = _mm256_set1_epi32((int)round);
            __m256i t119 = _mm256_set1_epi32((int)t112);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t119, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t120 = _mm256_set1_epi32((int)(t114 % 101));
            __m256i t121 = _mm256_add_epi32(t120, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
            __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(101));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t121, t122);
            __m256i t123 = _mm256_set1_epi32((int)(t115 % 23));
            __m256i t124 = _mm256_add_epi32(t123, _mm256_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8));
            __m256i t125 = _mm256_sub_epi32(t124, _mm256_set1_epi32(23));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t124, t125);
            __m256i t126 = _mm256_set1_epi32((int)(t116 % 1000));
            __m256i t127 = _mm256_add_epi32(t126, _mm256_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433));
            __m256i t128 = _mm256_sub_epi32(t127, _mm256_set1_epi32(1000));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t127, t128);
            __m256i t129 = _mm256_set1_epi32((int)(t117 % 777));
            __m256i t130 = _mm256_add_epi32(t129, _mm256_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392));
            __m256i t131 = _mm256_sub_epi32(t130, _mm256_set1_epi32(777));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t130, t131);
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t132 = (long)t112 + i_vec_1;
                __m256 t133 = _mm256_cvtepi32_ps((__m256i)t5);
                __m256 t134 = _mm256_sub_ps(t133, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t132], t134);
                __m256 t135 = _mm256_cvtepi32_ps((__m256i)t6);
                __m256 t136 = _mm256_mul_ps(t135, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t132], t136);
                __m256i t137 = _mm256_sub_epi32((__m256i)t7, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t132], t137);
                __m256i t138 = _mm256_sub_epi32((__m256i)t8, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t132], t138);
                __m256i t139 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(-1640531535));
                __m256i t140 = _mm256_add_epi32(t139, round_v_1);
                _mm256_storeu_si256((__m256i *)&u[t132], t140);
                i_vec_1 += 8L;
                __m256i t141 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                __m256i t142 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(94));
                __m256i t143 = _mm256_sub_epi32(t142, _mm256_set1_epi32(101));
                __m256i t144 = _mm256_min_epu32(t142, t143);
                __m256i t145 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(19));
                __m256i t146 = _mm256_sub_epi32(t145, _mm256_set1_epi32(23));
                __m256i t147 = _mm256_min_epu32(t145, t146);
                __m256i t148 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(352));
                __m256i t149 = _mm256_sub_epi32(t148, _mm256_set1_epi32(1000));
                __m256i t150 = _mm256_min_epu32(t148, t149);
                __m256i t151 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(226));
                __m256i t152 = _mm256_sub_epi32(t151, _mm256_set1_epi32(777));
                __m256i t153 = _mm256_min_epu32(t151, t152);
                if (i_vec_1 >= t118) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t141;
                t5 = (vcc_v8_int)t144;
                t6 = (vcc_v8_int)t147;
                t7 = (vcc_v8_int)t150;
                t8 = (vcc_v8_int)t153;
            }
            i = (int)((long)t112 + t118);
        } else {
            i = t112;
        }
        for (; i < 1000; i++) {
            long t154 = (long)i;
            a[t154] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t154] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t154] = (i * 7919 + round) % 1000 - 500;
            d[t154] = i * 104729 % 777 - 300;
            u[t154] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t155 = (const void *)a;
        printf("%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t155, 4000UL)));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t156 = (_mm256_zeroupper(), hash_bytes((const void *)u, 4000UL));
        const void *t157 = (const void *)c;
        unsigned long t158 = (_mm256_zeroupper(), hash_bytes(t157, 4000UL));
        printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t155, 4000UL)), (unsigned long long)t158, (unsigned long long)t156);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t159 = (_mm256_zeroupper(), hash_bytes(t157, 4000UL));
        printf(" %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t155, 4000UL)), (unsigned long long)t159);
    }
    return 0;
}
