/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }

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
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &a[i];
        float t2 = b[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        __m128 b_v = _mm_loadu_ps(&b[t3]);
        __m128 b_v_1 = _mm_loadu_ps(&b[(int)t3 - 1]);
        __m128 t4 = _mm_add_ps(b_v, b_v_1);
        __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&a[t3], t5);
        long t6 = 1L + (i_vec + 4L);
        __m128 b_v_2 = _mm_loadu_ps(&b[t6]);
        __m128 b_v_3 = _mm_loadu_ps(&b[(int)t6 - 1]);
        __m128 t7 = _mm_add_ps(b_v_2, b_v_3);
        __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&a[t6], t8);
        long t9 = 1L + (i_vec + 8L);
        __m128 b_v_4 = _mm_loadu_ps(&b[t9]);
        __m128 b_v_5 = _mm_loadu_ps(&b[(int)t9 - 1]);
        __m128 t10 = _mm_add_ps(b_v_4, b_v_5);
        __m128 t11 = _mm_mul_ps(t10, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&a[t9], t11);
        long t12 = 1L + (i_vec + 12L);
        __m128 b_v_6 = _mm_loadu_ps(&b[t12]);
        __m128 b_v_7 = _mm_loadu_ps(&b[(int)t12 - 1]);
        __m128 t13 = _mm_add_ps(b_v_6, b_v_7);
        __m128 t14 = _mm_mul_ps(t13, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&a[t12], t14);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        __m128 b_v_8 = _mm_loadu_ps(&b[t15]);
        __m128 b_v_9 = _mm_loadu_ps(&b[(int)t15 - 1]);
        __m128 t16 = _mm_add_ps(b_v_8, b_v_9);
        __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&a[t15], t17);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &a[t18];
        float t20 = b[t18] + b[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* The last iteration apart: its load of b[i + 1] would read past the array. */
void last_iter(void) {
    int i_1;
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128 b_v = _mm_loadu_ps(&b[(int)i_vec + 1]);
        __m128 b_v_1 = _mm_loadu_ps(&b[i_vec]);
        __m128 t1 = _mm_sub_ps(b_v, b_v_1);
        _mm_storeu_ps(&a[i_vec], t1);
        long t2 = i_vec + 4L;
        __m128 b_v_2 = _mm_loadu_ps(&b[(int)t2 + 1]);
        __m128 b_v_3 = _mm_loadu_ps(&b[t2]);
        __m128 t3 = _mm_sub_ps(b_v_2, b_v_3);
        _mm_storeu_ps(&a[t2], t3);
        long t4 = i_vec + 8L;
        __m128 b_v_4 = _mm_loadu_ps(&b[(int)t4 + 1]);
        __m128 b_v_5 = _mm_loadu_ps(&b[t4]);
        __m128 t5 = _mm_sub_ps(b_v_4, b_v_5);
        _mm_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 12L;
        __m128 b_v_6 = _mm_loadu_ps(&b[(int)t6 + 1]);
        __m128 b_v_7 = _mm_loadu_ps(&b[t6]);
        __m128 t7 = _mm_sub_ps(b_v_6, b_v_7);
        _mm_storeu_ps(&a[t6], t7);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t8 = 992L + i_vec_1;
        __m128 b_v_8 = _mm_loadu_ps(&b[(int)t8 + 1]);
        __m128 b_v_9 = _mm_loadu_ps(&b[t8]);
        __m128 t9 = _mm_sub_ps(b_v_8, b_v_9);
        _mm_storeu_ps(&a[t8], t9);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    int i = 996;
    for (;; i++) {
        if (i >= 999) {
            i_1 = 999;
            break;
        }
        long t10 = (long)i;
        float *t11 = &a[t10];
        float t12 = b[i + 1] - b[t10];
        *t11 = t12;
    }
    for (; i_1 < 1000; i_1++) {
        float *t13 = &a[i_1];
        *t13 = 0.0f;
    }
}

/* An ordering: the first eight iterations, then the rest (both parts vectorize). */
void below_eight(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t1 = (__m128i)((vcc_v4_int)d_v * (vcc_v4_int)_mm_set1_epi32(2));
        _mm_storeu_si128((__m128i *)&c[i_vec], t1);
        long t2 = i_vec + 4L;
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[t2]);
        __m128i t3 = (__m128i)((vcc_v4_int)d_v_1 * (vcc_v4_int)_mm_set1_epi32(2));
        _mm_storeu_si128((__m128i *)&c[t2], t3);
        i_vec += 8L;
    } while (i_vec < 8L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:27 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t4 = 8L + i_vec_1;
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t4]);
        __m128i c_v = _mm_loadu_si128((const __m128i *)&c[t4]);
        __m128i t5 = _mm_sub_epi32(d_v_2, c_v);
        _mm_storeu_si128((__m128i *)&c[t4], t5);
        long t6 = 8L + (i_vec_1 + 4L);
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t6]);
        __m128i c_v_1 = _mm_loadu_si128((const __m128i *)&c[t6]);
        __m128i t7 = _mm_sub_epi32(d_v_3, c_v_1);
        _mm_storeu_si128((__m128i *)&c[t6], t7);
        long t8 = 8L + (i_vec_1 + 8L);
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t8]);
        __m128i c_v_2 = _mm_loadu_si128((const __m128i *)&c[t8]);
        __m128i t9 = _mm_sub_epi32(d_v_4, c_v_2);
        _mm_storeu_si128((__m128i *)&c[t8], t9);
        long t10 = 8L + (i_vec_1 + 12L);
        __m128i d_v_5 = _mm_loadu_si128((const __m128i *)&d[t10]);
        __m128i c_v_3 = _mm_loadu_si128((const __m128i *)&c[t10]);
        __m128i t11 = _mm_sub_epi32(d_v_5, c_v_3);
        _mm_storeu_si128((__m128i *)&c[t10], t11);
        i_vec_1 += 16L;
    } while (i_vec_1 < 992L);
}

/* An unsigned counter and comparison, split after iteration 599. */
void above_unsigned(void) {
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        unsigned int *t1 = &u[i_vec];
        __m128i u_v = _mm_loadu_si128((const __m128i *)t1);
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t2 = _mm_xor_si128(u_v, d_v);
        _mm_storeu_si128((__m128i *)t1, t2);
        long t3 = i_vec + 4L;
        unsigned int *t4 = &u[t3];
        __m128i u_v_1 = _mm_loadu_si128((const __m128i *)t4);
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[t3]);
        __m128i t5 = _mm_xor_si128(u_v_1, d_v_1);
        _mm_storeu_si128((__m128i *)t4, t5);
        long t6 = i_vec + 8L;
        unsigned int *t7 = &u[t6];
        __m128i u_v_2 = _mm_loadu_si128((const __m128i *)t7);
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t6]);
        __m128i t8 = _mm_xor_si128(u_v_2, d_v_2);
        _mm_storeu_si128((__m128i *)t7, t8);
        long t9 = i_vec + 12L;
        unsigned int *t10 = &u[t9];
        __m128i u_v_3 = _mm_loadu_si128((const __m128i *)t10);
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t9]);
        __m128i t11 = _mm_xor_si128(u_v_3, d_v_3);
        _mm_storeu_si128((__m128i *)t10, t11);
        i_vec += 16L;
    } while (i_vec < 592L);
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t12 = 592L + i_vec_1;
        unsigned int *t13 = &u[t12];
        __m128i u_v_4 = _mm_loadu_si128((const __m128i *)t13);
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t12]);
        __m128i t14 = _mm_xor_si128(u_v_4, d_v_4);
        _mm_storeu_si128((__m128i *)t13, t14);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    long i_vec_2 = 0L;
    /* vcc: loop at split_condition.c:37 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        unsigned int *t15 = &u[600L + i_vec_2];
        __m128i u_v_5 = _mm_loadu_si128((const __m128i *)t15);
        __m128i t16 = _mm_add_epi32(u_v_5, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)t15, t16);
        unsigned int *t17 = &u[600L + (i_vec_2 + 4L)];
        __m128i u_v_6 = _mm_loadu_si128((const __m128i *)t17);
        __m128i t18 = _mm_add_epi32(u_v_6, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)t17, t18);
        unsigned int *t19 = &u[600L + (i_vec_2 + 8L)];
        __m128i u_v_7 = _mm_loadu_si128((const __m128i *)t19);
        __m128i t20 = _mm_add_epi32(u_v_7, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)t19, t20);
        unsigned int *t21 = &u[600L + (i_vec_2 + 12L)];
        __m128i u_v_8 = _mm_loadu_si128((const __m128i *)t21);
        __m128i t22 = _mm_add_epi32(u_v_8, _mm_set1_epi32(7));
        _mm_storeu_si128((__m128i *)t21, t22);
        i_vec_2 += 16L;
    } while (i_vec_2 < 400L);
}

/* Not split: the comparison's side is not a constant. */
int limit = 300;
void not_constant(void) {
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i limit_v = _mm_set1_epi32((int)limit);
        __m128i t2 = _mm_cmpgt_epi32(limit_v, (__m128i)i_v);
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t3 = _mm_sub_epi32(_mm_setzero_si128(), d_v);
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[i_vec]);
        __m128i t4 = vcc_sse2_blendv_epi8(t3, d_v_1, t2);
        _mm_storeu_si128((__m128i *)&c[i_vec], t4);
        long t5 = i_vec + 4L;
        __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i limit_v_1 = _mm_set1_epi32((int)limit);
        __m128i t7 = _mm_cmpgt_epi32(limit_v_1, t6);
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t5]);
        __m128i t8 = _mm_sub_epi32(_mm_setzero_si128(), d_v_2);
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t5]);
        __m128i t9 = vcc_sse2_blendv_epi8(t8, d_v_3, t7);
        _mm_storeu_si128((__m128i *)&c[t5], t9);
        long t10 = i_vec + 8L;
        __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i limit_v_2 = _mm_set1_epi32((int)limit);
        __m128i t12 = _mm_cmpgt_epi32(limit_v_2, t11);
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t10]);
        __m128i t13 = _mm_sub_epi32(_mm_setzero_si128(), d_v_4);
        __m128i d_v_5 = _mm_loadu_si128((const __m128i *)&d[t10]);
        __m128i t14 = vcc_sse2_blendv_epi8(t13, d_v_5, t12);
        _mm_storeu_si128((__m128i *)&c[t10], t14);
        long t15 = i_vec + 12L;
        __m128i t16 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i limit_v_3 = _mm_set1_epi32((int)limit);
        __m128i t17 = _mm_cmpgt_epi32(limit_v_3, t16);
        __m128i d_v_6 = _mm_loadu_si128((const __m128i *)&d[t15]);
        __m128i t18 = _mm_sub_epi32(_mm_setzero_si128(), d_v_6);
        __m128i d_v_7 = _mm_loadu_si128((const __m128i *)&d[t15]);
        __m128i t19 = vcc_sse2_blendv_epi8(t18, d_v_7, t17);
        _mm_storeu_si128((__m128i *)&c[t15], t19);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 992L);
    __m128i t20 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t20, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t21 = 992L + i_vec_1;
        __m128i limit_v_4 = _mm_set1_epi32((int)limit);
        __m128i t22 = _mm_cmpgt_epi32(limit_v_4, (__m128i)i_v_1);
        __m128i t23 = (__m128i)~(vcc_m4)t22;
        __m128i d_v_8 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&d + (unsigned long)t21 * 4UL), t23);
        __m128i t24 = _mm_sub_epi32(_mm_setzero_si128(), d_v_8);
        __m128i d_v_9 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&d + (unsigned long)t21 * 4UL), t22);
        __m128i t25 = vcc_sse2_blendv_epi8(t24, d_v_9, t22);
        _mm_storeu_si128((__m128i *)&c[t21], t25);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
}

/* Not split: the equality holds in the middle (a split would leave a part with it). */
void middle_equal(void) {
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at split_condition.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t2 = _mm_cmpeq_epi32((__m128i)i_v, _mm_set1_epi32(500));
        __m128 b_v = _mm_loadu_ps(&b[i_vec]);
        __m128 t3 = _mm_mul_ps(b_v, _mm_set1_ps(3.0f));
        __m128 t4 = vcc_sse2_blendv_ps(t3, _mm_set1_ps(1.0f), _mm_castsi128_ps(t2));
        _mm_storeu_ps(&a[i_vec], t4);
        long t5 = i_vec + 4L;
        __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t7 = _mm_cmpeq_epi32(t6, _mm_set1_epi32(500));
        __m128 b_v_1 = _mm_loadu_ps(&b[t5]);
        __m128 t8 = _mm_mul_ps(b_v_1, _mm_set1_ps(3.0f));
        __m128 t9 = vcc_sse2_blendv_ps(t8, _mm_set1_ps(1.0f), _mm_castsi128_ps(t7));
        _mm_storeu_ps(&a[t5], t9);
        long t10 = i_vec + 8L;
        __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t12 = _mm_cmpeq_epi32(t11, _mm_set1_epi32(500));
        __m128 b_v_2 = _mm_loadu_ps(&b[t10]);
        __m128 t13 = _mm_mul_ps(b_v_2, _mm_set1_ps(3.0f));
        __m128 t14 = vcc_sse2_blendv_ps(t13, _mm_set1_ps(1.0f), _mm_castsi128_ps(t12));
        _mm_storeu_ps(&a[t10], t14);
        long t15 = i_vec + 12L;
        __m128i t16 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t17 = _mm_cmpeq_epi32(t16, _mm_set1_epi32(500));
        __m128 b_v_3 = _mm_loadu_ps(&b[t15]);
        __m128 t18 = _mm_mul_ps(b_v_3, _mm_set1_ps(3.0f));
        __m128 t19 = vcc_sse2_blendv_ps(t18, _mm_set1_ps(1.0f), _mm_castsi128_ps(t17));
        _mm_storeu_ps(&a[t15], t19);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 992L);
    __m128i t20 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t20, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at split_condition.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t21 = 992L + i_vec_1;
        __m128i t22 = _mm_cmpeq_epi32((__m128i)i_v_1, _mm_set1_epi32(500));
        __m128i t23 = (__m128i)~(vcc_m4)t22;
        __m128 b_v_4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&b + (unsigned long)t21 * 4UL), t23));
        __m128 t24 = _mm_mul_ps(b_v_4, _mm_set1_ps(3.0f));
        __m128 t25 = vcc_sse2_blendv_ps(t24, _mm_set1_ps(1.0f), _mm_castsi128_ps(t22));
        _mm_storeu_ps(&a[t21], t25);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
}

int main(void) {
    int t132;
    int i;
    for (int round = 0; round < 3; round++) {
        int t9 = (int)(unsigned int)round;
        int t10 = (int)(unsigned int)(int)(3U * (unsigned int)round);
        int t11 = (int)(unsigned int)round;
        if (1 & (t9 >= 0) & (t10 >= 0) & (t11 >= 0) & 1) {
            __m128i round_v = _mm_set1_epi32((int)round);
            __m128i t12 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t12, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t13 = _mm_set1_epi32((int)(t9 % 101));
            __m128i t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t15 = _mm_cmpgt_epi32(t14, _mm_set1_epi32(100));
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t15, _mm_set1_epi32(101)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t14, t16);
            __m128i t17 = _mm_set1_epi32((int)(t10 % 23));
            __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(22));
            __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(23)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t18, t20);
            __m128i t21 = _mm_set1_epi32((int)(t11 % 1000));
            __m128i t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t23 = _mm_cmpgt_epi32(t22, _mm_set1_epi32(999));
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t23, _mm_set1_epi32(1000)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t22, t24);
            __m128i t25 = _mm_set1_epi32(0);
            __m128i t26 = _mm_add_epi32(t25, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t27 = _mm_cmpgt_epi32(t26, _mm_set1_epi32(776));
            __m128i t28 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, _mm_set1_epi32(777)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t26, t28);
            long i_vec = 0L;
            /* vcc: loop at split_condition.c:56 vectorized: VF 4, UF 4, the remainder at 57:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 58:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 59:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 60:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t29 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t30 = _mm_sub_ps(t29, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[i_vec], t30);
                __m128 t31 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t32 = _mm_mul_ps(t31, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[i_vec], t32);
                __m128i t33 = _mm_sub_epi32((__m128i)t3, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[i_vec], t33);
                __m128i t34 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[i_vec], t34);
                __m128i t35 = (__m128i)((vcc_v4_uint)(__m128i)i_v * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
                __m128i t36 = _mm_add_epi32(t35, round_v);
                _mm_storeu_si128((__m128i *)&u[i_vec], t36);
                long t37 = i_vec + 4L;
                __m128i t38 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128i t39 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
                __m128i t40 = _mm_cmpgt_epi32(t39, _mm_set1_epi32(100));
                __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(101)); });
                __m128i t42 = _mm_sub_epi32(t39, t41);
                __m128 t43 = _mm_cvtepi32_ps(t42);
                __m128 t44 = _mm_sub_ps(t43, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t37], t44);
                __m128i t45 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(21));
                __m128i t46 = _mm_cmpgt_epi32(t45, _mm_set1_epi32(22));
                __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(23)); });
                __m128i t48 = _mm_sub_epi32(t45, t47);
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t37], t50);
                __m128i t51 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(676));
                __m128i t52 = _mm_cmpgt_epi32(t51, _mm_set1_epi32(999));
                __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(1000)); });
                __m128i t54 = _mm_sub_epi32(t51, t53);
                __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t37], t55);
                __m128i t56 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(113));
                __m128i t57 = _mm_cmpgt_epi32(t56, _mm_set1_epi32(776));
                __m128i t58 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t57, _mm_set1_epi32(777)); });
                __m128i t59 = _mm_sub_epi32(t56, t58);
                __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t37], t60);
                __m128i t61 = (__m128i)((vcc_v4_uint)t38 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
                __m128i t62 = _mm_add_epi32(t61, round_v);
                _mm_storeu_si128((__m128i *)&u[t37], t62);
                long t63 = i_vec + 8L;
                __m128i t64 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128i t65 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
                __m128i t66 = _mm_cmpgt_epi32(t65, _mm_set1_epi32(100));
                __m128i t67 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t66, _mm_set1_epi32(101)); });
                __m128i t68 = _mm_sub_epi32(t65, t67);
                __m128 t69 = _mm_cvtepi32_ps(t68);
                __m128 t70 = _mm_sub_ps(t69, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t63], t70);
                __m128i t71 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(19));
                __m128i t72 = _mm_cmpgt_epi32(t71, _mm_set1_epi32(22));
                __m128i t73 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t72, _mm_set1_epi32(23)); });
                __m128i t74 = _mm_sub_epi32(t71, t73);
                __m128 t75 = _mm_cvtepi32_ps(t74);
                __m128 t76 = _mm_mul_ps(t75, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t63], t76);
                __m128i t77 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(352));
                __m128i t78 = _mm_cmpgt_epi32(t77, _mm_set1_epi32(999));
                __m128i t79 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t78, _mm_set1_epi32(1000)); });
                __m128i t80 = _mm_sub_epi32(t77, t79);
                __m128i t81 = _mm_sub_epi32(t80, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t63], t81);
                __m128i t82 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(226));
                __m128i t83 = _mm_cmpgt_epi32(t82, _mm_set1_epi32(776));
                __m128i t84 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t83, _mm_set1_epi32(777)); });
                __m128i t85 = _mm_sub_epi32(t82, t84);
                __m128i t86 = _mm_sub_epi32(t85, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t63], t86);
                __m128i t87 = (__m128i)((vcc_v4_uint)t64 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
                __m128i t88 = _mm_add_epi32(t87, round_v);
                _mm_storeu_si128((__m128i *)&u[t63], t88);
                long t89 = i_vec + 12L;
                __m128i t90 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                __m128i t91 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
                __m128i t92 = _mm_cmpgt_epi32(t91, _mm_set1_epi32(100));
                __m128i t93 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t92, _mm_set1_epi32(101)); });
                __m128i t94 = _mm_sub_epi32(t91, t93);
                __m128 t95 = _mm_cvtepi32_ps(t94);
                __m128 t96 = _mm_sub_ps(t95, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t89], t96);
                __m128i t97 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(17));
                __m128i t98 = _mm_cmpgt_epi32(t97, _mm_set1_epi32(22));
                __m128i t99 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t98, _mm_set1_epi32(23)); });
                __m128i t100 = _mm_sub_epi32(t97, t99);
                __m128 t101 = _mm_cvtepi32_ps(t100);
                __m128 t102 = _mm_mul_ps(t101, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t89], t102);
                __m128i t103 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(28));
                __m128i t104 = _mm_cmpgt_epi32(t103, _mm_set1_epi32(999));
                __m128i t105 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t104, _mm_set1_epi32(1000)); });
                __m128i t106 = _mm_sub_epi32(t103, t105);
                __m128i t107 = _mm_sub_epi32(t106, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t89], t107);
                __m128i t108 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(339));
                __m128i t109 = _mm_cmpgt_epi32(t108, _mm_set1_epi32(776));
                __m128i t110 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t109, _mm_set1_epi32(777)); });
                __m128i t111 = _mm_sub_epi32(t108, t110);
                __m128i t112 = _mm_sub_epi32(t111, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t89], t112);
                __m128i t113 = (__m128i)((vcc_v4_uint)t90 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
                __m128i t114 = _mm_add_epi32(t113, round_v);
                _mm_storeu_si128((__m128i *)&u[t89], t114);
                i_vec += 16L;
                __m128i t115 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                __m128i t116 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
                __m128i t117 = _mm_cmpgt_epi32(t116, _mm_set1_epi32(100));
                __m128i t118 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t117, _mm_set1_epi32(101)); });
                __m128i t119 = _mm_sub_epi32(t116, t118);
                __m128i t120 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(15));
                __m128i t121 = _mm_cmpgt_epi32(t120, _mm_set1_epi32(22));
                __m128i t122 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t121, _mm_set1_epi32(23)); });
                __m128i t123 = _mm_sub_epi32(t120, t122);
                __m128i t124 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(704));
                __m128i t125 = _mm_cmpgt_epi32(t124, _mm_set1_epi32(999));
                __m128i t126 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t125, _mm_set1_epi32(1000)); });
                __m128i t127 = _mm_sub_epi32(t124, t126);
                __m128i t128 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(452));
                __m128i t129 = _mm_cmpgt_epi32(t128, _mm_set1_epi32(776));
                __m128i t130 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t129, _mm_set1_epi32(777)); });
                __m128i t131 = _mm_sub_epi32(t128, t130);
                if (i_vec >= 992L) {
                    break;
                }
                i_v = (vcc_v4_uint)t115;
                t1 = (vcc_v4_int)t119;
                t2 = (vcc_v4_int)t123;
                t3 = (vcc_v4_int)t127;
                t4 = (vcc_v4_int)t131;
            }
            t132 = 992;
        } else {
            t132 = 0;
        }
        long t133 = (long)t132 * -1L + 1000L;
        int t134 = (int)((unsigned int)(int)((unsigned int)t132 * 37U) + (unsigned int)round);
        int t135 = (int)((unsigned int)(int)((unsigned int)t132 * 11U) + (unsigned int)(int)(3U * (unsigned int)round));
        int t136 = (int)((unsigned int)(int)((unsigned int)t132 * 7919U) + (unsigned int)round);
        int t137 = (int)((unsigned int)t132 * 104729U);
        if ((t133 >= 4L) & (t134 >= 0) & (t135 >= 0) & (t136 >= 0) & (t137 >= 0)) {
            long t138 = t133 & -4L;
            __m128i round_v_1 = _mm_set1_epi32((int)round);
            __m128i t139 = _mm_set1_epi32((int)t132);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t139, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t140 = _mm_set1_epi32((int)(t134 % 101));
            __m128i t141 = _mm_add_epi32(t140, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t142 = _mm_cmpgt_epi32(t141, _mm_set1_epi32(100));
            __m128i t143 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t142, _mm_set1_epi32(101)); });
            vcc_v4_int t5 = (vcc_v4_int)_mm_sub_epi32(t141, t143);
            __m128i t144 = _mm_set1_epi32((int)(t135 % 23));
            __m128i t145 = _mm_add_epi32(t144, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t146 = _mm_cmpgt_epi32(t145, _mm_set1_epi32(22));
            __m128i t147 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t146, _mm_set1_epi32(23)); });
            vcc_v4_int t6 = (vcc_v4_int)_mm_sub_epi32(t145, t147);
            __m128i t148 = _mm_set1_epi32((int)(t136 % 1000));
            __m128i t149 = _mm_add_epi32(t148, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t150 = _mm_cmpgt_epi32(t149, _mm_set1_epi32(999));
            __m128i t151 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t150, _mm_set1_epi32(1000)); });
            vcc_v4_int t7 = (vcc_v4_int)_mm_sub_epi32(t149, t151);
            __m128i t152 = _mm_set1_epi32((int)(t137 % 777));
            __m128i t153 = _mm_add_epi32(t152, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t154 = _mm_cmpgt_epi32(t153, _mm_set1_epi32(776));
            __m128i t155 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t154, _mm_set1_epi32(777)); });
            vcc_v4_int t8 = (vcc_v4_int)_mm_sub_epi32(t153, t155);
            long i_vec_1 = 0L;
            /* vcc: loop at split_condition.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t156 = (long)t132 + i_vec_1;
                __m128 t157 = _mm_cvtepi32_ps((__m128i)t5);
                __m128 t158 = _mm_sub_ps(t157, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t156], t158);
                __m128 t159 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t160 = _mm_mul_ps(t159, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t156], t160);
                __m128i t161 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t156], t161);
                __m128i t162 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t156], t162);
                __m128i t163 = (__m128i)((vcc_v4_uint)(__m128i)i_v_1 * (vcc_v4_uint)_mm_set1_epi32(-1640531535));
                __m128i t164 = _mm_add_epi32(t163, round_v_1);
                _mm_storeu_si128((__m128i *)&u[t156], t164);
                i_vec_1 += 4L;
                __m128i t165 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t166 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(47));
                __m128i t167 = _mm_cmpgt_epi32(t166, _mm_set1_epi32(100));
                __m128i t168 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t167, _mm_set1_epi32(101)); });
                __m128i t169 = _mm_sub_epi32(t166, t168);
                __m128i t170 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(21));
                __m128i t171 = _mm_cmpgt_epi32(t170, _mm_set1_epi32(22));
                __m128i t172 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t171, _mm_set1_epi32(23)); });
                __m128i t173 = _mm_sub_epi32(t170, t172);
                __m128i t174 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(676));
                __m128i t175 = _mm_cmpgt_epi32(t174, _mm_set1_epi32(999));
                __m128i t176 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t175, _mm_set1_epi32(1000)); });
                __m128i t177 = _mm_sub_epi32(t174, t176);
                __m128i t178 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(113));
                __m128i t179 = _mm_cmpgt_epi32(t178, _mm_set1_epi32(776));
                __m128i t180 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t179, _mm_set1_epi32(777)); });
                __m128i t181 = _mm_sub_epi32(t178, t180);
                if (i_vec_1 >= t138) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t165;
                t5 = (vcc_v4_int)t169;
                t6 = (vcc_v4_int)t173;
                t7 = (vcc_v4_int)t177;
                t8 = (vcc_v4_int)t181;
            }
            i = (int)((long)t132 + t138);
        } else {
            i = t132;
        }
        for (; i < 1000; i++) {
            long t182 = (long)i;
            a[t182] = (float)((i * 37 + round) % 101) - 50.0f;
            b[t182] = (float)((i * 11 + 3 * round) % 23) * 0.25f;
            c[t182] = (i * 7919 + round) % 1000 - 500;
            d[t182] = i * 104729 % 777 - 300;
            u[t182] = (unsigned int)i * 2654435761U + (unsigned int)round;
        }
        first_iter();
        const void *t183 = (const void *)a;
        printf("%llx", (unsigned long long)hash_bytes(t183, 4000UL));
        last_iter();
        below_eight();
        above_unsigned();
        unsigned long t184 = hash_bytes((const void *)u, 4000UL);
        const void *t185 = (const void *)c;
        unsigned long t186 = hash_bytes(t185, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t183, 4000UL), (unsigned long long)t186, (unsigned long long)t184);
        limit = 100 * round + 5;
        not_constant();
        middle_equal();
        unsigned long t187 = hash_bytes(t185, 4000UL);
        printf(" %llx %llx\n", (unsigned long long)hash_bytes(t183, 4000UL), (unsigned long long)t187);
    }
    return 0;
}
