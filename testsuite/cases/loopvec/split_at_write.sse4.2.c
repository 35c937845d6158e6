/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 13 */
/* Loops that read one element their own store writes in some iteration K (`split_loops.rs`):
 * split after K, each part reads the element before it (`hoist_loads.rs`) and vectorizes. Both
 * parts are loops of their own here (the first part of `first` runs one iteration). */
#include "harness.h"

#define N 1000
float a[N], b[N];
int c[N], d[N];

/* The middle element. */
__attribute__((target("sse4.2"))) void middle(void) {
    float t1 = a[500];
    __m128 a_v = _mm_set1_ps(t1);
    __m128 t2 = _mm_mul_ps(a_v, _mm_set1_ps(0.25f));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128 b_v = _mm_loadu_ps(&b[i_vec]);
        __m128 t3 = _mm_add_ps(t2, b_v);
        _mm_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 4L;
        __m128 b_v_1 = _mm_loadu_ps(&b[t4]);
        __m128 t5 = _mm_add_ps(t2, b_v_1);
        _mm_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 8L;
        __m128 b_v_2 = _mm_loadu_ps(&b[t6]);
        __m128 t7 = _mm_add_ps(t2, b_v_2);
        _mm_storeu_ps(&a[t6], t7);
        long t8 = i_vec + 12L;
        __m128 b_v_3 = _mm_loadu_ps(&b[t8]);
        __m128 t9 = _mm_add_ps(t2, b_v_3);
        _mm_storeu_ps(&a[t8], t9);
        i_vec += 16L;
    } while (i_vec < 496L);
    __m128 a_v_1 = _mm_set1_ps(t1);
    __m128 t10 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.25f));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t11 = 496L + i_vec_1;
        __m128 b_v_4 = _mm_loadu_ps(&b[t11]);
        __m128 t12 = _mm_add_ps(t10, b_v_4);
        _mm_storeu_ps(&a[t11], t12);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i = 500; i < 501; i++) {
        long t13 = (long)i;
        a[t13] = t1 * 0.25f + b[t13];
    }
    float t14 = a[500];
    __m128 a_v_2 = _mm_set1_ps(t14);
    __m128 t15 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.25f));
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:13 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t16 = 501L + i_vec_2;
        __m128 b_v_5 = _mm_loadu_ps(&b[t16]);
        __m128 t17 = _mm_add_ps(t15, b_v_5);
        _mm_storeu_ps(&a[t16], t17);
        long t18 = 501L + (i_vec_2 + 4L);
        __m128 b_v_6 = _mm_loadu_ps(&b[t18]);
        __m128 t19 = _mm_add_ps(t15, b_v_6);
        _mm_storeu_ps(&a[t18], t19);
        long t20 = 501L + (i_vec_2 + 8L);
        __m128 b_v_7 = _mm_loadu_ps(&b[t20]);
        __m128 t21 = _mm_add_ps(t15, b_v_7);
        _mm_storeu_ps(&a[t20], t21);
        long t22 = 501L + (i_vec_2 + 12L);
        __m128 b_v_8 = _mm_loadu_ps(&b[t22]);
        __m128 t23 = _mm_add_ps(t15, b_v_8);
        _mm_storeu_ps(&a[t22], t23);
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t24 = (long)i_1;
        a[t24] = t14 * 0.25f + b[t24];
    }
}

/* The first element, written by the first iteration. */
__attribute__((target("sse4.2"))) void first(void) {
    int t1 = c[0];
    for (int i = 0; i < 1; i++) {
        long t2 = (long)i;
        c[t2] = t1 * 3 + d[t2];
    }
    int t3 = c[0];
    __m128i c_v = _mm_set1_epi32((int)t3);
    __m128i t4 = _mm_mullo_epi32(c_v, _mm_set1_epi32(3));
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t5 = 1L + i_vec;
        __m128i d_v = _mm_loadu_si128((const __m128i *)&d[t5]);
        __m128i t6 = _mm_add_epi32(t4, d_v);
        _mm_storeu_si128((__m128i *)&c[t5], t6);
        long t7 = 1L + (i_vec + 4L);
        __m128i d_v_1 = _mm_loadu_si128((const __m128i *)&d[t7]);
        __m128i t8 = _mm_add_epi32(t4, d_v_1);
        _mm_storeu_si128((__m128i *)&c[t7], t8);
        long t9 = 1L + (i_vec + 8L);
        __m128i d_v_2 = _mm_loadu_si128((const __m128i *)&d[t9]);
        __m128i t10 = _mm_add_epi32(t4, d_v_2);
        _mm_storeu_si128((__m128i *)&c[t9], t10);
        long t11 = 1L + (i_vec + 12L);
        __m128i d_v_3 = _mm_loadu_si128((const __m128i *)&d[t11]);
        __m128i t12 = _mm_add_epi32(t4, d_v_3);
        _mm_storeu_si128((__m128i *)&c[t11], t12);
        i_vec += 16L;
    } while (i_vec < 992L);
    __m128i c_v_1 = _mm_set1_epi32((int)t3);
    __m128i t13 = _mm_mullo_epi32(c_v_1, _mm_set1_epi32(3));
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t14 = 993L + i_vec_1;
        __m128i d_v_4 = _mm_loadu_si128((const __m128i *)&d[t14]);
        __m128i t15 = _mm_add_epi32(t13, d_v_4);
        _mm_storeu_si128((__m128i *)&c[t14], t15);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    for (int i_1 = 997; i_1 < 1000; i_1++) {
        long t16 = (long)i_1;
        c[t16] = t3 * 3 + d[t16];
    }
}

/* Up to and including a bound, with a sum carried across the split. */
__attribute__((target("sse4.2"))) long up_to(void) {
    int t1 = c[300];
    vcc_v2_int c_v = (vcc_v2_int){t1, t1};
    long i_vec = 0L;
    __m128i sum_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
    do {
        long t2 = 3L + i_vec;
        int *t3 = &d[t2];
        vcc_v2_int d_v = vcc_load(vcc_v2_int, t3);
        vcc_v2_int t4 = c_v - d_v;
        vcc_store(&c[t2], t4);
        vcc_v2_int d_v_1 = vcc_load(vcc_v2_int, t3);
        __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_1));
        sum_v = _mm_add_epi64(sum_v, t5);
        long t6 = 3L + (i_vec + 2L);
        int *t7 = &d[t6];
        vcc_v2_int d_v_2 = vcc_load(vcc_v2_int, t7);
        vcc_v2_int t8 = c_v - d_v_2;
        vcc_store(&c[t6], t8);
        vcc_v2_int d_v_3 = vcc_load(vcc_v2_int, t7);
        __m128i t9 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_3));
        sum_v_1 = _mm_add_epi64(sum_v_1, t9);
        long t10 = 3L + (i_vec + 4L);
        int *t11 = &d[t10];
        vcc_v2_int d_v_4 = vcc_load(vcc_v2_int, t11);
        vcc_v2_int t12 = c_v - d_v_4;
        vcc_store(&c[t10], t12);
        vcc_v2_int d_v_5 = vcc_load(vcc_v2_int, t11);
        __m128i t13 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_5));
        sum_v_2 = _mm_add_epi64(sum_v_2, t13);
        long t14 = 3L + (i_vec + 6L);
        int *t15 = &d[t14];
        vcc_v2_int d_v_6 = vcc_load(vcc_v2_int, t15);
        vcc_v2_int t16 = c_v - d_v_6;
        vcc_store(&c[t14], t16);
        vcc_v2_int d_v_7 = vcc_load(vcc_v2_int, t15);
        __m128i t17 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_7));
        sum_v_3 = _mm_add_epi64(sum_v_3, t17);
        i_vec += 8L;
    } while (i_vec < 296L);
    __m128i t18 = _mm_add_epi64(sum_v, sum_v_1);
    __m128i t19 = _mm_add_epi64(t18, sum_v_2);
    __m128i t20 = _mm_add_epi64(t19, sum_v_3);
    long t21 = (long)vcc_sse_reduce_epi64(t20, _mm_add_epi64, unsigned long);
    vcc_v2_int c_v_1 = (vcc_v2_int){t1, t1};
    long i_vec_1 = 0L;
    __m128i sum_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t22 = 299L + i_vec_1;
        int *t23 = &d[t22];
        vcc_v2_int d_v_8 = vcc_load(vcc_v2_int, t23);
        vcc_v2_int t24 = c_v_1 - d_v_8;
        vcc_store(&c[t22], t24);
        vcc_v2_int d_v_9 = vcc_load(vcc_v2_int, t23);
        __m128i t25 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_9));
        sum_v_4 = _mm_add_epi64(sum_v_4, t25);
        i_vec_1 += 2L;
    } while (i_vec_1 < 2L);
    long t26 = (long)((unsigned long)t21 + vcc_sse_reduce_epi64(sum_v_4, _mm_add_epi64, unsigned long));
    int t27 = c[300];
    vcc_v2_int c_v_2 = (vcc_v2_int){t27, t27};
    long i_vec_2 = 0L;
    __m128i sum_v_5 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_6 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_7 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    __m128i sum_v_8 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
    /* vcc: loop at split_at_write.c:26 vectorized: VF 2, UF 4, scalar epilogue */
    do {
        long t28 = 301L + i_vec_2;
        int *t29 = &d[t28];
        vcc_v2_int d_v_10 = vcc_load(vcc_v2_int, t29);
        vcc_v2_int t30 = c_v_2 - d_v_10;
        vcc_store(&c[t28], t30);
        vcc_v2_int d_v_11 = vcc_load(vcc_v2_int, t29);
        __m128i t31 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_11));
        sum_v_5 = _mm_add_epi64(sum_v_5, t31);
        long t32 = 301L + (i_vec_2 + 2L);
        int *t33 = &d[t32];
        vcc_v2_int d_v_12 = vcc_load(vcc_v2_int, t33);
        vcc_v2_int t34 = c_v_2 - d_v_12;
        vcc_store(&c[t32], t34);
        vcc_v2_int d_v_13 = vcc_load(vcc_v2_int, t33);
        __m128i t35 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_13));
        sum_v_6 = _mm_add_epi64(sum_v_6, t35);
        long t36 = 301L + (i_vec_2 + 4L);
        int *t37 = &d[t36];
        vcc_v2_int d_v_14 = vcc_load(vcc_v2_int, t37);
        vcc_v2_int t38 = c_v_2 - d_v_14;
        vcc_store(&c[t36], t38);
        vcc_v2_int d_v_15 = vcc_load(vcc_v2_int, t37);
        __m128i t39 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_15));
        sum_v_7 = _mm_add_epi64(sum_v_7, t39);
        long t40 = 301L + (i_vec_2 + 6L);
        int *t41 = &d[t40];
        vcc_v2_int d_v_16 = vcc_load(vcc_v2_int, t41);
        vcc_v2_int t42 = c_v_2 - d_v_16;
        vcc_store(&c[t40], t42);
        vcc_v2_int d_v_17 = vcc_load(vcc_v2_int, t41);
        __m128i t43 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)d_v_17));
        sum_v_8 = _mm_add_epi64(sum_v_8, t43);
        i_vec_2 += 8L;
    } while (i_vec_2 < 600L);
    __m128i t44 = _mm_add_epi64(sum_v_5, sum_v_6);
    __m128i t45 = _mm_add_epi64(t44, sum_v_7);
    __m128i t46 = _mm_add_epi64(t45, sum_v_8);
    long t47 = (long)((unsigned long)t26 + vcc_sse_reduce_epi64(t46, _mm_add_epi64, unsigned long));
    return t47;
}

/* Walking down. */
__attribute__((target("sse4.2"))) void down(void) {
    float t1 = a[700];
    __m128 a_v = _mm_set1_ps(t1);
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t2 = 999L + i_vec * -1L;
        __m128 t3 = _mm_loadu_ps(&b[t2] + -3);
        __m128 t4 = _mm_sub_ps(t3, a_v);
        _mm_storeu_ps(&a[t2] + -3, t4);
        long t5 = 999L + (i_vec + 4L) * -1L;
        __m128 t6 = _mm_loadu_ps(&b[t5] + -3);
        __m128 t7 = _mm_sub_ps(t6, a_v);
        _mm_storeu_ps(&a[t5] + -3, t7);
        long t8 = 999L + (i_vec + 8L) * -1L;
        __m128 t9 = _mm_loadu_ps(&b[t8] + -3);
        __m128 t10 = _mm_sub_ps(t9, a_v);
        _mm_storeu_ps(&a[t8] + -3, t10);
        long t11 = 999L + (i_vec + 12L) * -1L;
        __m128 t12 = _mm_loadu_ps(&b[t11] + -3);
        __m128 t13 = _mm_sub_ps(t12, a_v);
        _mm_storeu_ps(&a[t11] + -3, t13);
        i_vec += 16L;
    } while (i_vec < 288L);
    __m128 a_v_1 = _mm_set1_ps(t1);
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t14 = 711L + i_vec_1 * -1L;
        __m128 t15 = _mm_loadu_ps(&b[t14] + -3);
        __m128 t16 = _mm_sub_ps(t15, a_v_1);
        _mm_storeu_ps(&a[t14] + -3, t16);
        i_vec_1 += 4L;
    } while (i_vec_1 < 12L);
    float t17 = a[700];
    __m128 a_v_2 = _mm_set1_ps(t17);
    long i_vec_2 = 0L;
    /* vcc: loop at split_at_write.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t18 = 699L + i_vec_2 * -1L;
        __m128 t19 = _mm_loadu_ps(&b[t18] + -3);
        __m128 t20 = _mm_sub_ps(t19, a_v_2);
        _mm_storeu_ps(&a[t18] + -3, t20);
        long t21 = 699L + (i_vec_2 + 4L) * -1L;
        __m128 t22 = _mm_loadu_ps(&b[t21] + -3);
        __m128 t23 = _mm_sub_ps(t22, a_v_2);
        _mm_storeu_ps(&a[t21] + -3, t23);
        long t24 = 699L + (i_vec_2 + 8L) * -1L;
        __m128 t25 = _mm_loadu_ps(&b[t24] + -3);
        __m128 t26 = _mm_sub_ps(t25, a_v_2);
        _mm_storeu_ps(&a[t24] + -3, t26);
        long t27 = 699L + (i_vec_2 + 12L) * -1L;
        __m128 t28 = _mm_loadu_ps(&b[t27] + -3);
        __m128 t29 = _mm_sub_ps(t28, a_v_2);
        _mm_storeu_ps(&a[t27] + -3, t29);
        i_vec_2 += 16L;
    } while (i_vec_2 < 688L);
    __m128 a_v_3 = _mm_set1_ps(t17);
    long i_vec_3 = 0L;
    /* vcc: loop at split_at_write.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t30 = 11L + i_vec_3 * -1L;
        __m128 t31 = _mm_loadu_ps(&b[t30] + -3);
        __m128 t32 = _mm_sub_ps(t31, a_v_3);
        _mm_storeu_ps(&a[t30] + -3, t32);
        i_vec_3 += 4L;
    } while (i_vec_3 < 8L);
    for (int i = 3; i > 0; i--) {
        long t33 = (long)i;
        a[t33] = b[t33] - t17;
    }
}

/* Reads from the top while writing from the bottom: split where they meet. */
__attribute__((target("sse4.2"))) void cross(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128 t1 = _mm_loadu_ps(&a[999 - (int)i_vec] + -3);
        __m128 a_v = _mm_shuffle_ps(t1, t1, 0x1b);
        float *t2 = &b[i_vec];
        __m128 b_v = _mm_loadu_ps(t2);
        __m128 x_v = _mm_add_ps(a_v, b_v);
        __m128 t3 = _mm_sub_ps(x_v, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[i_vec], t3);
        _mm_storeu_ps(t2, x_v);
        long t4 = i_vec + 4L;
        __m128 t5 = _mm_loadu_ps(&a[999 - (int)t4] + -3);
        __m128 a_v_1 = _mm_shuffle_ps(t5, t5, 0x1b);
        float *t6 = &b[t4];
        __m128 b_v_1 = _mm_loadu_ps(t6);
        __m128 x_v_1 = _mm_add_ps(a_v_1, b_v_1);
        __m128 t7 = _mm_sub_ps(x_v_1, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t4], t7);
        _mm_storeu_ps(t6, x_v_1);
        long t8 = i_vec + 8L;
        __m128 t9 = _mm_loadu_ps(&a[999 - (int)t8] + -3);
        __m128 a_v_2 = _mm_shuffle_ps(t9, t9, 0x1b);
        float *t10 = &b[t8];
        __m128 b_v_2 = _mm_loadu_ps(t10);
        __m128 x_v_2 = _mm_add_ps(a_v_2, b_v_2);
        __m128 t11 = _mm_sub_ps(x_v_2, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t8], t11);
        _mm_storeu_ps(t10, x_v_2);
        long t12 = i_vec + 12L;
        __m128 t13 = _mm_loadu_ps(&a[999 - (int)t12] + -3);
        __m128 a_v_3 = _mm_shuffle_ps(t13, t13, 0x1b);
        float *t14 = &b[t12];
        __m128 b_v_3 = _mm_loadu_ps(t14);
        __m128 x_v_3 = _mm_add_ps(a_v_3, b_v_3);
        __m128 t15 = _mm_sub_ps(x_v_3, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t12], t15);
        _mm_storeu_ps(t14, x_v_3);
        i_vec += 16L;
    } while (i_vec < 496L);
    for (int i = 496; i < 500; i++) {
        long t16 = (long)i;
        float *t17 = &b[t16];
        float x = a[999 - i] + *t17;
        a[t16] = x - 1.0f;
        *t17 = x;
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:41 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t18 = 500L + i_vec_1;
        __m128 t19 = _mm_loadu_ps(&a[999 - (int)t18] + -3);
        __m128 a_v_4 = _mm_shuffle_ps(t19, t19, 0x1b);
        float *t20 = &b[t18];
        __m128 b_v_4 = _mm_loadu_ps(t20);
        __m128 x_v_4 = _mm_add_ps(a_v_4, b_v_4);
        __m128 t21 = _mm_sub_ps(x_v_4, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t18], t21);
        _mm_storeu_ps(t20, x_v_4);
        long t22 = 500L + (i_vec_1 + 4L);
        __m128 t23 = _mm_loadu_ps(&a[999 - (int)t22] + -3);
        __m128 a_v_5 = _mm_shuffle_ps(t23, t23, 0x1b);
        float *t24 = &b[t22];
        __m128 b_v_5 = _mm_loadu_ps(t24);
        __m128 x_v_5 = _mm_add_ps(a_v_5, b_v_5);
        __m128 t25 = _mm_sub_ps(x_v_5, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t22], t25);
        _mm_storeu_ps(t24, x_v_5);
        long t26 = 500L + (i_vec_1 + 8L);
        __m128 t27 = _mm_loadu_ps(&a[999 - (int)t26] + -3);
        __m128 a_v_6 = _mm_shuffle_ps(t27, t27, 0x1b);
        float *t28 = &b[t26];
        __m128 b_v_6 = _mm_loadu_ps(t28);
        __m128 x_v_6 = _mm_add_ps(a_v_6, b_v_6);
        __m128 t29 = _mm_sub_ps(x_v_6, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t26], t29);
        _mm_storeu_ps(t28, x_v_6);
        long t30 = 500L + (i_vec_1 + 12L);
        __m128 t31 = _mm_loadu_ps(&a[999 - (int)t30] + -3);
        __m128 a_v_7 = _mm_shuffle_ps(t31, t31, 0x1b);
        float *t32 = &b[t30];
        __m128 b_v_7 = _mm_loadu_ps(t32);
        __m128 x_v_7 = _mm_add_ps(a_v_7, b_v_7);
        __m128 t33 = _mm_sub_ps(x_v_7, _mm_set1_ps(1.0f));
        _mm_storeu_ps(&a[t30], t33);
        _mm_storeu_ps(t32, x_v_7);
        i_vec_1 += 16L;
    } while (i_vec_1 < 496L);
    for (int i_1 = 996; i_1 < 1000; i_1++) {
        long t34 = (long)i_1;
        float *t35 = &b[t34];
        float x_1 = a[999 - i_1] + *t35;
        a[t34] = x_1 - 1.0f;
        *t35 = x_1;
    }
}

/* The same walking down, over an odd count. */
__attribute__((target("sse4.2"))) void cross_down(void) {
    long i_vec = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t1 = 998L + i_vec * -1L;
        __m128i c_v = _mm_loadu_si128((const __m128i *)&c[998 - (int)t1]);
        __m128i t2 = _mm_mullo_epi32(c_v, _mm_set1_epi32(3));
        __m128i t3 = _mm_loadu_si128((const __m128i *)(&d[t1] + -3));
        __m128i d_v = _mm_shuffle_epi32(t3, 0x1b);
        __m128i t4 = _mm_add_epi32(t2, d_v);
        __m128i t5 = _mm_shuffle_epi32(t4, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t1] + -3), t5);
        long t6 = 998L + (i_vec + 4L) * -1L;
        __m128i c_v_1 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t6]);
        __m128i t7 = _mm_mullo_epi32(c_v_1, _mm_set1_epi32(3));
        __m128i t8 = _mm_loadu_si128((const __m128i *)(&d[t6] + -3));
        __m128i d_v_1 = _mm_shuffle_epi32(t8, 0x1b);
        __m128i t9 = _mm_add_epi32(t7, d_v_1);
        __m128i t10 = _mm_shuffle_epi32(t9, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t6] + -3), t10);
        long t11 = 998L + (i_vec + 8L) * -1L;
        __m128i c_v_2 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t11]);
        __m128i t12 = _mm_mullo_epi32(c_v_2, _mm_set1_epi32(3));
        __m128i t13 = _mm_loadu_si128((const __m128i *)(&d[t11] + -3));
        __m128i d_v_2 = _mm_shuffle_epi32(t13, 0x1b);
        __m128i t14 = _mm_add_epi32(t12, d_v_2);
        __m128i t15 = _mm_shuffle_epi32(t14, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t11] + -3), t15);
        long t16 = 998L + (i_vec + 12L) * -1L;
        __m128i c_v_3 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t16]);
        __m128i t17 = _mm_mullo_epi32(c_v_3, _mm_set1_epi32(3));
        __m128i t18 = _mm_loadu_si128((const __m128i *)(&d[t16] + -3));
        __m128i d_v_3 = _mm_shuffle_epi32(t18, 0x1b);
        __m128i t19 = _mm_add_epi32(t17, d_v_3);
        __m128i t20 = _mm_shuffle_epi32(t19, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t16] + -3), t20);
        i_vec += 16L;
    } while (i_vec < 496L);
    for (int i = 502; i >= 500; i--) {
        long t21 = (long)i;
        c[t21] = c[998 - i] * 3 + d[t21];
    }
    long i_vec_1 = 0L;
    /* vcc: loop at split_at_write.c:50 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        long t22 = 499L + i_vec_1 * -1L;
        __m128i c_v_4 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t22]);
        __m128i t23 = _mm_mullo_epi32(c_v_4, _mm_set1_epi32(3));
        __m128i t24 = _mm_loadu_si128((const __m128i *)(&d[t22] + -3));
        __m128i d_v_4 = _mm_shuffle_epi32(t24, 0x1b);
        __m128i t25 = _mm_add_epi32(t23, d_v_4);
        __m128i t26 = _mm_shuffle_epi32(t25, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t22] + -3), t26);
        long t27 = 499L + (i_vec_1 + 4L) * -1L;
        __m128i c_v_5 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t27]);
        __m128i t28 = _mm_mullo_epi32(c_v_5, _mm_set1_epi32(3));
        __m128i t29 = _mm_loadu_si128((const __m128i *)(&d[t27] + -3));
        __m128i d_v_5 = _mm_shuffle_epi32(t29, 0x1b);
        __m128i t30 = _mm_add_epi32(t28, d_v_5);
        __m128i t31 = _mm_shuffle_epi32(t30, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t27] + -3), t31);
        long t32 = 499L + (i_vec_1 + 8L) * -1L;
        __m128i c_v_6 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t32]);
        __m128i t33 = _mm_mullo_epi32(c_v_6, _mm_set1_epi32(3));
        __m128i t34 = _mm_loadu_si128((const __m128i *)(&d[t32] + -3));
        __m128i d_v_6 = _mm_shuffle_epi32(t34, 0x1b);
        __m128i t35 = _mm_add_epi32(t33, d_v_6);
        __m128i t36 = _mm_shuffle_epi32(t35, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t32] + -3), t36);
        long t37 = 499L + (i_vec_1 + 12L) * -1L;
        __m128i c_v_7 = _mm_loadu_si128((const __m128i *)&c[998 - (int)t37]);
        __m128i t38 = _mm_mullo_epi32(c_v_7, _mm_set1_epi32(3));
        __m128i t39 = _mm_loadu_si128((const __m128i *)(&d[t37] + -3));
        __m128i d_v_7 = _mm_shuffle_epi32(t39, 0x1b);
        __m128i t40 = _mm_add_epi32(t38, d_v_7);
        __m128i t41 = _mm_shuffle_epi32(t40, 0x1b);
        _mm_storeu_si128((__m128i *)(&c[t37] + -3), t41);
        i_vec_1 += 16L;
    } while (i_vec_1 < 496L);
    for (int i_1 = 3; i_1 >= 0; i_1--) {
        long t42 = (long)i_1;
        c[t42] = c[998 - i_1] * 3 + d[t42];
    }
}

/* Bytes, the meeting point not a multiple of the vector length. */
unsigned char bytes[N + 7];
__attribute__((target("sse4.2"))) void cross_bytes(void) {
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

__attribute__((target("sse4.2"))) int main(void) {
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
            __m128i t14 = _mm_set1_epi32((int)(t10 % 101));
            __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(101));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t15, t16);
            __m128i t17 = _mm_set1_epi32((int)(t13 % 23));
            __m128i t18 = _mm_add_epi32(t17, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(23));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t18, t19);
            __m128i t20 = _mm_set1_epi32((int)(t10 % 1000));
            __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(1000));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t21, t22);
            __m128i t23 = _mm_set1_epi32(0);
            __m128i t24 = _mm_add_epi32(t23, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t25 = _mm_sub_epi32(t24, _mm_set1_epi32(777));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t24, t25);
            long i_vec = 0L;
            /* vcc: loop at split_at_write.c:79 vectorized: VF 4, UF 4, the remainder at 80:27 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 81:27 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 82:20 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 83:20 by 777 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t26 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t27 = _mm_sub_ps(t26, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[i_vec], t27);
                __m128 t28 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[i_vec], t29);
                __m128i t30 = _mm_sub_epi32((__m128i)t3, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[i_vec], t30);
                __m128i t31 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[i_vec], t31);
                long t32 = i_vec + 4L;
                __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
                __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(101));
                __m128i t35 = _mm_min_epu32(t33, t34);
                __m128 t36 = _mm_cvtepi32_ps(t35);
                __m128 t37 = _mm_sub_ps(t36, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t32], t37);
                __m128i t38 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(21));
                __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(23));
                __m128i t40 = _mm_min_epu32(t38, t39);
                __m128 t41 = _mm_cvtepi32_ps(t40);
                __m128 t42 = _mm_mul_ps(t41, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t32], t42);
                __m128i t43 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(676));
                __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(1000));
                __m128i t45 = _mm_min_epu32(t43, t44);
                __m128i t46 = _mm_sub_epi32(t45, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t32], t46);
                __m128i t47 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(113));
                __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(777));
                __m128i t49 = _mm_min_epu32(t47, t48);
                __m128i t50 = _mm_sub_epi32(t49, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t32], t50);
                long t51 = i_vec + 8L;
                __m128i t52 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
                __m128i t53 = _mm_sub_epi32(t52, _mm_set1_epi32(101));
                __m128i t54 = _mm_min_epu32(t52, t53);
                __m128 t55 = _mm_cvtepi32_ps(t54);
                __m128 t56 = _mm_sub_ps(t55, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t51], t56);
                __m128i t57 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(19));
                __m128i t58 = _mm_sub_epi32(t57, _mm_set1_epi32(23));
                __m128i t59 = _mm_min_epu32(t57, t58);
                __m128 t60 = _mm_cvtepi32_ps(t59);
                __m128 t61 = _mm_mul_ps(t60, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t51], t61);
                __m128i t62 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(352));
                __m128i t63 = _mm_sub_epi32(t62, _mm_set1_epi32(1000));
                __m128i t64 = _mm_min_epu32(t62, t63);
                __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t51], t65);
                __m128i t66 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(226));
                __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(777));
                __m128i t68 = _mm_min_epu32(t66, t67);
                __m128i t69 = _mm_sub_epi32(t68, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t51], t69);
                long t70 = i_vec + 12L;
                __m128i t71 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
                __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(101));
                __m128i t73 = _mm_min_epu32(t71, t72);
                __m128 t74 = _mm_cvtepi32_ps(t73);
                __m128 t75 = _mm_sub_ps(t74, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t70], t75);
                __m128i t76 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(17));
                __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(23));
                __m128i t78 = _mm_min_epu32(t76, t77);
                __m128 t79 = _mm_cvtepi32_ps(t78);
                __m128 t80 = _mm_mul_ps(t79, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t70], t80);
                __m128i t81 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(28));
                __m128i t82 = _mm_sub_epi32(t81, _mm_set1_epi32(1000));
                __m128i t83 = _mm_min_epu32(t81, t82);
                __m128i t84 = _mm_sub_epi32(t83, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t70], t84);
                __m128i t85 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(339));
                __m128i t86 = _mm_sub_epi32(t85, _mm_set1_epi32(777));
                __m128i t87 = _mm_min_epu32(t85, t86);
                __m128i t88 = _mm_sub_epi32(t87, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t70], t88);
                i_vec += 16L;
                __m128i t89 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
                __m128i t90 = _mm_sub_epi32(t89, _mm_set1_epi32(101));
                __m128i t91 = _mm_min_epu32(t89, t90);
                __m128i t92 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(15));
                __m128i t93 = _mm_sub_epi32(t92, _mm_set1_epi32(23));
                __m128i t94 = _mm_min_epu32(t92, t93);
                __m128i t95 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(704));
                __m128i t96 = _mm_sub_epi32(t95, _mm_set1_epi32(1000));
                __m128i t97 = _mm_min_epu32(t95, t96);
                __m128i t98 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(452));
                __m128i t99 = _mm_sub_epi32(t98, _mm_set1_epi32(777));
                __m128i t100 = _mm_min_epu32(t98, t99);
                if (i_vec >= 992L) {
                    break;
                }
                t1 = (vcc_v4_int)t91;
                t2 = (vcc_v4_int)t94;
                t3 = (vcc_v4_int)t97;
                t4 = (vcc_v4_int)t100;
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
        if ((t103 >= 4L) & (t105 >= 0) & (t106 >= 0) & (t107 >= 0) & (t108 >= 0)) {
            long t109 = t103 & -4L;
            __m128i t110 = _mm_set1_epi32((int)(t105 % 101));
            __m128i t111 = _mm_add_epi32(t110, _mm_setr_epi32(0, 37, 74, 10));
            __m128i t112 = _mm_sub_epi32(t111, _mm_set1_epi32(101));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t111, t112);
            __m128i t113 = _mm_set1_epi32((int)(t106 % 23));
            __m128i t114 = _mm_add_epi32(t113, _mm_setr_epi32(0, 11, 22, 10));
            __m128i t115 = _mm_sub_epi32(t114, _mm_set1_epi32(23));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t114, t115);
            __m128i t116 = _mm_set1_epi32((int)(t107 % 1000));
            __m128i t117 = _mm_add_epi32(t116, _mm_setr_epi32(0, 919, 838, 757));
            __m128i t118 = _mm_sub_epi32(t117, _mm_set1_epi32(1000));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t117, t118);
            __m128i t119 = _mm_set1_epi32((int)(t108 % 777));
            __m128i t120 = _mm_add_epi32(t119, _mm_setr_epi32(0, 611, 445, 279));
            __m128i t121 = _mm_sub_epi32(t120, _mm_set1_epi32(777));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t120, t121);
            long i_vec_1 = 0L;
            /* vcc: loop at split_at_write.c:79 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                long t122 = t102 + i_vec_1;
                __m128 t123 = _mm_cvtepi32_ps((__m128i)t5);
                __m128 t124 = _mm_sub_ps(t123, _mm_set1_ps(50.0f));
                _mm_storeu_ps(&a[t122], t124);
                __m128 t125 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t126 = _mm_mul_ps(t125, _mm_set1_ps(0.25f));
                _mm_storeu_ps(&b[t122], t126);
                __m128i t127 = _mm_sub_epi32((__m128i)t7, _mm_set1_epi32(500));
                _mm_storeu_si128((__m128i *)&c[t122], t127);
                __m128i t128 = _mm_sub_epi32((__m128i)t8, _mm_set1_epi32(300));
                _mm_storeu_si128((__m128i *)&d[t122], t128);
                i_vec_1 += 4L;
                __m128i t129 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(47));
                __m128i t130 = _mm_sub_epi32(t129, _mm_set1_epi32(101));
                __m128i t131 = _mm_min_epu32(t129, t130);
                __m128i t132 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(21));
                __m128i t133 = _mm_sub_epi32(t132, _mm_set1_epi32(23));
                __m128i t134 = _mm_min_epu32(t132, t133);
                __m128i t135 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(676));
                __m128i t136 = _mm_sub_epi32(t135, _mm_set1_epi32(1000));
                __m128i t137 = _mm_min_epu32(t135, t136);
                __m128i t138 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(113));
                __m128i t139 = _mm_sub_epi32(t138, _mm_set1_epi32(777));
                __m128i t140 = _mm_min_epu32(t138, t139);
                if (i_vec_1 >= t109) {
                    break;
                }
                t5 = (vcc_v4_int)t131;
                t6 = (vcc_v4_int)t134;
                t7 = (vcc_v4_int)t137;
                t8 = (vcc_v4_int)t140;
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
        unsigned long t143 = hash_bytes(t142, 4000UL);
        const void *t144 = (const void *)a;
        printf("%llx %llx %ld", (unsigned long long)hash_bytes(t144, 4000UL), (unsigned long long)t143, s);
        down();
        store_first();
        unsigned long t145 = hash_bytes((const void *)d, 4000UL);
        unsigned long t146 = hash_bytes(t142, 4000UL);
        printf(" %llx %llx %llx", (unsigned long long)hash_bytes(t144, 4000UL), (unsigned long long)t146, (unsigned long long)t145);
        vcc_v16_int round_v = (vcc_v16_int){round, round, round, round, round, round, round, round, round, round, round, round, round, round, round, round};
        vcc_v16_int t147 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v16_uint t148 = (vcc_v16_uint)t147;
        vcc_v16_uint i_v = t148 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
        long i_vec_2 = 0L;
        /* vcc: loop at split_at_write.c:92 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            vcc_v16_int i_v_1 = (vcc_v16_int)i_v;
            vcc_v16_int t149 = i_v_1 * (vcc_v16_int){13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
            vcc_v16_int t150 = t149 + round_v;
            __m128i t151 = (__m128i)__builtin_convertvector(__builtin_convertvector(t150, vcc_v16_short), vcc_v16_uchar);
            _mm_storeu_si128((__m128i *)&bytes[i_vec_2], t151);
            i_vec_2 += 16L;
            vcc_v16_uint t152 = i_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_2 >= 992L) {
                break;
            }
            i_v = t152;
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
        stride_two(500 - round);
        unsigned long t153 = hash_bytes((const void *)bytes, 1007UL);
        unsigned long t154 = hash_bytes(t142, 4000UL);
        unsigned long t155 = hash_bytes((const void *)b, 4000UL);
        printf(" %llx %llx %llx %llx\n", (unsigned long long)hash_bytes(t144, 4000UL), (unsigned long long)t155, (unsigned long long)t154, (unsigned long long)t153);
        round++;
    }
    return 0;
}
