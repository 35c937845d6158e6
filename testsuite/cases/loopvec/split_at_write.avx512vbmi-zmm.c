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
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
extern __typeof__(a) a __attribute__((aligned(64)));
extern __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void middle(void) {
    vcc_no_contract_body
    float t1 = a[500];
    __m512 a_v = _mm512_set1_ps(t1);
    __m512 t2 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.25f));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 t3 = _mm512_add_ps(t2, b_v);
        _mm512_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 16L;
        __m512 b_v_1 = _mm512_loadu_ps(&b[t4]);
        __m512 t5 = _mm512_add_ps(t2, b_v_1);
        _mm512_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 32L;
        __m512 b_v_2 = _mm512_loadu_ps(&b[t6]);
        __m512 t7 = _mm512_add_ps(t2, b_v_2);
        _mm512_storeu_ps(&a[t6], t7);
        long t8 = i_vec + 48L;
        __m512 b_v_3 = _mm512_loadu_ps(&b[t8]);
        __m512 t9 = _mm512_add_ps(t2, b_v_3);
        _mm512_storeu_ps(&a[t8], t9);
        i_vec += 64L;
    } while (i_vec < 448L);
    __m512 a_v_1 = _mm512_set1_ps(t1);
    __m512 t10 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.25f));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t11 = 448L + i_vec_1;
        __m512 b_v_4 = _mm512_loadu_ps(&b[t11]);
        __m512 t12 = _mm512_add_ps(t10, b_v_4);
        _mm512_storeu_ps(&a[t11], t12);
        i_vec_1 += 16L;
    } while (i_vec_1 < 48L);
    __m512i t13 = _mm512_set1_epi32(5);
    __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
    __m512 a_v_2 = _mm512_set1_ps(t1);
    __m512 t15 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.25f));
    __m512 b_v_5 = _mm512_maskz_loadu_ps(t14, &b[496]);
    __m512 t16 = _mm512_add_ps(t15, b_v_5);
    _mm512_mask_storeu_ps(&a[496], t14, t16);
    float t17 = a[500];
    __m512 a_v_3 = _mm512_set1_ps(t17);
    __m512 t18 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.25f));
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t19 = 501L + i_vec_2;
        __m512 b_v_6 = _mm512_loadu_ps(&b[t19]);
        __m512 t20 = _mm512_add_ps(t18, b_v_6);
        _mm512_storeu_ps(&a[t19], t20);
        long t21 = 501L + (i_vec_2 + 16L);
        __m512 b_v_7 = _mm512_loadu_ps(&b[t21]);
        __m512 t22 = _mm512_add_ps(t18, b_v_7);
        _mm512_storeu_ps(&a[t21], t22);
        long t23 = 501L + (i_vec_2 + 32L);
        __m512 b_v_8 = _mm512_loadu_ps(&b[t23]);
        __m512 t24 = _mm512_add_ps(t18, b_v_8);
        _mm512_storeu_ps(&a[t23], t24);
        long t25 = 501L + (i_vec_2 + 48L);
        __m512 b_v_9 = _mm512_loadu_ps(&b[t25]);
        __m512 t26 = _mm512_add_ps(t18, b_v_9);
        _mm512_storeu_ps(&a[t25], t26);
        i_vec_2 += 64L;
    } while (i_vec_2 < 448L);
    __m512 a_v_4 = _mm512_set1_ps(t17);
    __m512 t27 = _mm512_mul_ps(a_v_4, _mm512_set1_ps(0.25f));
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t28 = 949L + i_vec_3;
        __m512 b_v_10 = _mm512_loadu_ps(&b[t28]);
        __m512 t29 = _mm512_add_ps(t27, b_v_10);
        _mm512_storeu_ps(&a[t28], t29);
        i_vec_3 += 16L;
    } while (i_vec_3 < 48L);
    __m512i t30 = _mm512_set1_epi32(3);
    __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
    __m512 a_v_5 = _mm512_set1_ps(t17);
    __m512 t32 = _mm512_mul_ps(a_v_5, _mm512_set1_ps(0.25f));
    __m512 b_v_11 = _mm512_maskz_loadu_ps(t31, &b[997]);
    __m512 t33 = _mm512_add_ps(t32, b_v_11);
    _mm512_mask_storeu_ps(&a[997], t31, t33);
}

/* The first element, written by the first iteration. */
extern __typeof__(c) c __attribute__((aligned(64)));
extern __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void first(void) {
    vcc_no_contract_body
    int t1 = c[0];
    for (int i = 0; i < 1; i++) {
        long t2 = (long)i;
        c[t2] = t1 * 3 + d[t2];
    }
    int t3 = c[0];
    __m512i c_v = _mm512_set1_epi32((int)t3);
    __m512i t4 = _mm512_mullo_epi32(c_v, _mm512_set1_epi32(3));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:19 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t5 = 1L + i_vec;
        __m512i d_v = _mm512_loadu_si512(&d[t5]);
        __m512i t6 = _mm512_add_epi32(t4, d_v);
        _mm512_storeu_si512(&c[t5], t6);
        long t7 = 1L + (i_vec + 16L);
        __m512i d_v_1 = _mm512_loadu_si512(&d[t7]);
        __m512i t8 = _mm512_add_epi32(t4, d_v_1);
        _mm512_storeu_si512(&c[t7], t8);
        long t9 = 1L + (i_vec + 32L);
        __m512i d_v_2 = _mm512_loadu_si512(&d[t9]);
        __m512i t10 = _mm512_add_epi32(t4, d_v_2);
        _mm512_storeu_si512(&c[t9], t10);
        long t11 = 1L + (i_vec + 48L);
        __m512i d_v_3 = _mm512_loadu_si512(&d[t11]);
        __m512i t12 = _mm512_add_epi32(t4, d_v_3);
        _mm512_storeu_si512(&c[t11], t12);
        i_vec += 64L;
    } while (i_vec < 960L);
    __m512i c_v_1 = _mm512_set1_epi32((int)t3);
    __m512i t13 = _mm512_mullo_epi32(c_v_1, _mm512_set1_epi32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t14 = 961L + i_vec_1;
        __m512i d_v_4 = _mm512_loadu_si512(&d[t14]);
        __m512i t15 = _mm512_add_epi32(t13, d_v_4);
        _mm512_storeu_si512(&c[t14], t15);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    __m512i t16 = _mm512_set1_epi32(7);
    __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
    __m512i c_v_2 = _mm512_set1_epi32((int)t3);
    __m512i t18 = _mm512_mullo_epi32(c_v_2, _mm512_set1_epi32(3));
    __m512i d_v_5 = _mm512_maskz_loadu_epi32(t17, &d[993]);
    __m512i t19 = _mm512_add_epi32(t18, d_v_5);
    _mm512_mask_storeu_epi32(&c[993], t17, t19);
}

/* Up to and including a bound, with a sum carried across the split. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long up_to(void) {
    vcc_no_contract_body
    int t1 = c[300];
    __m256i c_v = _mm256_set1_epi32((int)t1);
    long i_vec = 0L;
    __m512i sum_v = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_1 = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_2 = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_3 = _mm512_set1_epi64((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t2 = 3L + i_vec;
        int *t3 = &d[t2];
        __m256i d_v = _mm256_loadu_si256((const __m256i *)t3);
        __m256i t4 = _mm256_sub_epi32(c_v, d_v);
        _mm256_storeu_si256((__m256i *)&c[t2], t4);
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)t3);
        __m512i t5 = _mm512_cvtepi32_epi64(d_v_1);
        sum_v = _mm512_add_epi64(sum_v, t5);
        long t6 = 3L + (i_vec + 8L);
        int *t7 = &d[t6];
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)t7);
        __m256i t8 = _mm256_sub_epi32(c_v, d_v_2);
        _mm256_storeu_si256((__m256i *)&c[t6], t8);
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)t7);
        __m512i t9 = _mm512_cvtepi32_epi64(d_v_3);
        sum_v_1 = _mm512_add_epi64(sum_v_1, t9);
        long t10 = 3L + (i_vec + 16L);
        int *t11 = &d[t10];
        __m256i d_v_4 = _mm256_loadu_si256((const __m256i *)t11);
        __m256i t12 = _mm256_sub_epi32(c_v, d_v_4);
        _mm256_storeu_si256((__m256i *)&c[t10], t12);
        __m256i d_v_5 = _mm256_loadu_si256((const __m256i *)t11);
        __m512i t13 = _mm512_cvtepi32_epi64(d_v_5);
        sum_v_2 = _mm512_add_epi64(sum_v_2, t13);
        long t14 = 3L + (i_vec + 24L);
        int *t15 = &d[t14];
        __m256i d_v_6 = _mm256_loadu_si256((const __m256i *)t15);
        __m256i t16 = _mm256_sub_epi32(c_v, d_v_6);
        _mm256_storeu_si256((__m256i *)&c[t14], t16);
        __m256i d_v_7 = _mm256_loadu_si256((const __m256i *)t15);
        __m512i t17 = _mm512_cvtepi32_epi64(d_v_7);
        sum_v_3 = _mm512_add_epi64(sum_v_3, t17);
        i_vec += 32L;
    } while (i_vec < 288L);
    __m512i t18 = _mm512_add_epi64(sum_v, sum_v_1);
    __m512i t19 = _mm512_add_epi64(t18, sum_v_2);
    __m512i t20 = _mm512_add_epi64(t19, sum_v_3);
    long t21 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t20), _mm512_extracti64x4_epi64(t20, 1)), _mm_add_epi64, unsigned long);
    __m256i c_v_1 = _mm256_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    __m512i sum_v_4 = _mm512_set1_epi64((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t22 = 291L + i_vec_1;
        int *t23 = &d[t22];
        __m256i d_v_8 = _mm256_loadu_si256((const __m256i *)t23);
        __m256i t24 = _mm256_sub_epi32(c_v_1, d_v_8);
        _mm256_storeu_si256((__m256i *)&c[t22], t24);
        __m256i d_v_9 = _mm256_loadu_si256((const __m256i *)t23);
        __m512i t25 = _mm512_cvtepi32_epi64(d_v_9);
        sum_v_4 = _mm512_add_epi64(sum_v_4, t25);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    long sum = (long)((unsigned long)t21 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(sum_v_4), _mm512_extracti64x4_epi64(sum_v_4, 1)), _mm_add_epi64, unsigned long));
    for (int i = 299; i <= 300; i++) {
        long t26 = (long)i;
        int *t27 = &d[t26];
        c[t26] = t1 - *t27;
        sum += (long)*t27;
    }
    int t28 = c[300];
    __m256i c_v_2 = _mm256_set1_epi32((int)t28);
    long i_vec_2 = 0L;
    __m512i sum_v_5 = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_6 = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_7 = _mm512_set1_epi64((long long)0LL);
    __m512i sum_v_8 = _mm512_set1_epi64((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t29 = 301L + i_vec_2;
        int *t30 = &d[t29];
        __m256i d_v_10 = _mm256_loadu_si256((const __m256i *)t30);
        __m256i t31 = _mm256_sub_epi32(c_v_2, d_v_10);
        _mm256_storeu_si256((__m256i *)&c[t29], t31);
        __m256i d_v_11 = _mm256_loadu_si256((const __m256i *)t30);
        __m512i t32 = _mm512_cvtepi32_epi64(d_v_11);
        sum_v_5 = _mm512_add_epi64(sum_v_5, t32);
        long t33 = 301L + (i_vec_2 + 8L);
        int *t34 = &d[t33];
        __m256i d_v_12 = _mm256_loadu_si256((const __m256i *)t34);
        __m256i t35 = _mm256_sub_epi32(c_v_2, d_v_12);
        _mm256_storeu_si256((__m256i *)&c[t33], t35);
        __m256i d_v_13 = _mm256_loadu_si256((const __m256i *)t34);
        __m512i t36 = _mm512_cvtepi32_epi64(d_v_13);
        sum_v_6 = _mm512_add_epi64(sum_v_6, t36);
        long t37 = 301L + (i_vec_2 + 16L);
        int *t38 = &d[t37];
        __m256i d_v_14 = _mm256_loadu_si256((const __m256i *)t38);
        __m256i t39 = _mm256_sub_epi32(c_v_2, d_v_14);
        _mm256_storeu_si256((__m256i *)&c[t37], t39);
        __m256i d_v_15 = _mm256_loadu_si256((const __m256i *)t38);
        __m512i t40 = _mm512_cvtepi32_epi64(d_v_15);
        sum_v_7 = _mm512_add_epi64(sum_v_7, t40);
        long t41 = 301L + (i_vec_2 + 24L);
        int *t42 = &d[t41];
        __m256i d_v_16 = _mm256_loadu_si256((const __m256i *)t42);
        __m256i t43 = _mm256_sub_epi32(c_v_2, d_v_16);
        _mm256_storeu_si256((__m256i *)&c[t41], t43);
        __m256i d_v_17 = _mm256_loadu_si256((const __m256i *)t42);
        __m512i t44 = _mm512_cvtepi32_epi64(d_v_17);
        sum_v_8 = _mm512_add_epi64(sum_v_8, t44);
        i_vec_2 += 32L;
    } while (i_vec_2 < 576L);
    __m512i t45 = _mm512_add_epi64(sum_v_5, sum_v_6);
    __m512i t46 = _mm512_add_epi64(t45, sum_v_7);
    __m512i t47 = _mm512_add_epi64(t46, sum_v_8);
    long t48 = (long)((unsigned long)sum + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t47), _mm512_extracti64x4_epi64(t47, 1)), _mm_add_epi64, unsigned long));
    __m256i c_v_3 = _mm256_set1_epi32((int)t28);
    long i_vec_3 = 0L;
    __m512i sum_v_9 = _mm512_set1_epi64((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t49 = 877L + i_vec_3;
        int *t50 = &d[t49];
        __m256i d_v_18 = _mm256_loadu_si256((const __m256i *)t50);
        __m256i t51 = _mm256_sub_epi32(c_v_3, d_v_18);
        _mm256_storeu_si256((__m256i *)&c[t49], t51);
        __m256i d_v_19 = _mm256_loadu_si256((const __m256i *)t50);
        __m512i t52 = _mm512_cvtepi32_epi64(d_v_19);
        sum_v_9 = _mm512_add_epi64(sum_v_9, t52);
        i_vec_3 += 8L;
    } while (i_vec_3 < 24L);
    long t53 = (long)((unsigned long)t48 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(sum_v_9), _mm512_extracti64x4_epi64(sum_v_9, 1)), _mm_add_epi64, unsigned long));
    return t53;
}

/* Walking down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down(void) {
    vcc_no_contract_body
    float t1 = a[700];
    __m512 a_v = _mm512_set1_ps(t1);
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 16, UF 2, masked remainder */
    do {
        long t2 = 999L + i_vec * -1L;
        __m512 t3 = _mm512_loadu_ps(&b[t2] + -15);
        __m512 t4 = _mm512_sub_ps(t3, a_v);
        _mm512_storeu_ps(&a[t2] + -15, t4);
        long t5 = 999L + (i_vec + 16L) * -1L;
        __m512 t6 = _mm512_loadu_ps(&b[t5] + -15);
        __m512 t7 = _mm512_sub_ps(t6, a_v);
        _mm512_storeu_ps(&a[t5] + -15, t7);
        i_vec += 32L;
    } while (i_vec < 288L);
    __m512i t8 = _mm512_set1_epi32(12);
    __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
    __m512 a_v_1 = _mm512_set1_ps(t1);
    __mmask16 t10 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t9)));
    __m512 t11 = _mm512_maskz_loadu_ps(t10, (float *)((unsigned long)&b + 2844UL - 60UL));
    __m512 t12 = _mm512_sub_ps(t11, a_v_1);
    __mmask16 t13 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t9)));
    _mm512_mask_storeu_ps((float *)((unsigned long)&a + 2844UL - 60UL), t13, t12);
    float t14 = a[700];
    __m512 a_v_2 = _mm512_set1_ps(t14);
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        long t15 = 699L + i_vec_1 * -1L;
        __m512 t16 = _mm512_loadu_ps(&b[t15] + -15);
        __m512 t17 = _mm512_sub_ps(t16, a_v_2);
        _mm512_storeu_ps(&a[t15] + -15, t17);
        long t18 = 699L + (i_vec_1 + 16L) * -1L;
        __m512 t19 = _mm512_loadu_ps(&b[t18] + -15);
        __m512 t20 = _mm512_sub_ps(t19, a_v_2);
        _mm512_storeu_ps(&a[t18] + -15, t20);
        long t21 = 699L + (i_vec_1 + 32L) * -1L;
        __m512 t22 = _mm512_loadu_ps(&b[t21] + -15);
        __m512 t23 = _mm512_sub_ps(t22, a_v_2);
        _mm512_storeu_ps(&a[t21] + -15, t23);
        long t24 = 699L + (i_vec_1 + 48L) * -1L;
        __m512 t25 = _mm512_loadu_ps(&b[t24] + -15);
        __m512 t26 = _mm512_sub_ps(t25, a_v_2);
        _mm512_storeu_ps(&a[t24] + -15, t26);
        i_vec_1 += 64L;
    } while (i_vec_1 < 640L);
    __m512 a_v_3 = _mm512_set1_ps(t14);
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t27 = 59L + i_vec_2 * -1L;
        __m512 t28 = _mm512_loadu_ps(&b[t27] + -15);
        __m512 t29 = _mm512_sub_ps(t28, a_v_3);
        _mm512_storeu_ps(&a[t27] + -15, t29);
        i_vec_2 += 16L;
    } while (i_vec_2 < 48L);
    __m512i t30 = _mm512_set1_epi32(11);
    __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
    __m512 a_v_4 = _mm512_set1_ps(t14);
    __mmask16 t32 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
    __m512 t33 = _mm512_maskz_loadu_ps(t32, (float *)((unsigned long)&b + 44UL - 60UL));
    __m512 t34 = _mm512_sub_ps(t33, a_v_4);
    __mmask16 t35 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t31)));
    _mm512_mask_storeu_ps((float *)((unsigned long)&a + 44UL - 60UL), t35, t34);
}

/* Reads from the top while writing from the bottom: split where they meet. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cross(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512 t1 = _mm512_loadu_ps(&a[999 - (int)i_vec] + -15);
        __m512 a_v = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t1);
        float *t2 = &b[i_vec];
        __m512 b_v = _mm512_loadu_ps(t2);
        __m512 x_v = _mm512_add_ps(a_v, b_v);
        __m512 t3 = _mm512_sub_ps(x_v, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[i_vec], t3);
        _mm512_storeu_ps(t2, x_v);
        long t4 = i_vec + 16L;
        __m512 t5 = _mm512_loadu_ps(&a[999 - (int)t4] + -15);
        __m512 a_v_1 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
        float *t6 = &b[t4];
        __m512 b_v_1 = _mm512_loadu_ps(t6);
        __m512 x_v_1 = _mm512_add_ps(a_v_1, b_v_1);
        __m512 t7 = _mm512_sub_ps(x_v_1, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t4], t7);
        _mm512_storeu_ps(t6, x_v_1);
        long t8 = i_vec + 32L;
        __m512 t9 = _mm512_loadu_ps(&a[999 - (int)t8] + -15);
        __m512 a_v_2 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
        float *t10 = &b[t8];
        __m512 b_v_2 = _mm512_loadu_ps(t10);
        __m512 x_v_2 = _mm512_add_ps(a_v_2, b_v_2);
        __m512 t11 = _mm512_sub_ps(x_v_2, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t8], t11);
        _mm512_storeu_ps(t10, x_v_2);
        long t12 = i_vec + 48L;
        __m512 t13 = _mm512_loadu_ps(&a[999 - (int)t12] + -15);
        __m512 a_v_3 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
        float *t14 = &b[t12];
        __m512 b_v_3 = _mm512_loadu_ps(t14);
        __m512 x_v_3 = _mm512_add_ps(a_v_3, b_v_3);
        __m512 t15 = _mm512_sub_ps(x_v_3, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t12], t15);
        _mm512_storeu_ps(t14, x_v_3);
        i_vec += 64L;
    } while (i_vec < 448L);
    for (int i = 448; i < 500; i++) {
        long t16 = (long)i;
        float *t17 = &b[t16];
        float x = a[999 - i] + *t17;
        a[t16] = x - 1.0f;
        *t17 = x;
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t18 = 500L + i_vec_1;
        __m512 t19 = _mm512_loadu_ps(&a[999 - (int)t18] + -15);
        __m512 a_v_4 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
        float *t20 = &b[t18];
        __m512 b_v_4 = _mm512_loadu_ps(t20);
        __m512 x_v_4 = _mm512_add_ps(a_v_4, b_v_4);
        __m512 t21 = _mm512_sub_ps(x_v_4, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t18], t21);
        _mm512_storeu_ps(t20, x_v_4);
        long t22 = 500L + (i_vec_1 + 16L);
        __m512 t23 = _mm512_loadu_ps(&a[999 - (int)t22] + -15);
        __m512 a_v_5 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
        float *t24 = &b[t22];
        __m512 b_v_5 = _mm512_loadu_ps(t24);
        __m512 x_v_5 = _mm512_add_ps(a_v_5, b_v_5);
        __m512 t25 = _mm512_sub_ps(x_v_5, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t22], t25);
        _mm512_storeu_ps(t24, x_v_5);
        long t26 = 500L + (i_vec_1 + 32L);
        __m512 t27 = _mm512_loadu_ps(&a[999 - (int)t26] + -15);
        __m512 a_v_6 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t27);
        float *t28 = &b[t26];
        __m512 b_v_6 = _mm512_loadu_ps(t28);
        __m512 x_v_6 = _mm512_add_ps(a_v_6, b_v_6);
        __m512 t29 = _mm512_sub_ps(x_v_6, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t26], t29);
        _mm512_storeu_ps(t28, x_v_6);
        long t30 = 500L + (i_vec_1 + 48L);
        __m512 t31 = _mm512_loadu_ps(&a[999 - (int)t30] + -15);
        __m512 a_v_7 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t31);
        float *t32 = &b[t30];
        __m512 b_v_7 = _mm512_loadu_ps(t32);
        __m512 x_v_7 = _mm512_add_ps(a_v_7, b_v_7);
        __m512 t33 = _mm512_sub_ps(x_v_7, _mm512_set1_ps(1.0f));
        _mm512_storeu_ps(&a[t30], t33);
        _mm512_storeu_ps(t32, x_v_7);
        i_vec_1 += 64L;
    } while (i_vec_1 < 448L);
    for (int i_1 = 948; i_1 < 1000; i_1++) {
        long t34 = (long)i_1;
        float *t35 = &b[t34];
        float x_1 = a[999 - i_1] + *t35;
        a[t34] = x_1 - 1.0f;
        *t35 = x_1;
    }
}

/* The same walking down, over an odd count. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cross_down(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = 998L + i_vec * -1L;
        __m512i c_v = _mm512_loadu_si512(&c[998 - (int)t1]);
        __m512i t2 = _mm512_mullo_epi32(c_v, _mm512_set1_epi32(3));
        __m512i t3 = _mm512_loadu_si512(&d[t1] + -15);
        __m512i d_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t3);
        __m512i t4 = _mm512_add_epi32(t2, d_v);
        __m512i t5 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t4);
        _mm512_storeu_si512(&c[t1] + -15, t5);
        long t6 = 998L + (i_vec + 16L) * -1L;
        __m512i c_v_1 = _mm512_loadu_si512(&c[998 - (int)t6]);
        __m512i t7 = _mm512_mullo_epi32(c_v_1, _mm512_set1_epi32(3));
        __m512i t8 = _mm512_loadu_si512(&d[t6] + -15);
        __m512i d_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
        __m512i t9 = _mm512_add_epi32(t7, d_v_1);
        __m512i t10 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
        _mm512_storeu_si512(&c[t6] + -15, t10);
        long t11 = 998L + (i_vec + 32L) * -1L;
        __m512i c_v_2 = _mm512_loadu_si512(&c[998 - (int)t11]);
        __m512i t12 = _mm512_mullo_epi32(c_v_2, _mm512_set1_epi32(3));
        __m512i t13 = _mm512_loadu_si512(&d[t11] + -15);
        __m512i d_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
        __m512i t14 = _mm512_add_epi32(t12, d_v_2);
        __m512i t15 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t14);
        _mm512_storeu_si512(&c[t11] + -15, t15);
        long t16 = 998L + (i_vec + 48L) * -1L;
        __m512i c_v_3 = _mm512_loadu_si512(&c[998 - (int)t16]);
        __m512i t17 = _mm512_mullo_epi32(c_v_3, _mm512_set1_epi32(3));
        __m512i t18 = _mm512_loadu_si512(&d[t16] + -15);
        __m512i d_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
        __m512i t19 = _mm512_add_epi32(t17, d_v_3);
        __m512i t20 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
        _mm512_storeu_si512(&c[t16] + -15, t20);
        i_vec += 64L;
    } while (i_vec < 448L);
    for (int i = 550; i >= 500; i--) {
        long t21 = (long)i;
        c[t21] = c[998 - i] * 3 + d[t21];
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t22 = 499L + i_vec_1 * -1L;
        __m512i c_v_4 = _mm512_loadu_si512(&c[998 - (int)t22]);
        __m512i t23 = _mm512_mullo_epi32(c_v_4, _mm512_set1_epi32(3));
        __m512i t24 = _mm512_loadu_si512(&d[t22] + -15);
        __m512i d_v_4 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t24);
        __m512i t25 = _mm512_add_epi32(t23, d_v_4);
        __m512i t26 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t25);
        _mm512_storeu_si512(&c[t22] + -15, t26);
        long t27 = 499L + (i_vec_1 + 16L) * -1L;
        __m512i c_v_5 = _mm512_loadu_si512(&c[998 - (int)t27]);
        __m512i t28 = _mm512_mullo_epi32(c_v_5, _mm512_set1_epi32(3));
        __m512i t29 = _mm512_loadu_si512(&d[t27] + -15);
        __m512i d_v_5 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
        __m512i t30 = _mm512_add_epi32(t28, d_v_5);
        __m512i t31 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t30);
        _mm512_storeu_si512(&c[t27] + -15, t31);
        long t32 = 499L + (i_vec_1 + 32L) * -1L;
        __m512i c_v_6 = _mm512_loadu_si512(&c[998 - (int)t32]);
        __m512i t33 = _mm512_mullo_epi32(c_v_6, _mm512_set1_epi32(3));
        __m512i t34 = _mm512_loadu_si512(&d[t32] + -15);
        __m512i d_v_6 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t34);
        __m512i t35 = _mm512_add_epi32(t33, d_v_6);
        __m512i t36 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t35);
        _mm512_storeu_si512(&c[t32] + -15, t36);
        long t37 = 499L + (i_vec_1 + 48L) * -1L;
        __m512i c_v_7 = _mm512_loadu_si512(&c[998 - (int)t37]);
        __m512i t38 = _mm512_mullo_epi32(c_v_7, _mm512_set1_epi32(3));
        __m512i t39 = _mm512_loadu_si512(&d[t37] + -15);
        __m512i d_v_7 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t39);
        __m512i t40 = _mm512_add_epi32(t38, d_v_7);
        __m512i t41 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t40);
        _mm512_storeu_si512(&c[t37] + -15, t41);
        i_vec_1 += 64L;
    } while (i_vec_1 < 448L);
    for (int i_1 = 51; i_1 >= 0; i_1--) {
        long t42 = (long)i_1;
        c[t42] = c[998 - i_1] * 3 + d[t42];
    }
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cross_bytes(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m128i t1 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)i_vec] + -15));
        __m128i bytes_v = _mm_shuffle_epi8(t1, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t2 = _mm_add_epi8(bytes_v, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[i_vec], t2);
        long t3 = i_vec + 16L;
        __m128i t4 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t3] + -15));
        __m128i bytes_v_1 = _mm_shuffle_epi8(t4, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t5 = _mm_add_epi8(bytes_v_1, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t3], t5);
        long t6 = i_vec + 32L;
        __m128i t7 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t6] + -15));
        __m128i bytes_v_2 = _mm_shuffle_epi8(t7, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t8 = _mm_add_epi8(bytes_v_2, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t6], t8);
        long t9 = i_vec + 48L;
        __m128i t10 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t9] + -15));
        __m128i bytes_v_3 = _mm_shuffle_epi8(t10, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t11 = _mm_add_epi8(bytes_v_3, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t9], t11);
        i_vec += 64L;
    } while (i_vec < 448L);
    for (int i = 448; i < 502; i++) {
        bytes[i] = (unsigned char)((int)bytes[1004 - i] + 7);
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:57 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t12 = 502L + i_vec_1;
        __m128i t13 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t12] + -15));
        __m128i bytes_v_4 = _mm_shuffle_epi8(t13, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t14 = _mm_add_epi8(bytes_v_4, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t12], t14);
        long t15 = 502L + (i_vec_1 + 16L);
        __m128i t16 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t15] + -15));
        __m128i bytes_v_5 = _mm_shuffle_epi8(t16, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t17 = _mm_add_epi8(bytes_v_5, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t15], t17);
        long t18 = 502L + (i_vec_1 + 32L);
        __m128i t19 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t18] + -15));
        __m128i bytes_v_6 = _mm_shuffle_epi8(t19, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t20 = _mm_add_epi8(bytes_v_6, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t18], t20);
        long t21 = 502L + (i_vec_1 + 48L);
        __m128i t22 = _mm_loadu_si128((const __m128i *)(&bytes[1004 - (int)t21] + -15));
        __m128i bytes_v_7 = _mm_shuffle_epi8(t22, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        __m128i t23 = _mm_add_epi8(bytes_v_7, _mm_set1_epi8((char)7));
        _mm_storeu_si128((__m128i *)&bytes[t21], t23);
        i_vec_1 += 64L;
    } while (i_vec_1 < 448L);
    for (int i_1 = 950; i_1 < 1005; i_1++) {
        bytes[i_1] = (unsigned char)((int)bytes[1004 - i_1] + 7);
    }
}

/* Not vectorized: different steps over a count known only at run time (the store reaches
 * elements the load reads later). */
void stride_two(int n) {
    for (int i = 0; i < n; i++)
        c[2 * i] = c[i] + 1;
}

/* Not split: the store of iteration K comes before the load, so the loop after K reads a
 * value it wrote. */
void store_first(void) {
    for (int i = 0; i < N; i++) {
        c[i] = d[i] + 1;
        d[i] = c[N / 4] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int t101;
    int t141;
    int i;
    int round = 0;
    while (round < 3) {
        unsigned int t9 = (unsigned int)round;
        int t10 = (int)t9;
        int t11 = t10 >= 0;
        unsigned int t12 = (unsigned int)(int)(3U * t9);
        int t13 = (int)t12;
        if (1 & t11 & (t13 >= 0) & t11 & 1) {
            __m512i t14 = _mm512_set1_epi32((int)(t10 % 101));
            __m512i t15 = _mm512_add_epi32(t14, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(101));
            vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t15, t16);
            __m512i t17 = _mm512_set1_epi32((int)(t13 % 23));
            __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(23));
            vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t18, t19);
            __m512i t20 = _mm512_set1_epi32((int)(t10 % 1000));
            __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(1000));
            vcc_v16_int t3 = (vcc_v16_int)_mm512_min_epu32(t21, t22);
            __m512i t23 = _mm512_set1_epi32(0);
            __m512i t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(777));
            vcc_v16_int t4 = (vcc_v16_int)_mm512_min_epu32(t24, t25);
            long i_vec = 0L;
            /* vcc: loop at split_at_write.c:79 vectorized: VF 16, UF 4, the remainder at 80:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 81:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 82:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 83:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t26 = _mm512_cvtepi32_ps((__m512i)t1);
                __m512 t27 = _mm512_sub_ps(t26, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[i_vec], t27);
                __m512 t28 = _mm512_cvtepi32_ps((__m512i)t2);
                __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[i_vec], t29);
                __m512i t30 = _mm512_sub_epi32((__m512i)t3, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[i_vec], t30);
                __m512i t31 = _mm512_sub_epi32((__m512i)t4, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[i_vec], t31);
                long t32 = i_vec + 16L;
                __m512i t33 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(87));
                __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(101));
                __m512i t35 = _mm512_min_epu32(t33, t34);
                __m512 t36 = _mm512_cvtepi32_ps(t35);
                __m512 t37 = _mm512_sub_ps(t36, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t32], t37);
                __m512i t38 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(15));
                __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(23));
                __m512i t40 = _mm512_min_epu32(t38, t39);
                __m512 t41 = _mm512_cvtepi32_ps(t40);
                __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t32], t42);
                __m512i t43 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(704));
                __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(1000));
                __m512i t45 = _mm512_min_epu32(t43, t44);
                __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t32], t46);
                __m512i t47 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(452));
                __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(777));
                __m512i t49 = _mm512_min_epu32(t47, t48);
                __m512i t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t32], t50);
                long t51 = i_vec + 32L;
                __m512i t52 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(73));
                __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(101));
                __m512i t54 = _mm512_min_epu32(t52, t53);
                __m512 t55 = _mm512_cvtepi32_ps(t54);
                __m512 t56 = _mm512_sub_ps(t55, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t51], t56);
                __m512i t57 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(7));
                __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(23));
                __m512i t59 = _mm512_min_epu32(t57, t58);
                __m512 t60 = _mm512_cvtepi32_ps(t59);
                __m512 t61 = _mm512_mul_ps(t60, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t51], t61);
                __m512i t62 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(408));
                __m512i t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32(1000));
                __m512i t64 = _mm512_min_epu32(t62, t63);
                __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t51], t65);
                __m512i t66 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(127));
                __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(777));
                __m512i t68 = _mm512_min_epu32(t66, t67);
                __m512i t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t51], t69);
                long t70 = i_vec + 48L;
                __m512i t71 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(59));
                __m512i t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32(101));
                __m512i t73 = _mm512_min_epu32(t71, t72);
                __m512 t74 = _mm512_cvtepi32_ps(t73);
                __m512 t75 = _mm512_sub_ps(t74, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t70], t75);
                __m512i t76 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(22));
                __m512i t77 = _mm512_sub_epi32(t76, _mm512_set1_epi32(23));
                __m512i t78 = _mm512_min_epu32(t76, t77);
                __m512 t79 = _mm512_cvtepi32_ps(t78);
                __m512 t80 = _mm512_mul_ps(t79, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t70], t80);
                __m512i t81 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(112));
                __m512i t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32(1000));
                __m512i t83 = _mm512_min_epu32(t81, t82);
                __m512i t84 = _mm512_sub_epi32(t83, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t70], t84);
                __m512i t85 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(579));
                __m512i t86 = _mm512_sub_epi32(t85, _mm512_set1_epi32(777));
                __m512i t87 = _mm512_min_epu32(t85, t86);
                __m512i t88 = _mm512_sub_epi32(t87, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t70], t88);
                i_vec += 64L;
                __m512i t89 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(45));
                __m512i t90 = _mm512_sub_epi32(t89, _mm512_set1_epi32(101));
                __m512i t91 = _mm512_min_epu32(t89, t90);
                __m512i t92 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(14));
                __m512i t93 = _mm512_sub_epi32(t92, _mm512_set1_epi32(23));
                __m512i t94 = _mm512_min_epu32(t92, t93);
                __m512i t95 = _mm512_add_epi32((__m512i)t3, _mm512_set1_epi32(816));
                __m512i t96 = _mm512_sub_epi32(t95, _mm512_set1_epi32(1000));
                __m512i t97 = _mm512_min_epu32(t95, t96);
                __m512i t98 = _mm512_add_epi32((__m512i)t4, _mm512_set1_epi32(254));
                __m512i t99 = _mm512_sub_epi32(t98, _mm512_set1_epi32(777));
                __m512i t100 = _mm512_min_epu32(t98, t99);
                if (i_vec >= 960L) {
                    break;
                }
                t1 = (vcc_v16_int)t91;
                t2 = (vcc_v16_int)t94;
                t3 = (vcc_v16_int)t97;
                t4 = (vcc_v16_int)t100;
            }
            t101 = 960;
        } else {
            t101 = 0;
        }
        long t102 = (long)t101;
        long t103 = t102 * -1L + 1000L;
        unsigned int t104 = (unsigned int)t101;
        int t105 = (int)((unsigned int)(int)(t104 * 37U) + t9);
        int t106 = (int)((unsigned int)(int)(t104 * 11U) + t12);
        int t107 = (int)((unsigned int)(int)(t104 * 7919U) + t9);
        int t108 = (int)(t104 * 104729U);
        if ((t103 >= 16L) & (t105 >= 0) & (t106 >= 0) & (t107 >= 0) & (t108 >= 0)) {
            long t109 = t103 & -16L;
            __m512i t110 = _mm512_set1_epi32((int)(t105 % 101));
            __m512i t111 = _mm512_add_epi32(t110, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t112 = _mm512_sub_epi32(t111, _mm512_set1_epi32(101));
            vcc_v16_int t5 = (vcc_v16_int)_mm512_min_epu32(t111, t112);
            __m512i t113 = _mm512_set1_epi32((int)(t106 % 23));
            __m512i t114 = _mm512_add_epi32(t113, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t115 = _mm512_sub_epi32(t114, _mm512_set1_epi32(23));
            vcc_v16_int t6 = (vcc_v16_int)_mm512_min_epu32(t114, t115);
            __m512i t116 = _mm512_set1_epi32((int)(t107 % 1000));
            __m512i t117 = _mm512_add_epi32(t116, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t118 = _mm512_sub_epi32(t117, _mm512_set1_epi32(1000));
            vcc_v16_int t7 = (vcc_v16_int)_mm512_min_epu32(t117, t118);
            __m512i t119 = _mm512_set1_epi32((int)(t108 % 777));
            __m512i t120 = _mm512_add_epi32(t119, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t121 = _mm512_sub_epi32(t120, _mm512_set1_epi32(777));
            vcc_v16_int t8 = (vcc_v16_int)_mm512_min_epu32(t120, t121);
            long i_vec_1 = 0L;
            /* vcc: loop at split_at_write.c:79 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                long t122 = t102 + i_vec_1;
                __m512 t123 = _mm512_cvtepi32_ps((__m512i)t5);
                __m512 t124 = _mm512_sub_ps(t123, _mm512_set1_ps(50.0f));
                _mm512_storeu_ps(&a[t122], t124);
                __m512 t125 = _mm512_cvtepi32_ps((__m512i)t6);
                __m512 t126 = _mm512_mul_ps(t125, _mm512_set1_ps(0.25f));
                _mm512_storeu_ps(&b[t122], t126);
                __m512i t127 = _mm512_sub_epi32((__m512i)t7, _mm512_set1_epi32(500));
                _mm512_storeu_si512(&c[t122], t127);
                __m512i t128 = _mm512_sub_epi32((__m512i)t8, _mm512_set1_epi32(300));
                _mm512_storeu_si512(&d[t122], t128);
                i_vec_1 += 16L;
                __m512i t129 = _mm512_add_epi32((__m512i)t5, _mm512_set1_epi32(87));
                __m512i t130 = _mm512_sub_epi32(t129, _mm512_set1_epi32(101));
                __m512i t131 = _mm512_min_epu32(t129, t130);
                __m512i t132 = _mm512_add_epi32((__m512i)t6, _mm512_set1_epi32(15));
                __m512i t133 = _mm512_sub_epi32(t132, _mm512_set1_epi32(23));
                __m512i t134 = _mm512_min_epu32(t132, t133);
                __m512i t135 = _mm512_add_epi32((__m512i)t7, _mm512_set1_epi32(704));
                __m512i t136 = _mm512_sub_epi32(t135, _mm512_set1_epi32(1000));
                __m512i t137 = _mm512_min_epu32(t135, t136);
                __m512i t138 = _mm512_add_epi32((__m512i)t8, _mm512_set1_epi32(452));
                __m512i t139 = _mm512_sub_epi32(t138, _mm512_set1_epi32(777));
                __m512i t140 = _mm512_min_epu32(t138, t139);
                if (i_vec_1 >= t109) {
                    break;
                }
                t5 = (vcc_v16_int)t131;
                t6 = (vcc_v16_int)t134;
                t7 = (vcc_v16_int)t137;
                t8 = (vcc_v16_int)t140;
            }
            t141 = (int)(t102 + t109);
        } else {
            t141 = t101;
        }
        long t142 = (long)t141;
        long t143 = t142 * -1L + 1000L;
        unsigned int t144 = (unsigned int)t141;
        int t145 = (int)((unsigned int)(int)(t144 * 37U) + t9);
        int t146 = (int)((unsigned int)(int)(t144 * 11U) + t12);
        int t147 = (int)((unsigned int)(int)(t144 * 7919U) + t9);
        int t148 = (int)(t144 * 104729U);
        if ((t143 >= 1L) & (t143 <= 16L) & (t145 >= 0) & (t146 >= 0) & (t147 >= 0) & (t148 >= 0)) {
            __m512i t149 = _mm512_set1_epi32((int)(int)t143);
            __mmask16 t150 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t149, _MM_CMPINT_LT);
            __m512i t151 = _mm512_set1_epi32((int)(t145 % 101));
            __m512i t152 = _mm512_add_epi32(t151, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
            __m512i t153 = _mm512_sub_epi32(t152, _mm512_set1_epi32(101));
            __m512i t154 = _mm512_min_epu32(t152, t153);
            __m512i t155 = _mm512_set1_epi32((int)(t146 % 23));
            __m512i t156 = _mm512_add_epi32(t155, _mm512_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8, 19, 7, 18, 6, 17, 5, 16, 4));
            __m512i t157 = _mm512_sub_epi32(t156, _mm512_set1_epi32(23));
            __m512i t158 = _mm512_min_epu32(t156, t157);
            __m512i t159 = _mm512_set1_epi32((int)(t147 % 1000));
            __m512i t160 = _mm512_add_epi32(t159, _mm512_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433, 352, 271, 190, 109, 28, 947, 866, 785));
            __m512i t161 = _mm512_sub_epi32(t160, _mm512_set1_epi32(1000));
            __m512i t162 = _mm512_min_epu32(t160, t161);
            __m512i t163 = _mm512_set1_epi32((int)(t148 % 777));
            __m512i t164 = _mm512_add_epi32(t163, _mm512_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392, 226, 60, 671, 505, 339, 173, 7, 618));
            __m512i t165 = _mm512_sub_epi32(t164, _mm512_set1_epi32(777));
            __m512i t166 = _mm512_min_epu32(t164, t165);
            long t167 = t142;
            __m512 t168 = _mm512_cvtepi32_ps(t154);
            __m512 t169 = _mm512_sub_ps(t168, _mm512_set1_ps(50.0f));
            _mm512_mask_storeu_ps(&a[t167], t150, t169);
            __m512 t170 = _mm512_cvtepi32_ps(t158);
            __m512 t171 = _mm512_mul_ps(t170, _mm512_set1_ps(0.25f));
            _mm512_mask_storeu_ps(&b[t167], t150, t171);
            __m512i t172 = _mm512_sub_epi32(t162, _mm512_set1_epi32(500));
            _mm512_mask_storeu_epi32(&c[t167], t150, t172);
            __m512i t173 = _mm512_sub_epi32(t166, _mm512_set1_epi32(300));
            _mm512_mask_storeu_epi32(&d[t167], t150, t173);
            i = (int)(t142 + t143);
        } else {
            i = t141;
        }
        while (i < 1000) {
            long t174 = (long)i;
            a[t174] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t174] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t174] = (i * 7919 + round) % 1000 - 500;
            d[t174] = i * 104729 % 777 - 300;
            i++;
        }
        middle();
        first();
        long s = up_to();
        const void *t175 = (const void *)c;
        unsigned long t176 = (_mm256_zeroupper(), hash_bytes(t175, 4000UL));
        const void *t177 = (const void *)a;
        printf("%llx %llx %ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t177, 4000UL)), (unsigned long long)t176, s);
        down();
        (_mm256_zeroupper(), store_first());
        unsigned long t178 = (_mm256_zeroupper(), hash_bytes((const void *)d, 4000UL));
        unsigned long t179 = (_mm256_zeroupper(), hash_bytes(t175, 4000UL));
        printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t177, 4000UL)), (unsigned long long)t179, (unsigned long long)t178);
        __m512i round_v = _mm512_set1_epi32((int)round);
        __m512i t180 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t180, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_2 = 0L;
        /* vcc: loop at split_at_write.c:92 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        for (;;) {
            __m512i t181 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(13));
            __m512i t182 = _mm512_add_epi32(t181, round_v);
            __m128i t183 = _mm512_cvtepi32_epi8(t182);
            _mm_storeu_si128((__m128i *)&bytes[i_vec_2], t183);
            __m512i t184 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t185 = _mm512_mullo_epi32(t184, _mm512_set1_epi32(13));
            __m512i t186 = _mm512_add_epi32(t185, round_v);
            __m128i t187 = _mm512_cvtepi32_epi8(t186);
            _mm_storeu_si128((__m128i *)&bytes[i_vec_2 + 16L], t187);
            __m512i t188 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
            __m512i t189 = _mm512_mullo_epi32(t188, _mm512_set1_epi32(13));
            __m512i t190 = _mm512_add_epi32(t189, round_v);
            __m128i t191 = _mm512_cvtepi32_epi8(t190);
            _mm_storeu_si128((__m128i *)&bytes[i_vec_2 + 32L], t191);
            __m512i t192 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
            __m512i t193 = _mm512_mullo_epi32(t192, _mm512_set1_epi32(13));
            __m512i t194 = _mm512_add_epi32(t193, round_v);
            __m128i t195 = _mm512_cvtepi32_epi8(t194);
            _mm_storeu_si128((__m128i *)&bytes[i_vec_2 + 48L], t195);
            i_vec_2 += 64L;
            __m512i t196 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
            if (i_vec_2 >= 960L) {
                break;
            }
            i_v = (vcc_v16_uint)t196;
        }
        __m512i t197 = _mm512_set1_epi32(960);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t197, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_3 = 0L;
        /* vcc: loop at split_at_write.c:92 vector epilogue: VF 16, UF 1, scalar epilogue */
        for (;;) {
            __m512i t198 = _mm512_mullo_epi32((__m512i)i_v_1, _mm512_set1_epi32(13));
            __m512i t199 = _mm512_add_epi32(t198, round_v);
            __m128i t200 = _mm512_cvtepi32_epi8(t199);
            _mm_storeu_si128((__m128i *)&bytes[960L + i_vec_3], t200);
            i_vec_3 += 16L;
            __m512i t201 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
            if (i_vec_3 >= 32L) {
                break;
            }
            i_v_1 = (vcc_v16_uint)t201;
        }
        bytes[992] = (unsigned char)(12896 + round);
        bytes[993] = (unsigned char)(12909 + round);
        bytes[994] = (unsigned char)(12922 + round);
        bytes[995] = (unsigned char)(12935 + round);
        bytes[996] = (unsigned char)(12948 + round);
        bytes[997] = (unsigned char)(12961 + round);
        bytes[998] = (unsigned char)(12974 + round);
        bytes[999] = (unsigned char)(12987 + round);
        bytes[1000] = (unsigned char)(13000 + round);
        bytes[1001] = (unsigned char)(13013 + round);
        bytes[1002] = (unsigned char)(13026 + round);
        bytes[1003] = (unsigned char)(13039 + round);
        bytes[1004] = (unsigned char)(13052 + round);
        bytes[1005] = (unsigned char)(13065 + round);
        bytes[1006] = (unsigned char)(13078 + round);
        cross();
        cross_down();
        cross_bytes();
        (_mm256_zeroupper(), stride_two(500 - round));
        unsigned long t202 = (_mm256_zeroupper(), hash_bytes((const void *)bytes, 1007UL));
        unsigned long t203 = (_mm256_zeroupper(), hash_bytes(t175, 4000UL));
        unsigned long t204 = (_mm256_zeroupper(), hash_bytes((const void *)b, 4000UL));
        printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t177, 4000UL)), (unsigned long long)t204, (unsigned long long)t203, (unsigned long long)t202);
        round++;
    }
    return 0;
}
