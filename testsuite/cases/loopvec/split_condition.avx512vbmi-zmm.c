/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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
extern __typeof__(a) a __attribute__((aligned(64)));
extern __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void first_iter(void) {
    vcc_no_contract_body
    for (int i = 0; i < 1; i++) {
        float *t1 = &a[i];
        float t2 = b[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:15 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t3 = 1L + i_vec;
        __m512 b_v = _mm512_loadu_ps(&b[t3]);
        __m512 b_v_1 = _mm512_loadu_ps(&b[(int)t3 - 1]);
        __m512 t4 = _mm512_add_ps(b_v, b_v_1);
        __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[t3], t5);
        long t6 = 1L + (i_vec + 16L);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t6]);
        __m512 b_v_3 = _mm512_loadu_ps(&b[(int)t6 - 1]);
        __m512 t7 = _mm512_add_ps(b_v_2, b_v_3);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[t6], t8);
        long t9 = 1L + (i_vec + 32L);
        __m512 b_v_4 = _mm512_loadu_ps(&b[t9]);
        __m512 b_v_5 = _mm512_loadu_ps(&b[(int)t9 - 1]);
        __m512 t10 = _mm512_add_ps(b_v_4, b_v_5);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[t9], t11);
        long t12 = 1L + (i_vec + 48L);
        __m512 b_v_6 = _mm512_loadu_ps(&b[t12]);
        __m512 b_v_7 = _mm512_loadu_ps(&b[(int)t12 - 1]);
        __m512 t13 = _mm512_add_ps(b_v_6, b_v_7);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[t12], t14);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t15 = 961L + i_vec_1;
        __m512 b_v_8 = _mm512_loadu_ps(&b[t15]);
        __m512 b_v_9 = _mm512_loadu_ps(&b[(int)t15 - 1]);
        __m512 t16 = _mm512_add_ps(b_v_8, b_v_9);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[t15], t17);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t18 = _mm512_set1_epi32(7);
    __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
    __m512 b_v_10 = _mm512_maskz_loadu_ps(t19, &b[993]);
    __m512 b_v_11 = _mm512_maskz_loadu_ps(t19, &b[992]);
    __m512 t20 = _mm512_add_ps(b_v_10, b_v_11);
    __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.5f));
    _mm512_mask_storeu_ps(&a[993], t19, t21);
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void last_iter(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512 b_v = _mm512_loadu_ps(&b[(int)i_vec + 1]);
        __m512 b_v_1 = _mm512_loadu_ps(&b[i_vec]);
        __m512 t1 = _mm512_sub_ps(b_v, b_v_1);
        _mm512_storeu_ps(&a[i_vec], t1);
        long t2 = i_vec + 16L;
        __m512 b_v_2 = _mm512_loadu_ps(&b[(int)t2 + 1]);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t2]);
        __m512 t3 = _mm512_sub_ps(b_v_2, b_v_3);
        _mm512_storeu_ps(&a[t2], t3);
        long t4 = i_vec + 32L;
        __m512 b_v_4 = _mm512_loadu_ps(&b[(int)t4 + 1]);
        __m512 b_v_5 = _mm512_loadu_ps(&b[t4]);
        __m512 t5 = _mm512_sub_ps(b_v_4, b_v_5);
        _mm512_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 48L;
        __m512 b_v_6 = _mm512_loadu_ps(&b[(int)t6 + 1]);
        __m512 b_v_7 = _mm512_loadu_ps(&b[t6]);
        __m512 t7 = _mm512_sub_ps(b_v_6, b_v_7);
        _mm512_storeu_ps(&a[t6], t7);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t8 = 960L + i_vec_1;
        __m512 b_v_8 = _mm512_loadu_ps(&b[(int)t8 + 1]);
        __m512 b_v_9 = _mm512_loadu_ps(&b[t8]);
        __m512 t9 = _mm512_sub_ps(b_v_8, b_v_9);
        _mm512_storeu_ps(&a[t8], t9);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t10 = _mm512_set1_epi32(7);
    __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
    __m512 b_v_10 = _mm512_maskz_loadu_ps(t11, &b[993]);
    __m512 b_v_11 = _mm512_maskz_loadu_ps(t11, &b[992]);
    __m512 t12 = _mm512_sub_ps(b_v_10, b_v_11);
    _mm512_mask_storeu_ps(&a[992], t11, t12);
    for (int i = 999; i < 1000; i++) {
        float *t13 = &a[i];
        *t13 = 0.0f;
    }
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
extern __typeof__(c) c __attribute__((aligned(64)));
extern __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void below_eight(void) {
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
    /* vcc: loop at split_condition.c:27 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        long t2 = 8L + i_vec_1;
        __m512i d_v_1 = _mm512_loadu_si512(&d[t2]);
        __m512i c_v = _mm512_loadu_si512(&c[t2]);
        __m512i t3 = _mm512_sub_epi32(d_v_1, c_v);
        _mm512_storeu_si512(&c[t2], t3);
        long t4 = 8L + (i_vec_1 + 16L);
        __m512i d_v_2 = _mm512_loadu_si512(&d[t4]);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t4]);
        __m512i t5 = _mm512_sub_epi32(d_v_2, c_v_1);
        _mm512_storeu_si512(&c[t4], t5);
        long t6 = 8L + (i_vec_1 + 32L);
        __m512i d_v_3 = _mm512_loadu_si512(&d[t6]);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t6]);
        __m512i t7 = _mm512_sub_epi32(d_v_3, c_v_2);
        _mm512_storeu_si512(&c[t6], t7);
        long t8 = 8L + (i_vec_1 + 48L);
        __m512i d_v_4 = _mm512_loadu_si512(&d[t8]);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t8]);
        __m512i t9 = _mm512_sub_epi32(d_v_4, c_v_3);
        _mm512_storeu_si512(&c[t8], t9);
        i_vec_1 += 64L;
    } while (i_vec_1 < 960L);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t10 = 968L + i_vec_2;
        __m512i d_v_5 = _mm512_loadu_si512(&d[t10]);
        __m512i c_v_4 = _mm512_loadu_si512(&c[t10]);
        __m512i t11 = _mm512_sub_epi32(d_v_5, c_v_4);
        _mm512_storeu_si512(&c[t10], t11);
        i_vec_2 += 16L;
    } while (i_vec_2 < 32L);
}

/* An unsigned counter and comparison, split after iteration 599. */
extern __typeof__(u) u __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void above_unsigned(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        unsigned int *t1 = &u[i_vec];
        __m512i u_v = _mm512_loadu_si512(t1);
        __m512i d_v = _mm512_loadu_si512(&d[i_vec]);
        __m512i t2 = _mm512_xor_si512(u_v, d_v);
        _mm512_storeu_si512(t1, t2);
        long t3 = i_vec + 16L;
        unsigned int *t4 = &u[t3];
        __m512i u_v_1 = _mm512_loadu_si512(t4);
        __m512i d_v_1 = _mm512_loadu_si512(&d[t3]);
        __m512i t5 = _mm512_xor_si512(u_v_1, d_v_1);
        _mm512_storeu_si512(t4, t5);
        long t6 = i_vec + 32L;
        unsigned int *t7 = &u[t6];
        __m512i u_v_2 = _mm512_loadu_si512(t7);
        __m512i d_v_2 = _mm512_loadu_si512(&d[t6]);
        __m512i t8 = _mm512_xor_si512(u_v_2, d_v_2);
        _mm512_storeu_si512(t7, t8);
        long t9 = i_vec + 48L;
        unsigned int *t10 = &u[t9];
        __m512i u_v_3 = _mm512_loadu_si512(t10);
        __m512i d_v_3 = _mm512_loadu_si512(&d[t9]);
        __m512i t11 = _mm512_xor_si512(u_v_3, d_v_3);
        _mm512_storeu_si512(t10, t11);
        i_vec += 64L;
    } while (i_vec < 576L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t12 = 576L + i_vec_1;
        unsigned int *t13 = &u[t12];
        __m512i u_v_4 = _mm512_loadu_si512(t13);
        __m512i d_v_4 = _mm512_loadu_si512(&d[t12]);
        __m512i t14 = _mm512_xor_si512(u_v_4, d_v_4);
        _mm512_storeu_si512(t13, t14);
        i_vec_1 += 16L;
    } while (i_vec_1 < 16L);
    __m512i t15 = _mm512_set1_epi32(8);
    __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
    __m512i u_v_5 = _mm512_maskz_loadu_epi32(t16, &u[592]);
    __m512i d_v_5 = _mm512_maskz_loadu_epi32(t16, &d[592]);
    __m512i t17 = _mm512_xor_si512(u_v_5, d_v_5);
    _mm512_mask_storeu_epi32(&u[592], t16, t17);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        unsigned int *t18 = &u[600L + i_vec_2];
        __m512i u_v_6 = _mm512_loadu_si512(t18);
        __m512i t19 = _mm512_add_epi32(u_v_6, _mm512_set1_epi32(7));
        _mm512_storeu_si512(t18, t19);
        unsigned int *t20 = &u[600L + (i_vec_2 + 16L)];
        __m512i u_v_7 = _mm512_loadu_si512(t20);
        __m512i t21 = _mm512_add_epi32(u_v_7, _mm512_set1_epi32(7));
        _mm512_storeu_si512(t20, t21);
        unsigned int *t22 = &u[600L + (i_vec_2 + 32L)];
        __m512i u_v_8 = _mm512_loadu_si512(t22);
        __m512i t23 = _mm512_add_epi32(u_v_8, _mm512_set1_epi32(7));
        _mm512_storeu_si512(t22, t23);
        unsigned int *t24 = &u[600L + (i_vec_2 + 48L)];
        __m512i u_v_9 = _mm512_loadu_si512(t24);
        __m512i t25 = _mm512_add_epi32(u_v_9, _mm512_set1_epi32(7));
        _mm512_storeu_si512(t24, t25);
        i_vec_2 += 64L;
    } while (i_vec_2 < 384L);
    long i_vec_3 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        unsigned int *t26 = &u[984L + i_vec_3];
        __m512i u_v_10 = _mm512_loadu_si512(t26);
        __m512i t27 = _mm512_add_epi32(u_v_10, _mm512_set1_epi32(7));
        _mm512_storeu_si512(t26, t27);
        i_vec_3 += 16L;
    } while (i_vec_3 < 16L);
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void not_constant(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:44 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i limit_v = _mm512_set1_epi32((int)limit);
        __mmask16 t2 = _mm512_cmp_epi32_mask((__m512i)i_v, limit_v, _MM_CMPINT_LT);
        __m512i d_v = _mm512_loadu_si512(&d[i_vec]);
        __m512i t3 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v);
        __m512i d_v_1 = _mm512_loadu_si512(&d[i_vec]);
        __m512i t4 = _mm512_mask_blend_epi32(t2, t3, d_v_1);
        _mm512_storeu_si512(&c[i_vec], t4);
        long t5 = i_vec + 16L;
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i limit_v_1 = _mm512_set1_epi32((int)limit);
        __mmask16 t7 = _mm512_cmp_epi32_mask(t6, limit_v_1, _MM_CMPINT_LT);
        __m512i d_v_2 = _mm512_loadu_si512(&d[t5]);
        __m512i t8 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v_2);
        __m512i d_v_3 = _mm512_loadu_si512(&d[t5]);
        __m512i t9 = _mm512_mask_blend_epi32(t7, t8, d_v_3);
        _mm512_storeu_si512(&c[t5], t9);
        long t10 = i_vec + 32L;
        __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i limit_v_2 = _mm512_set1_epi32((int)limit);
        __mmask16 t12 = _mm512_cmp_epi32_mask(t11, limit_v_2, _MM_CMPINT_LT);
        __m512i d_v_4 = _mm512_loadu_si512(&d[t10]);
        __m512i t13 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v_4);
        __m512i d_v_5 = _mm512_loadu_si512(&d[t10]);
        __m512i t14 = _mm512_mask_blend_epi32(t12, t13, d_v_5);
        _mm512_storeu_si512(&c[t10], t14);
        long t15 = i_vec + 48L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i limit_v_3 = _mm512_set1_epi32((int)limit);
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, limit_v_3, _MM_CMPINT_LT);
        __m512i d_v_6 = _mm512_loadu_si512(&d[t15]);
        __m512i t18 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v_6);
        __m512i d_v_7 = _mm512_loadu_si512(&d[t15]);
        __m512i t19 = _mm512_mask_blend_epi32(t17, t18, d_v_7);
        _mm512_storeu_si512(&c[t15], t19);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t20 = _mm512_set1_epi32(960);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:44 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t21 = 960L + i_vec_1;
        __m512i limit_v_4 = _mm512_set1_epi32((int)limit);
        __mmask16 t22 = _mm512_cmp_epi32_mask((__m512i)i_v_1, limit_v_4, _MM_CMPINT_LT);
        __mmask16 t23 = _knot_mask16(t22);
        __m512i d_v_8 = _mm512_maskz_loadu_epi32(t23, (int *)((unsigned long)&d + (unsigned long)t21 * 4UL));
        __m512i t24 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v_8);
        __m512i d_v_9 = _mm512_maskz_loadu_epi32(t22, (int *)((unsigned long)&d + (unsigned long)t21 * 4UL));
        __m512i t25 = _mm512_mask_blend_epi32(t22, t24, d_v_9);
        _mm512_storeu_si512(&c[t21], t25);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t26 = _mm512_set1_epi32(8);
    __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
    __m512i t28 = _mm512_set1_epi32(992);
    __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i limit_v_5 = _mm512_set1_epi32((int)limit);
    __mmask16 t30 = _mm512_cmp_epi32_mask(t29, limit_v_5, _MM_CMPINT_LT);
    __mmask16 t31 = _knot_mask16(t30);
    __mmask16 t32 = _kand_mask16(t27, t31);
    __m512i d_v_10 = _mm512_maskz_loadu_epi32(t32, (int *)((unsigned long)&d + 3968UL));
    __m512i t33 = _mm512_sub_epi32(_mm512_setzero_si512(), d_v_10);
    __mmask16 t34 = _kand_mask16(t27, t30);
    __m512i d_v_11 = _mm512_maskz_loadu_epi32(t34, (int *)((unsigned long)&d + 3968UL));
    __m512i t35 = _mm512_mask_blend_epi32(t30, t33, d_v_11);
    _mm512_mask_storeu_epi32(&c[992], t27, t35);
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void middle_equal(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:50 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __mmask16 t2 = _mm512_cmp_epi32_mask((__m512i)i_v, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 t3 = _mm512_mul_ps(b_v, _mm512_set1_ps(3.0f));
        __m512 t4 = _mm512_mask_blend_ps(t2, t3, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[i_vec], t4);
        long t5 = i_vec + 16L;
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t5]);
        __m512 t8 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(3.0f));
        __m512 t9 = _mm512_mask_blend_ps(t7, t8, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t5], t9);
        long t10 = i_vec + 32L;
        __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __mmask16 t12 = _mm512_cmp_epi32_mask(t11, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t10]);
        __m512 t13 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(3.0f));
        __m512 t14 = _mm512_mask_blend_ps(t12, t13, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t10], t14);
        long t15 = i_vec + 48L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __mmask16 t17 = _mm512_cmp_epi32_mask(t16, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t15]);
        __m512 t18 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(3.0f));
        __m512 t19 = _mm512_mask_blend_ps(t17, t18, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t15], t19);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t20 = _mm512_set1_epi32(960);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:50 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t21 = 960L + i_vec_1;
        __mmask16 t22 = _mm512_cmp_epi32_mask((__m512i)i_v_1, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
        __mmask16 t23 = _knot_mask16(t22);
        __m512 b_v_4 = _mm512_maskz_loadu_ps(t23, (float *)((unsigned long)&b + (unsigned long)t21 * 4UL));
        __m512 t24 = _mm512_mul_ps(b_v_4, _mm512_set1_ps(3.0f));
        __m512 t25 = _mm512_mask_blend_ps(t22, t24, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t21], t25);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t26 = _mm512_set1_epi32(8);
    __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
    __m512i t28 = _mm512_set1_epi32(992);
    __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __mmask16 t30 = _mm512_cmp_epi32_mask(t29, _mm512_set1_epi32(500), _MM_CMPINT_EQ);
    __mmask16 t31 = _knot_mask16(t30);
    __mmask16 t32 = _kand_mask16(t27, t31);
    __m512 b_v_5 = _mm512_maskz_loadu_ps(t32, (float *)((unsigned long)&b + 3968UL));
    __m512 t33 = _mm512_mul_ps(b_v_5, _mm512_set1_ps(3.0f));
    __m512 t34 = _mm512_mask_blend_ps(t30, t33, _mm512_set1_ps(1.0f));
    _mm512_mask_storeu_ps(&a[992], t27, t34);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int t112;
    int t154;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m512i round_v = _mm512_set1_epi32((int)round);
            __m512i t12 = _mm512_set1_epi32(0);
            vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t13 = _mm512_set1_epi32((int)(t9 % 101));
            __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(101));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t14, t15);
            __m512i t16 = _mm512_set1_epi32((int)(t10 % 23));
            __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(23));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t17, t18);
            __m512i t19 = _mm512_set1_epi32((int)(t11 % 1000));
            __m512i t20 = _mm512_add_epi32(t19, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(1000));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t20, t21);
            __m512i t22 = _mm512_set1_epi32(0);
            __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(777));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t23, t24);
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 16, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t25 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t26 = _mm512_sub_ps(t25, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[i_vec], t26);
                __m512 t27 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[i_vec], t28);
                __m512i t29 = _mm512_sub_epi32((__m512i)t3, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[i_vec], t29);
                __m512i t30 = _mm512_sub_epi32((__m512i)t4, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[i_vec], t30);
                __m512i t31 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
                __m512i t32 = _mm512_add_epi32(t31, round_v);
                _mm512_storeu_si512(&u[i_vec], t32);
                long t33 = i_vec + 16L;
                __m512i t34 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                __m512i t35 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(87));
                __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(101));
                __m512i t37 = _mm512_min_epu32(t35, t36);
                __m512 t38 = _mm512_cvtepi32_ps(t37);
                __m512 t39 = _mm512_sub_ps(t38, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t33], t39);
                __m512i t40 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(15));
                __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(23));
                __m512i t42 = _mm512_min_epu32(t40, t41);
                __m512 t43 = _mm512_cvtepi32_ps(t42);
                __m512 t44 = _mm512_mul_ps(t43, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t33], t44);
                __m512i t45 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(704));
                __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(1000));
                __m512i t47 = _mm512_min_epu32(t45, t46);
                __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t33], t48);
                __m512i t49 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(452));
                __m512i t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32(777));
                __m512i t51 = _mm512_min_epu32(t49, t50);
                __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t33], t52);
                __m512i t53 = _mm512_mullo_epi32(t34, _mm512_set1_epi32(-1640531535));
                __m512i t54 = _mm512_add_epi32(t53, round_v);
                _mm512_storeu_si512(&u[t33], t54);
                long t55 = i_vec + 32L;
                __m512i t56 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
                __m512i t57 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(73));
                __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(101));
                __m512i t59 = _mm512_min_epu32(t57, t58);
                __m512 t60 = _mm512_cvtepi32_ps(t59);
                __m512 t61 = _mm512_sub_ps(t60, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t55], t61);
                __m512i t62 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(7));
                __m512i t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32(23));
                __m512i t64 = _mm512_min_epu32(t62, t63);
                __m512 t65 = _mm512_cvtepi32_ps(t64);
                __m512 t66 = _mm512_mul_ps(t65, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t55], t66);
                __m512i t67 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(408));
                __m512i t68 = _mm512_sub_epi32(t67, _mm512_set1_epi32(1000));
                __m512i t69 = _mm512_min_epu32(t67, t68);
                __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t55], t70);
                __m512i t71 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(127));
                __m512i t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32(777));
                __m512i t73 = _mm512_min_epu32(t71, t72);
                __m512i t74 = _mm512_sub_epi32(t73, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t55], t74);
                __m512i t75 = _mm512_mullo_epi32(t56, _mm512_set1_epi32(-1640531535));
                __m512i t76 = _mm512_add_epi32(t75, round_v);
                _mm512_storeu_si512(&u[t55], t76);
                long t77 = i_vec + 48L;
                __m512i t78 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
                __m512i t79 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(59));
                __m512i t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32(101));
                __m512i t81 = _mm512_min_epu32(t79, t80);
                __m512 t82 = _mm512_cvtepi32_ps(t81);
                __m512 t83 = _mm512_sub_ps(t82, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t77], t83);
                __m512i t84 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(22));
                __m512i t85 = _mm512_sub_epi32(t84, _mm512_set1_epi32(23));
                __m512i t86 = _mm512_min_epu32(t84, t85);
                __m512 t87 = _mm512_cvtepi32_ps(t86);
                __m512 t88 = _mm512_mul_ps(t87, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t77], t88);
                __m512i t89 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(112));
                __m512i t90 = _mm512_sub_epi32(t89, _mm512_set1_epi32(1000));
                __m512i t91 = _mm512_min_epu32(t89, t90);
                __m512i t92 = _mm512_sub_epi32(t91, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t77], t92);
                __m512i t93 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(579));
                __m512i t94 = _mm512_sub_epi32(t93, _mm512_set1_epi32(777));
                __m512i t95 = _mm512_min_epu32(t93, t94);
                __m512i t96 = _mm512_sub_epi32(t95, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t77], t96);
                __m512i t97 = _mm512_mullo_epi32(t78, _mm512_set1_epi32(-1640531535));
                __m512i t98 = _mm512_add_epi32(t97, round_v);
                _mm512_storeu_si512(&u[t77], t98);
                i_vec += 64L;
                __m512i t99 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
                __m512i t100 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(45));
                __m512i t101 = _mm512_sub_epi32(t100, _mm512_set1_epi32(101));
                __m512i t102 = _mm512_min_epu32(t100, t101);
                __m512i t103 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(14));
                __m512i t104 = _mm512_sub_epi32(t103, _mm512_set1_epi32(23));
                __m512i t105 = _mm512_min_epu32(t103, t104);
                __m512i t106 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(816));
                __m512i t107 = _mm512_sub_epi32(t106, _mm512_set1_epi32(1000));
                __m512i t108 = _mm512_min_epu32(t106, t107);
                __m512i t109 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(254));
                __m512i t110 = _mm512_sub_epi32(t109, _mm512_set1_epi32(777));
                __m512i t111 = _mm512_min_epu32(t109, t110);
                if (i_vec >= 960L) {
                    break;
                }
                i_v = (vcc_v16_uint)t99;
                t1 = (vcc_v16_int)t102;
                t2 = (vcc_v16_int)t105;
                t3 = (vcc_v16_int)t108;
                t4 = (vcc_v16_int)t111;
            }
            t112 = 960;
        } else {
            t112 = 0;
        }
        long t113 = (long)t112 * -1L + 1000L;
        int t114 = (int)((unsigned int)(int)((unsigned int)t112 * 37U) + (unsigned int)round);
        int t115 = (int)((unsigned int)(int)((unsigned int)t112 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t116 = (int)((unsigned int)(int)((unsigned int)t112 * 7919U) + (unsigned int)round);
        int t117 = (int)((unsigned int)t112 * 104729U);
        if ((t113 >= 16L) & (t114 >= 0) & (t115 >= 0) & (t116 >= 0) & (t117 >= 0)) {
            long t118 = t113 & -16L;
            __m512i round_v_1 = _mm512_set1_epi32((int)round);
            __m512i t119 = _mm512_set1_epi32((int)t112);
            vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t119, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t120 = _mm512_set1_epi32((int)(t114 % 101));
            __m512i t121 = _mm512_add_epi32(t120, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t122 = _mm512_sub_epi32(t121, _mm512_set1_epi32(101));
            vcc_v16_int t5 = (vcc_v16_int)_mm512_min_epu32(t121, t122);
            __m512i t123 = _mm512_set1_epi32((int)(t115 % 23));
            __m512i t124 = _mm512_add_epi32(t123, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t125 = _mm512_sub_epi32(t124, _mm512_set1_epi32(23));
            vcc_v16_int t6 = (vcc_v16_int)_mm512_min_epu32(t124, t125);
            __m512i t126 = _mm512_set1_epi32((int)(t116 % 1000));
            __m512i t127 = _mm512_add_epi32(t126, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t128 = _mm512_sub_epi32(t127, _mm512_set1_epi32(1000));
            vcc_v16_int t7 = (vcc_v16_int)_mm512_min_epu32(t127, t128);
            __m512i t129 = _mm512_set1_epi32((int)(t117 % 777));
            __m512i t130 = _mm512_add_epi32(t129, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t131 = _mm512_sub_epi32(t130, _mm512_set1_epi32(777));
            vcc_v16_int t8 = (vcc_v16_int)_mm512_min_epu32(t130, t131);
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                long t132 = (long)t112 + i_vec_1;
                __m512 t133 = _mm512_cvtepi32_ps((__m512i)t5);
                __m512 t134 = _mm512_sub_ps(t133, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t132], t134);
                __m512 t135 = _mm512_cvtepi32_ps((__m512i)t6);
                __m512 t136 = _mm512_mul_ps(t135, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t132], t136);
                __m512i t137 = _mm512_sub_epi32((__m512i)t7, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t132], t137);
                __m512i t138 = _mm512_sub_epi32((__m512i)t8, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t132], t138);
                __m512i t139 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(-1640531535));
                __m512i t140 = _mm512_add_epi32(t139, round_v_1);
                _mm512_storeu_si512(&u[t132], t140);
                i_vec_1 += 16L;
                __m512i t141 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
                __m512i t142 = _mm512_add_epi32((__m512i)t5, _mm512_set1_epi32(87));
                __m512i t143 = _mm512_sub_epi32(t142, _mm512_set1_epi32(101));
                __m512i t144 = _mm512_min_epu32(t142, t143);
                __m512i t145 = _mm512_add_epi32((__m512i)t6, _mm512_set1_epi32(15));
                __m512i t146 = _mm512_sub_epi32(t145, _mm512_set1_epi32(23));
                __m512i t147 = _mm512_min_epu32(t145, t146);
                __m512i t148 = _mm512_add_epi32((__m512i)t7, _mm512_set1_epi32(704));
                __m512i t149 = _mm512_sub_epi32(t148, _mm512_set1_epi32(1000));
                __m512i t150 = _mm512_min_epu32(t148, t149);
                __m512i t151 = _mm512_add_epi32((__m512i)t8, _mm512_set1_epi32(452));
                __m512i t152 = _mm512_sub_epi32(t151, _mm512_set1_epi32(777));
                __m512i t153 = _mm512_min_epu32(t151, t152);
                if (i_vec_1 >= t118) {
                    break;
                }
                i_v_1 = (vcc_v16_uint)t141;
                t5 = (vcc_v16_int)t144;
                t6 = (vcc_v16_int)t147;
                t7 = (vcc_v16_int)t150;
                t8 = (vcc_v16_int)t153;
            }
            t154 = (int)((long)t112 + t118);
        } else {
            t154 = t112;
        }
        long t155 = (long)t154 * -1L + 1000L;
        int t156 = (int)((unsigned int)(int)((unsigned int)t154 * 37U) + (unsigned int)round);
        int t157 = (int)((unsigned int)(int)((unsigned int)t154 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t158 = (int)((unsigned int)(int)((unsigned int)t154 * 7919U) + (unsigned int)round);
        int t159 = (int)((unsigned int)t154 * 104729U);
        if ((t155 >= 1L) & (t155 <= 16L) & (t156 >= 0) & (t157 >= 0) & (t158 >= 0) & (t159 >= 0)) {
            __m512i t160 = _mm512_set1_epi32((int)(int)t155);
            __mmask16 t161 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t160, _MM_CMPINT_LT);
            __m512i round_v_2 = _mm512_set1_epi32((int)round);
            __m512i t162 = _mm512_set1_epi32((int)t154);
            __m512i t163 = _mm512_add_epi32(t162, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t164 = _mm512_set1_epi32((int)(t156 % 101));
            __m512i t165 = _mm512_add_epi32(t164, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t166 = _mm512_sub_epi32(t165, _mm512_set1_epi32(101));
            __m512i t167 = _mm512_min_epu32(t165, t166);
            __m512i t168 = _mm512_set1_epi32((int)(t157 % 23));
            __m512i t169 = _mm512_add_epi32(t168, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t170 = _mm512_sub_epi32(t169, _mm512_set1_epi32(23));
            __m512i t171 = _mm512_min_epu32(t169, t170);
            __m512i t172 = _mm512_set1_epi32((int)(t158 % 1000));
            __m512i t173 = _mm512_add_epi32(t172, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t174 = _mm512_sub_epi32(t173, _mm512_set1_epi32(1000));
            __m512i t175 = _mm512_min_epu32(t173, t174);
            __m512i t176 = _mm512_set1_epi32((int)(t159 % 777));
            __m512i t177 = _mm512_add_epi32(t176, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t178 = _mm512_sub_epi32(t177, _mm512_set1_epi32(777));
            __m512i t179 = _mm512_min_epu32(t177, t178);
            long t180 = (long)t154;
            __m512 t181 = _mm512_cvtepi32_ps(t167);
            __m512 t182 = _mm512_sub_ps(t181, _mm512_set1_ps(50.0f));
            _mm512_mask_storeu_ps(&a[t180], t161, t182);
            __m512 t183 = _mm512_cvtepi32_ps(t171);
            __m512 t184 = _mm512_mul_ps(t183, _mm512_set1_ps(0.25f));
            _mm512_mask_storeu_ps(&b[t180], t161, t184);
            __m512i t185 = _mm512_sub_epi32(t175, _mm512_set1_epi32(500));
            _mm512_mask_storeu_epi32(&c[t180], t161, t185);
            __m512i t186 = _mm512_sub_epi32(t179, _mm512_set1_epi32(300));
            _mm512_mask_storeu_epi32(&d[t180], t161, t186);
            __m512i t187 = _mm512_mullo_epi32(t163, _mm512_set1_epi32(-1640531535));
            __m512i t188 = _mm512_add_epi32(t187, round_v_2);
            _mm512_mask_storeu_epi32(&u[t180], t161, t188);
            i = (int)((long)t154 + t155);
        } else {
            i = t154;
        }
        for (; i < 1000; i++) {
            long t189 = (long)i;
            a[t189] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t189] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t189] = (i * 7919 + round) % 1000 - 500;
            d[t189] = i * 104729 % 777 - 300;
            u[t189] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t190 = (const void *)a;
        printf("%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t190, 4000UL)));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t191 = (_mm256_zeroupper(), hash_bytes((const void *)u, 4000UL));
        const void *t192 = (const void *)c;
        unsigned long t193 = (_mm256_zeroupper(), hash_bytes(t192, 4000UL));
        printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t190, 4000UL)), (unsigned long long)t193, (unsigned long long)t191);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t194 = (_mm256_zeroupper(), hash_bytes(t192, 4000UL));
        printf(" %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t190, 4000UL)), (unsigned long long)t194);
    }
    return 0;
}
