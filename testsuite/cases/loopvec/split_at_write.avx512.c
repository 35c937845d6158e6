/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
extern __typeof__(a) a __attribute__((aligned(32)));
extern __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void middle(void) {
    vcc_no_contract_body
    float t1 = a[500];
    __m256 a_v = _mm256_set1_ps(t1);
    __m256 t2 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.25f));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256 t3 = _mm256_add_ps(t2, b_v);
        _mm256_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 8L;
        __m256 b_v_1 = _mm256_loadu_ps(&b[t4]);
        __m256 t5 = _mm256_add_ps(t2, b_v_1);
        _mm256_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 16L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[t6]);
        __m256 t7 = _mm256_add_ps(t2, b_v_2);
        _mm256_storeu_ps(&a[t6], t7);
        long t8 = i_vec + 24L;
        __m256 b_v_3 = _mm256_loadu_ps(&b[t8]);
        __m256 t9 = _mm256_add_ps(t2, b_v_3);
        _mm256_storeu_ps(&a[t8], t9);
        i_vec += 32L;
    } while (i_vec < 480L);
    __m256 a_v_1 = _mm256_set1_ps(t1);
    __m256 t10 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.25f));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t11 = 480L + i_vec_1;
        __m256 b_v_4 = _mm256_loadu_ps(&b[t11]);
        __m256 t12 = _mm256_add_ps(t10, b_v_4);
        _mm256_storeu_ps(&a[t11], t12);
        i_vec_1 += 8L;
    } while (i_vec_1 < 16L);
    __m256i t13 = _mm256_set1_epi32(5);
    __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 a_v_2 = _mm256_set1_ps(t1);
    __m256 t15 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.25f));
    __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t14), &b[496]);
    __m256 t16 = _mm256_add_ps(t15, b_v_5);
    _mm256_mask_storeu_ps(&a[496], _mm256_movepi32_mask(t14), t16);
    float t17 = a[500];
    __m256 a_v_3 = _mm256_set1_ps(t17);
    __m256 t18 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.25f));
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        long t19 = 501L + i_vec_2;
        __m256 b_v_6 = _mm256_loadu_ps(&b[t19]);
        __m256 t20 = _mm256_add_ps(t18, b_v_6);
        _mm256_storeu_ps(&a[t19], t20);
        long t21 = 501L + (i_vec_2 + 8L);
        __m256 b_v_7 = _mm256_loadu_ps(&b[t21]);
        __m256 t22 = _mm256_add_ps(t18, b_v_7);
        _mm256_storeu_ps(&a[t21], t22);
        long t23 = 501L + (i_vec_2 + 16L);
        __m256 b_v_8 = _mm256_loadu_ps(&b[t23]);
        __m256 t24 = _mm256_add_ps(t18, b_v_8);
        _mm256_storeu_ps(&a[t23], t24);
        long t25 = 501L + (i_vec_2 + 24L);
        __m256 b_v_9 = _mm256_loadu_ps(&b[t25]);
        __m256 t26 = _mm256_add_ps(t18, b_v_9);
        _mm256_storeu_ps(&a[t25], t26);
        i_vec_2 += 32L;
    } while (i_vec_2 < 480L);
    __m256 a_v_4 = _mm256_set1_ps(t17);
    __m256 t27 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.25f));
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t28 = 981L + i_vec_3;
        __m256 b_v_10 = _mm256_loadu_ps(&b[t28]);
        __m256 t29 = _mm256_add_ps(t27, b_v_10);
        _mm256_storeu_ps(&a[t28], t29);
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
    __m256i t30 = _mm256_set1_epi32(3);
    __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 a_v_5 = _mm256_set1_ps(t17);
    __m256 t32 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.25f));
    __m256 b_v_11 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), &b[997]);
    __m256 t33 = _mm256_add_ps(t32, b_v_11);
    _mm256_mask_storeu_ps(&a[997], _mm256_movepi32_mask(t31), t33);
}

/* The first element, written by the first iteration. */
extern __typeof__(c) c __attribute__((aligned(32)));
extern __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void first(void) {
    vcc_no_contract_body
    int t1 = c[0];
    for (int i = 0; i < 1; i++) {
        long t2 = (long)i;
        c[t2] = t1 * 3 + d[t2];
    }
    int t3 = c[0];
    __m256i c_v = _mm256_set1_epi32((int)t3);
    __m256i t4 = _mm256_mullo_epi32(c_v, _mm256_set1_epi32(3));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:19 vectorized: VF 8, UF 4, masked remainder */
    do {
        long t5 = 1L + i_vec;
        __m256i d_v = _mm256_loadu_si256((const __m256i *)&d[t5]);
        __m256i t6 = _mm256_add_epi32(t4, d_v);
        _mm256_storeu_si256((__m256i *)&c[t5], t6);
        long t7 = 1L + (i_vec + 8L);
        __m256i d_v_1 = _mm256_loadu_si256((const __m256i *)&d[t7]);
        __m256i t8 = _mm256_add_epi32(t4, d_v_1);
        _mm256_storeu_si256((__m256i *)&c[t7], t8);
        long t9 = 1L + (i_vec + 16L);
        __m256i d_v_2 = _mm256_loadu_si256((const __m256i *)&d[t9]);
        __m256i t10 = _mm256_add_epi32(t4, d_v_2);
        _mm256_storeu_si256((__m256i *)&c[t9], t10);
        long t11 = 1L + (i_vec + 24L);
        __m256i d_v_3 = _mm256_loadu_si256((const __m256i *)&d[t11]);
        __m256i t12 = _mm256_add_epi32(t4, d_v_3);
        _mm256_storeu_si256((__m256i *)&c[t11], t12);
        i_vec += 32L;
    } while (i_vec < 992L);
    __m256i t13 = _mm256_set1_epi32(7);
    __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i c_v_1 = _mm256_set1_epi32((int)t3);
    __m256i t15 = _mm256_mullo_epi32(c_v_1, _mm256_set1_epi32(3));
    __m256i d_v_4 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t14), &d[993]);
    __m256i t16 = _mm256_add_epi32(t15, d_v_4);
    _mm256_mask_storeu_epi32(&c[993], _mm256_movepi32_mask(t14), t16);
}

/* Up to and including a bound, with a sum carried across the split. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long up_to(void) {
    vcc_no_contract_body
    int t1 = c[300];
    __m128i c_v = _mm_set1_epi32((int)t1);
    long i_vec = 0L;
    __m256i sum_v = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_1 = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_2 = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_3 = _mm256_set1_epi64x((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t2 = 3L + i_vec;
        int *t3 = &d[t2];
        __m128i d_v = _mm_loadu_si128((const __m128i *)t3);
        __m128i t4 = _mm_sub_epi32(c_v, d_v);
        _mm_storeu_si128((__m128i *)&c[t2], t4);
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)t3);
        __m256i t5 = _mm256_cvtepi32_epi64(d_v_1);
        sum_v = _mm256_add_epi64(sum_v, t5);
        long t6 = 3L + (i_vec + 4L);
        int *t7 = &d[t6];
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)t7);
        __m128i t8 = _mm_sub_epi32(c_v, d_v_2);
        _mm_storeu_si128((__m128i *)&c[t6], t8);
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)t7);
        __m256i t9 = _mm256_cvtepi32_epi64(d_v_3);
        sum_v_1 = _mm256_add_epi64(sum_v_1, t9);
        long t10 = 3L + (i_vec + 8L);
        int *t11 = &d[t10];
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)t11);
        __m128i t12 = _mm_sub_epi32(c_v, d_v_4);
        _mm_storeu_si128((__m128i *)&c[t10], t12);
        __m128i d_v_5 = _mm_loadu_si128((const __m128i *)t11);
        __m256i t13 = _mm256_cvtepi32_epi64(d_v_5);
        sum_v_2 = _mm256_add_epi64(sum_v_2, t13);
        long t14 = 3L + (i_vec + 12L);
        int *t15 = &d[t14];
        __m128i d_v_6 = _mm_loadu_si128((const __m128i *)t15);
        __m128i t16 = _mm_sub_epi32(c_v, d_v_6);
        _mm_storeu_si128((__m128i *)&c[t14], t16);
        __m128i d_v_7 = _mm_loadu_si128((const __m128i *)t15);
        __m256i t17 = _mm256_cvtepi32_epi64(d_v_7);
        sum_v_3 = _mm256_add_epi64(sum_v_3, t17);
        i_vec += 16L;
    } while (i_vec < 288L);
    __m256i t18 = _mm256_add_epi64(sum_v, sum_v_1);
    __m256i t19 = _mm256_add_epi64(t18, sum_v_2);
    __m256i t20 = _mm256_add_epi64(t19, sum_v_3);
    long t21 = (long)vcc_avx2_reduce_epi64(t20, _mm_add_epi64, unsigned long);
    __m128i c_v_1 = _mm_set1_epi32((int)t1);
    long i_vec_1 = 0L;
    __m256i sum_v_4 = _mm256_set1_epi64x((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t22 = 291L + i_vec_1;
        int *t23 = &d[t22];
        __m128i d_v_8 = _mm_loadu_si128((const __m128i *)t23);
        __m128i t24 = _mm_sub_epi32(c_v_1, d_v_8);
        _mm_storeu_si128((__m128i *)&c[t22], t24);
        __m128i d_v_9 = _mm_loadu_si128((const __m128i *)t23);
        __m256i t25 = _mm256_cvtepi32_epi64(d_v_9);
        sum_v_4 = _mm256_add_epi64(sum_v_4, t25);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    long sum = (long)((unsigned long)t21 + vcc_avx2_reduce_epi64(sum_v_4, _mm_add_epi64, unsigned long));
    for (int i = 299; i <= 300; i++) {
        long t26 = (long)i;
        int *t27 = &d[t26];
        c[t26] = t1 - *t27;
        sum += (long)*t27;
    }
    int t28 = c[300];
    __m128i c_v_2 = _mm_set1_epi32((int)t28);
    long i_vec_2 = 0L;
    __m256i sum_v_5 = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_6 = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_7 = _mm256_set1_epi64x((long long)0LL);
    __m256i sum_v_8 = _mm256_set1_epi64x((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t29 = 301L + i_vec_2;
        int *t30 = &d[t29];
        __m128i d_v_10 = _mm_loadu_si128((const __m128i *)t30);
        __m128i t31 = _mm_sub_epi32(c_v_2, d_v_10);
        _mm_storeu_si128((__m128i *)&c[t29], t31);
        __m128i d_v_11 = _mm_loadu_si128((const __m128i *)t30);
        __m256i t32 = _mm256_cvtepi32_epi64(d_v_11);
        sum_v_5 = _mm256_add_epi64(sum_v_5, t32);
        long t33 = 301L + (i_vec_2 + 4L);
        int *t34 = &d[t33];
        __m128i d_v_12 = _mm_loadu_si128((const __m128i *)t34);
        __m128i t35 = _mm_sub_epi32(c_v_2, d_v_12);
        _mm_storeu_si128((__m128i *)&c[t33], t35);
        __m128i d_v_13 = _mm_loadu_si128((const __m128i *)t34);
        __m256i t36 = _mm256_cvtepi32_epi64(d_v_13);
        sum_v_6 = _mm256_add_epi64(sum_v_6, t36);
        long t37 = 301L + (i_vec_2 + 8L);
        int *t38 = &d[t37];
        __m128i d_v_14 = _mm_loadu_si128((const __m128i *)t38);
        __m128i t39 = _mm_sub_epi32(c_v_2, d_v_14);
        _mm_storeu_si128((__m128i *)&c[t37], t39);
        __m128i d_v_15 = _mm_loadu_si128((const __m128i *)t38);
        __m256i t40 = _mm256_cvtepi32_epi64(d_v_15);
        sum_v_7 = _mm256_add_epi64(sum_v_7, t40);
        long t41 = 301L + (i_vec_2 + 12L);
        int *t42 = &d[t41];
        __m128i d_v_16 = _mm_loadu_si128((const __m128i *)t42);
        __m128i t43 = _mm_sub_epi32(c_v_2, d_v_16);
        _mm_storeu_si128((__m128i *)&c[t41], t43);
        __m128i d_v_17 = _mm_loadu_si128((const __m128i *)t42);
        __m256i t44 = _mm256_cvtepi32_epi64(d_v_17);
        sum_v_8 = _mm256_add_epi64(sum_v_8, t44);
        i_vec_2 += 16L;
    } while (i_vec_2 < 592L);
    __m256i t45 = _mm256_add_epi64(sum_v_5, sum_v_6);
    __m256i t46 = _mm256_add_epi64(t45, sum_v_7);
    __m256i t47 = _mm256_add_epi64(t46, sum_v_8);
    long t48 = (long)((unsigned long)sum + vcc_avx2_reduce_epi64(t47, _mm_add_epi64, unsigned long));
    __m128i c_v_3 = _mm_set1_epi32((int)t28);
    long i_vec_3 = 0L;
    __m256i sum_v_9 = _mm256_set1_epi64x((long long)0LL);
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t49 = 893L + i_vec_3;
        int *t50 = &d[t49];
        __m128i d_v_18 = _mm_loadu_si128((const __m128i *)t50);
        __m128i t51 = _mm_sub_epi32(c_v_3, d_v_18);
        _mm_storeu_si128((__m128i *)&c[t49], t51);
        __m128i d_v_19 = _mm_loadu_si128((const __m128i *)t50);
        __m256i t52 = _mm256_cvtepi32_epi64(d_v_19);
        sum_v_9 = _mm256_add_epi64(sum_v_9, t52);
        i_vec_3 += 4L;
    } while (i_vec_3 < 8L);
    long t53 = (long)((unsigned long)t48 + vcc_avx2_reduce_epi64(sum_v_9, _mm_add_epi64, unsigned long));
    return t53;
}

/* Walking down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down(void) {
    vcc_no_contract_body
    float t1 = a[700];
    __m256 a_v = _mm256_set1_ps(t1);
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        long t2 = 999L + i_vec * -1L;
        __m256 t3 = _mm256_loadu_ps(&b[t2] + -7);
        __m256 t4 = _mm256_sub_ps(t3, a_v);
        _mm256_storeu_ps(&a[t2] + -7, t4);
        long t5 = 999L + (i_vec + 8L) * -1L;
        __m256 t6 = _mm256_loadu_ps(&b[t5] + -7);
        __m256 t7 = _mm256_sub_ps(t6, a_v);
        _mm256_storeu_ps(&a[t5] + -7, t7);
        long t8 = 999L + (i_vec + 16L) * -1L;
        __m256 t9 = _mm256_loadu_ps(&b[t8] + -7);
        __m256 t10 = _mm256_sub_ps(t9, a_v);
        _mm256_storeu_ps(&a[t8] + -7, t10);
        long t11 = 999L + (i_vec + 24L) * -1L;
        __m256 t12 = _mm256_loadu_ps(&b[t11] + -7);
        __m256 t13 = _mm256_sub_ps(t12, a_v);
        _mm256_storeu_ps(&a[t11] + -7, t13);
        i_vec += 32L;
    } while (i_vec < 288L);
    __m256 a_v_1 = _mm256_set1_ps(t1);
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t14 = 711L + i_vec_1 * -1L;
        __m256 t15 = _mm256_loadu_ps(&b[t14] + -7);
        __m256 t16 = _mm256_sub_ps(t15, a_v_1);
        _mm256_storeu_ps(&a[t14] + -7, t16);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    __m256i t17 = _mm256_set1_epi32(4);
    __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 a_v_2 = _mm256_set1_ps(t1);
    __m256i t19 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256 t20 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), (float *)((unsigned long)&b + 2812UL - 28UL));
    __m256 t21 = _mm256_sub_ps(t20, a_v_2);
    __m256i t22 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    _mm256_mask_storeu_ps((float *)((unsigned long)&a + 2812UL - 28UL), _mm256_movepi32_mask(t22), t21);
    float t23 = a[700];
    __m256 a_v_3 = _mm256_set1_ps(t23);
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        long t24 = 699L + i_vec_2 * -1L;
        __m256 t25 = _mm256_loadu_ps(&b[t24] + -7);
        __m256 t26 = _mm256_sub_ps(t25, a_v_3);
        _mm256_storeu_ps(&a[t24] + -7, t26);
        long t27 = 699L + (i_vec_2 + 8L) * -1L;
        __m256 t28 = _mm256_loadu_ps(&b[t27] + -7);
        __m256 t29 = _mm256_sub_ps(t28, a_v_3);
        _mm256_storeu_ps(&a[t27] + -7, t29);
        long t30 = 699L + (i_vec_2 + 16L) * -1L;
        __m256 t31 = _mm256_loadu_ps(&b[t30] + -7);
        __m256 t32 = _mm256_sub_ps(t31, a_v_3);
        _mm256_storeu_ps(&a[t30] + -7, t32);
        long t33 = 699L + (i_vec_2 + 24L) * -1L;
        __m256 t34 = _mm256_loadu_ps(&b[t33] + -7);
        __m256 t35 = _mm256_sub_ps(t34, a_v_3);
        _mm256_storeu_ps(&a[t33] + -7, t35);
        i_vec_2 += 32L;
    } while (i_vec_2 < 672L);
    __m256 a_v_4 = _mm256_set1_ps(t23);
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t36 = 27L + i_vec_3 * -1L;
        __m256 t37 = _mm256_loadu_ps(&b[t36] + -7);
        __m256 t38 = _mm256_sub_ps(t37, a_v_4);
        _mm256_storeu_ps(&a[t36] + -7, t38);
        i_vec_3 += 8L;
    } while (i_vec_3 < 24L);
    __m256i t39 = _mm256_set1_epi32(3);
    __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 a_v_5 = _mm256_set1_ps(t23);
    __m256i t41 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256 t42 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), (float *)((unsigned long)&b + 12UL - 28UL));
    __m256 t43 = _mm256_sub_ps(t42, a_v_5);
    __m256i t44 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    _mm256_mask_storeu_ps((float *)((unsigned long)&a + 12UL - 28UL), _mm256_movepi32_mask(t44), t43);
}

/* Reads from the top while writing from the bottom: split where they meet. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cross(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 t1 = _mm256_loadu_ps(&a[999 - (int)i_vec] + -7);
        __m256 a_v = _mm256_permutevar8x32_ps(t1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t2 = &b[i_vec];
        __m256 b_v = _mm256_loadu_ps(t2);
        __m256 x_v = _mm256_add_ps(a_v, b_v);
        __m256 t3 = _mm256_sub_ps(x_v, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[i_vec], t3);
        _mm256_storeu_ps(t2, x_v);
        long t4 = i_vec + 8L;
        __m256 t5 = _mm256_loadu_ps(&a[999 - (int)t4] + -7);
        __m256 a_v_1 = _mm256_permutevar8x32_ps(t5, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t6 = &b[t4];
        __m256 b_v_1 = _mm256_loadu_ps(t6);
        __m256 x_v_1 = _mm256_add_ps(a_v_1, b_v_1);
        __m256 t7 = _mm256_sub_ps(x_v_1, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t4], t7);
        _mm256_storeu_ps(t6, x_v_1);
        long t8 = i_vec + 16L;
        __m256 t9 = _mm256_loadu_ps(&a[999 - (int)t8] + -7);
        __m256 a_v_2 = _mm256_permutevar8x32_ps(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t10 = &b[t8];
        __m256 b_v_2 = _mm256_loadu_ps(t10);
        __m256 x_v_2 = _mm256_add_ps(a_v_2, b_v_2);
        __m256 t11 = _mm256_sub_ps(x_v_2, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t8], t11);
        _mm256_storeu_ps(t10, x_v_2);
        long t12 = i_vec + 24L;
        __m256 t13 = _mm256_loadu_ps(&a[999 - (int)t12] + -7);
        __m256 a_v_3 = _mm256_permutevar8x32_ps(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t14 = &b[t12];
        __m256 b_v_3 = _mm256_loadu_ps(t14);
        __m256 x_v_3 = _mm256_add_ps(a_v_3, b_v_3);
        __m256 t15 = _mm256_sub_ps(x_v_3, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t12], t15);
        _mm256_storeu_ps(t14, x_v_3);
        i_vec += 32L;
    } while (i_vec < 480L);
    for (int i = 480; i < 500; i++) {
        long t16 = (long)i;
        float *t17 = &b[t16];
        float x = a[999 - i] + *t17;
        a[t16] = x - 1.0f;
        *t17 = x;
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t18 = 500L + i_vec_1;
        __m256 t19 = _mm256_loadu_ps(&a[999 - (int)t18] + -7);
        __m256 a_v_4 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t20 = &b[t18];
        __m256 b_v_4 = _mm256_loadu_ps(t20);
        __m256 x_v_4 = _mm256_add_ps(a_v_4, b_v_4);
        __m256 t21 = _mm256_sub_ps(x_v_4, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t18], t21);
        _mm256_storeu_ps(t20, x_v_4);
        long t22 = 500L + (i_vec_1 + 8L);
        __m256 t23 = _mm256_loadu_ps(&a[999 - (int)t22] + -7);
        __m256 a_v_5 = _mm256_permutevar8x32_ps(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t24 = &b[t22];
        __m256 b_v_5 = _mm256_loadu_ps(t24);
        __m256 x_v_5 = _mm256_add_ps(a_v_5, b_v_5);
        __m256 t25 = _mm256_sub_ps(x_v_5, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t22], t25);
        _mm256_storeu_ps(t24, x_v_5);
        long t26 = 500L + (i_vec_1 + 16L);
        __m256 t27 = _mm256_loadu_ps(&a[999 - (int)t26] + -7);
        __m256 a_v_6 = _mm256_permutevar8x32_ps(t27, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t28 = &b[t26];
        __m256 b_v_6 = _mm256_loadu_ps(t28);
        __m256 x_v_6 = _mm256_add_ps(a_v_6, b_v_6);
        __m256 t29 = _mm256_sub_ps(x_v_6, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t26], t29);
        _mm256_storeu_ps(t28, x_v_6);
        long t30 = 500L + (i_vec_1 + 24L);
        __m256 t31 = _mm256_loadu_ps(&a[999 - (int)t30] + -7);
        __m256 a_v_7 = _mm256_permutevar8x32_ps(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        float *t32 = &b[t30];
        __m256 b_v_7 = _mm256_loadu_ps(t32);
        __m256 x_v_7 = _mm256_add_ps(a_v_7, b_v_7);
        __m256 t33 = _mm256_sub_ps(x_v_7, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t30], t33);
        _mm256_storeu_ps(t32, x_v_7);
        i_vec_1 += 32L;
    } while (i_vec_1 < 480L);
    for (int i_1 = 980; i_1 < 1000; i_1++) {
        long t34 = (long)i_1;
        float *t35 = &b[t34];
        float x_1 = a[999 - i_1] + *t35;
        a[t34] = x_1 - 1.0f;
        *t35 = x_1;
    }
}

/* The same walking down, over an odd count. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cross_down(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = 998L + i_vec * -1L;
        __m256i c_v = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t1]);
        __m256i t2 = _mm256_mullo_epi32(c_v, _mm256_set1_epi32(3));
        __m256i t3 = _mm256_loadu_si256((const __m256i *)(&d[t1] + -7));
        __m256i d_v = _mm256_permutevar8x32_epi32(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t4 = _mm256_add_epi32(t2, d_v);
        __m256i t5 = _mm256_permutevar8x32_epi32(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t1] + -7), t5);
        long t6 = 998L + (i_vec + 8L) * -1L;
        __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t6]);
        __m256i t7 = _mm256_mullo_epi32(c_v_1, _mm256_set1_epi32(3));
        __m256i t8 = _mm256_loadu_si256((const __m256i *)(&d[t6] + -7));
        __m256i d_v_1 = _mm256_permutevar8x32_epi32(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t9 = _mm256_add_epi32(t7, d_v_1);
        __m256i t10 = _mm256_permutevar8x32_epi32(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t6] + -7), t10);
        long t11 = 998L + (i_vec + 16L) * -1L;
        __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t11]);
        __m256i t12 = _mm256_mullo_epi32(c_v_2, _mm256_set1_epi32(3));
        __m256i t13 = _mm256_loadu_si256((const __m256i *)(&d[t11] + -7));
        __m256i d_v_2 = _mm256_permutevar8x32_epi32(t13, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t14 = _mm256_add_epi32(t12, d_v_2);
        __m256i t15 = _mm256_permutevar8x32_epi32(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t11] + -7), t15);
        long t16 = 998L + (i_vec + 24L) * -1L;
        __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t16]);
        __m256i t17 = _mm256_mullo_epi32(c_v_3, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_loadu_si256((const __m256i *)(&d[t16] + -7));
        __m256i d_v_3 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t19 = _mm256_add_epi32(t17, d_v_3);
        __m256i t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t16] + -7), t20);
        i_vec += 32L;
    } while (i_vec < 480L);
    for (int i = 518; i >= 500; i--) {
        long t21 = (long)i;
        c[t21] = c[998 - i] * 3 + d[t21];
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t22 = 499L + i_vec_1 * -1L;
        __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t22]);
        __m256i t23 = _mm256_mullo_epi32(c_v_4, _mm256_set1_epi32(3));
        __m256i t24 = _mm256_loadu_si256((const __m256i *)(&d[t22] + -7));
        __m256i d_v_4 = _mm256_permutevar8x32_epi32(t24, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t25 = _mm256_add_epi32(t23, d_v_4);
        __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t22] + -7), t26);
        long t27 = 499L + (i_vec_1 + 8L) * -1L;
        __m256i c_v_5 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t27]);
        __m256i t28 = _mm256_mullo_epi32(c_v_5, _mm256_set1_epi32(3));
        __m256i t29 = _mm256_loadu_si256((const __m256i *)(&d[t27] + -7));
        __m256i d_v_5 = _mm256_permutevar8x32_epi32(t29, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t30 = _mm256_add_epi32(t28, d_v_5);
        __m256i t31 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t27] + -7), t31);
        long t32 = 499L + (i_vec_1 + 16L) * -1L;
        __m256i c_v_6 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t32]);
        __m256i t33 = _mm256_mullo_epi32(c_v_6, _mm256_set1_epi32(3));
        __m256i t34 = _mm256_loadu_si256((const __m256i *)(&d[t32] + -7));
        __m256i d_v_6 = _mm256_permutevar8x32_epi32(t34, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t35 = _mm256_add_epi32(t33, d_v_6);
        __m256i t36 = _mm256_permutevar8x32_epi32(t35, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t32] + -7), t36);
        long t37 = 499L + (i_vec_1 + 24L) * -1L;
        __m256i c_v_7 = _mm256_loadu_si256((const __m256i *)&c[998 - (int)t37]);
        __m256i t38 = _mm256_mullo_epi32(c_v_7, _mm256_set1_epi32(3));
        __m256i t39 = _mm256_loadu_si256((const __m256i *)(&d[t37] + -7));
        __m256i d_v_7 = _mm256_permutevar8x32_epi32(t39, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t40 = _mm256_add_epi32(t38, d_v_7);
        __m256i t41 = _mm256_permutevar8x32_epi32(t40, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_storeu_si256((__m256i *)(&c[t37] + -7), t41);
        i_vec_1 += 32L;
    } while (i_vec_1 < 480L);
    for (int i_1 = 19; i_1 >= 0; i_1--) {
        long t42 = (long)i_1;
        c[t42] = c[998 - i_1] * 3 + d[t42];
    }
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cross_bytes(void) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int t101;
    int i;
    int round = 0;
    while (round < 3) {
        unsigned int t9 = (unsigned int)round;
        int t10 = (int)t9;
        int t11 = t10 >= 0;
        unsigned int t12 = (unsigned int)(int)(3U * t9);
        int t13 = (int)t12;
        if (1 & t11 & (t13 >= 0) & t11 & 1) {
            __m256i t14 = _mm256_set1_epi32((int)(t10 % 101));
            __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(101));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
            __m256i t17 = _mm256_set1_epi32((int)(t13 % 23));
            __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8));
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(23));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
            __m256i t20 = _mm256_set1_epi32((int)(t10 % 1000));
            __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433));
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1000));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t21, t22);
            __m256i t23 = _mm256_set1_epi32(0);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392));
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(777));
            vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t24, t25);
            long i_vec = 0L;
            /* vcc: loop at split_at_write.c:79 vectorized: VF 8, UF 4, the remainder at 80:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 81:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 82:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 83:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t26 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t27 = _mm256_sub_ps(t26, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[i_vec], t27);
                __m256 t28 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[i_vec], t29);
                __m256i t30 = _mm256_sub_epi32((__m256i)t3, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[i_vec], t30);
                __m256i t31 = _mm256_sub_epi32((__m256i)t4, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[i_vec], t31);
                long t32 = i_vec + 8L;
                __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(101));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256 t36 = _mm256_cvtepi32_ps(t35);
                __m256 t37 = _mm256_sub_ps(t36, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t32], t37);
                __m256i t38 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(19));
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(23));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256 t41 = _mm256_cvtepi32_ps(t40);
                __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t32], t42);
                __m256i t43 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(352));
                __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(1000));
                __m256i t45 = _mm256_min_epu32(t43, t44);
                __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t32], t46);
                __m256i t47 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(226));
                __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(777));
                __m256i t49 = _mm256_min_epu32(t47, t48);
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t32], t50);
                long t51 = i_vec + 16L;
                __m256i t52 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
                __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(101));
                __m256i t54 = _mm256_min_epu32(t52, t53);
                __m256 t55 = _mm256_cvtepi32_ps(t54);
                __m256 t56 = _mm256_sub_ps(t55, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t51], t56);
                __m256i t57 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(15));
                __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(23));
                __m256i t59 = _mm256_min_epu32(t57, t58);
                __m256 t60 = _mm256_cvtepi32_ps(t59);
                __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t51], t61);
                __m256i t62 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(704));
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(1000));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t51], t65);
                __m256i t66 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(452));
                __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(777));
                __m256i t68 = _mm256_min_epu32(t66, t67);
                __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t51], t69);
                long t70 = i_vec + 24L;
                __m256i t71 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
                __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(101));
                __m256i t73 = _mm256_min_epu32(t71, t72);
                __m256 t74 = _mm256_cvtepi32_ps(t73);
                __m256 t75 = _mm256_sub_ps(t74, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t70], t75);
                __m256i t76 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
                __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(23));
                __m256i t78 = _mm256_min_epu32(t76, t77);
                __m256 t79 = _mm256_cvtepi32_ps(t78);
                __m256 t80 = _mm256_mul_ps(t79, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t70], t80);
                __m256i t81 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(56));
                __m256i t82 = _mm256_sub_epi32(t81, _mm256_set1_epi32(1000));
                __m256i t83 = _mm256_min_epu32(t81, t82);
                __m256i t84 = _mm256_sub_epi32(t83, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t70], t84);
                __m256i t85 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(678));
                __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(777));
                __m256i t87 = _mm256_min_epu32(t85, t86);
                __m256i t88 = _mm256_sub_epi32(t87, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t70], t88);
                i_vec += 32L;
                __m256i t89 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
                __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(101));
                __m256i t91 = _mm256_min_epu32(t89, t90);
                __m256i t92 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(7));
                __m256i t93 = _mm256_sub_epi32(t92, _mm256_set1_epi32(23));
                __m256i t94 = _mm256_min_epu32(t92, t93);
                __m256i t95 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(408));
                __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(1000));
                __m256i t97 = _mm256_min_epu32(t95, t96);
                __m256i t98 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(127));
                __m256i t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32(777));
                __m256i t100 = _mm256_min_epu32(t98, t99);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = (vcc_v8_int)t91;
                t2 = (vcc_v8_int)t94;
                t3 = (vcc_v8_int)t97;
                t4 = (vcc_v8_int)t100;
            }
            t101 = 992;
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
        if ((t103 >= 8L) & (t105 >= 0) & (t106 >= 0) & (t107 >= 0) & (t108 >= 0)) {
            long t109 = t103 & -8L;
            __m256i t110 = _mm256_set1_epi32((int)(t105 % 101));
            __m256i t111 = _mm256_add_epi32(t110, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
            __m256i t112 = _mm256_sub_epi32(t111, _mm256_set1_epi32(101));
            vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t111, t112);
            __m256i t113 = _mm256_set1_epi32((int)(t106 % 23));
            __m256i t114 = _mm256_add_epi32(t113, _mm256_setr_epi32(0, 11, 22, 10, 21, 9, 20, 8));
            __m256i t115 = _mm256_sub_epi32(t114, _mm256_set1_epi32(23));
            vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t114, t115);
            __m256i t116 = _mm256_set1_epi32((int)(t107 % 1000));
            __m256i t117 = _mm256_add_epi32(t116, _mm256_setr_epi32(0, 919, 838, 757, 676, 595, 514, 433));
            __m256i t118 = _mm256_sub_epi32(t117, _mm256_set1_epi32(1000));
            vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t117, t118);
            __m256i t119 = _mm256_set1_epi32((int)(t108 % 777));
            __m256i t120 = _mm256_add_epi32(t119, _mm256_setr_epi32(0, 611, 445, 279, 113, 724, 558, 392));
            __m256i t121 = _mm256_sub_epi32(t120, _mm256_set1_epi32(777));
            vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t120, t121);
            long i_vec_1 = 0L;
            /* vcc: loop at split_at_write.c:79 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                long t122 = t102 + i_vec_1;
                __m256 t123 = _mm256_cvtepi32_ps((__m256i)t5);
                __m256 t124 = _mm256_sub_ps(t123, _mm256_set1_ps(50.0f));
                _mm256_storeu_ps(&a[t122], t124);
                __m256 t125 = _mm256_cvtepi32_ps((__m256i)t6);
                __m256 t126 = _mm256_mul_ps(t125, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(&b[t122], t126);
                __m256i t127 = _mm256_sub_epi32((__m256i)t7, _mm256_set1_epi32(500));
                _mm256_storeu_si256((__m256i *)&c[t122], t127);
                __m256i t128 = _mm256_sub_epi32((__m256i)t8, _mm256_set1_epi32(300));
                _mm256_storeu_si256((__m256i *)&d[t122], t128);
                i_vec_1 += 8L;
                __m256i t129 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(94));
                __m256i t130 = _mm256_sub_epi32(t129, _mm256_set1_epi32(101));
                __m256i t131 = _mm256_min_epu32(t129, t130);
                __m256i t132 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(19));
                __m256i t133 = _mm256_sub_epi32(t132, _mm256_set1_epi32(23));
                __m256i t134 = _mm256_min_epu32(t132, t133);
                __m256i t135 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(352));
                __m256i t136 = _mm256_sub_epi32(t135, _mm256_set1_epi32(1000));
                __m256i t137 = _mm256_min_epu32(t135, t136);
                __m256i t138 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(226));
                __m256i t139 = _mm256_sub_epi32(t138, _mm256_set1_epi32(777));
                __m256i t140 = _mm256_min_epu32(t138, t139);
                if (i_vec_1 >= t109) {
                    break;
                }
                t5 = (vcc_v8_int)t131;
                t6 = (vcc_v8_int)t134;
                t7 = (vcc_v8_int)t137;
                t8 = (vcc_v8_int)t140;
            }
            i = (int)(t102 + t109);
        } else {
            i = t101;
        }
        while (i < 1000) {
            long t141 = (long)i;
            a[t141] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t141] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t141] = (i * 7919 + round) % 1000 - 500;
            d[t141] = i * 104729 % 777 - 300;
            i++;
        }
        middle();
        first();
        long s = up_to();
        const void *t142 = (const void *)c;
        unsigned long t143 = (_mm256_zeroupper(), hash_bytes(t142, 4000UL));
        const void *t144 = (const void *)a;
        printf("%llx %llx %ld", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t144, 4000UL)), (unsigned long long)t143, s);
        down();
        (_mm256_zeroupper(), store_first());
        unsigned long t145 = (_mm256_zeroupper(), hash_bytes((const void *)d, 4000UL));
        unsigned long t146 = (_mm256_zeroupper(), hash_bytes(t142, 4000UL));
        printf(" %llx %llx %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t144, 4000UL)), (unsigned long long)t146, (unsigned long long)t145);
        __m256i round_v = _mm256_set1_epi32((int)round);
        __m256i t147 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t147, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_2 = 0L;
        /* vcc: loop at split_at_write.c:92 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i t148 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(13));
            __m256i t149 = _mm256_add_epi32(t148, round_v);
            vcc_v8_uchar t150 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t149));
            vcc_store(&bytes[i_vec_2], t150);
            __m256i t151 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t152 = _mm256_mullo_epi32(t151, _mm256_set1_epi32(13));
            __m256i t153 = _mm256_add_epi32(t152, round_v);
            vcc_v8_uchar t154 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t153));
            vcc_store(&bytes[i_vec_2 + 8L], t154);
            __m256i t155 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t156 = _mm256_mullo_epi32(t155, _mm256_set1_epi32(13));
            __m256i t157 = _mm256_add_epi32(t156, round_v);
            vcc_v8_uchar t158 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t157));
            vcc_store(&bytes[i_vec_2 + 16L], t158);
            __m256i t159 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t160 = _mm256_mullo_epi32(t159, _mm256_set1_epi32(13));
            __m256i t161 = _mm256_add_epi32(t160, round_v);
            vcc_v8_uchar t162 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t161));
            vcc_store(&bytes[i_vec_2 + 24L], t162);
            i_vec_2 += 32L;
            __m256i t163 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
            if (i_vec_2 >= 992L) {
                break;
            }
            i_v = (vcc_v8_uint)t163;
        }
        __m256i t164 = _mm256_set1_epi32(992);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_3 = 0L;
        /* vcc: loop at split_at_write.c:92 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i t165 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(13));
            __m256i t166 = _mm256_add_epi32(t165, round_v);
            vcc_v8_uchar t167 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t166));
            vcc_store(&bytes[992L + i_vec_3], t167);
            i_vec_3 += 8L;
            __m256i t168 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec_3 >= 8L) {
                break;
            }
            i_v_1 = (vcc_v8_uint)t168;
        }
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
        unsigned long t169 = (_mm256_zeroupper(), hash_bytes((const void *)bytes, 1007UL));
        unsigned long t170 = (_mm256_zeroupper(), hash_bytes(t142, 4000UL));
        unsigned long t171 = (_mm256_zeroupper(), hash_bytes((const void *)b, 4000UL));
        printf(" %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t144, 4000UL)), (unsigned long long)t171, (unsigned long long)t170, (unsigned long long)t169);
        round++;
    }
    return 0;
}
