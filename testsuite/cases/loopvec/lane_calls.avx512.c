/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Calls of functions without vector variants in loops under `#pragma omp simd` or
   `#pragma simd vec-function`: the pragma lets the iterations run as SIMD lanes, so the loop
   is vectorized and each vector iteration calls the function once per lane, in lane order,
   only for the lanes whose iteration makes the call. The functions write down every call (the
   iteration and its argument) in `trace`, whose hash main prints: a call out of order, a call
   of an inactive lane (under a condition, or past the end in a masked remainder) or a missing
   one prints another hash. Covered: a result used in the loop, a call returning nothing, a
   call under a condition, a pointer argument (the callee reads and writes the element the
   loop just stored), a double argument and a result not used, an external function of the C
   library (`rand`, whose sequence of values shows the order of the calls), and the same call
   without a pragma, where its unknown effects keep the loop scalar. */

static int trace[8192];
static int traced;

static void log_call(int what) {
    if (traced < 8192)
        trace[traced++] = what;
}

float scaled(float x, int i) {
    log_call(i);
    return x * 0.5f + (float)(i & 7);
}

void note(int i, float x) {
    log_call(i * 4 + (x > 0.0f));
}

int counted(double d, int i) {
    log_call((int)d + i);
    return i;
}

void bump(float *p, int i) {
    log_call(-i);
    *p = *p * 2.0f + (float)i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void use_result(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            float *t6 = y + t5;
            const float *t7 = x + t5;
            __m256 x_v = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(x_v, _mm256_set1_ps(3.0f));
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.0f));
            __m256 t10 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[0], ((vcc_v8_int)i_v_1)[0])));
            __m256 t11 = (__m256)vcc_insert((vcc_v8_float)t10, 1, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[1], ((vcc_v8_int)i_v_1)[1])));
            __m256 t12 = (__m256)vcc_insert((vcc_v8_float)t11, 2, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[2], ((vcc_v8_int)i_v_1)[2])));
            __m256 t13 = (__m256)vcc_insert((vcc_v8_float)t12, 3, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[3], ((vcc_v8_int)i_v_1)[3])));
            __m256 t14 = (__m256)vcc_insert((vcc_v8_float)t13, 4, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[4], ((vcc_v8_int)i_v_1)[4])));
            __m256 t15 = (__m256)vcc_insert((vcc_v8_float)t14, 5, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[5], ((vcc_v8_int)i_v_1)[5])));
            __m256 t16 = (__m256)vcc_insert((vcc_v8_float)t15, 6, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[6], ((vcc_v8_int)i_v_1)[6])));
            __m256 t17 = (__m256)vcc_insert((vcc_v8_float)t16, 7, (_mm256_zeroupper(), scaled(((vcc_v8_float)t9)[7], ((vcc_v8_int)i_v_1)[7])));
            __m256 x_v_1 = _mm256_loadu_ps(t7);
            __m256 t18 = _mm256_mul_ps(t17, x_v_1);
            __m256 t19 = _mm256_mul_ps(x_v_1, x_v_1);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
            __m256 t21 = _mm256_sub_ps(t18, t20);
            _mm256_storeu_ps(t6, t21);
            i_vec += 8L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        const float *t23 = x + t22;
        float t24 = (_mm256_zeroupper(), scaled(*t23 * 3.0f + 1.0f, i));
        float t25 = *t23;
        y[t22] = t24 * t25 - t25 * t25 * 0.25f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256 t_v = _mm256_set1_ps(t);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            const float *t6 = x + t5;
            __m256 x_v = _mm256_loadu_ps(t6);
            __m256 t7 = _mm256_mul_ps(x_v, x_v);
            __m256 t8 = _mm256_mul_ps(_mm256_set1_ps(3.0f), x_v);
            __m256 t9 = _mm256_sub_ps(t7, t8);
            __m256 v_v = _mm256_add_ps(t9, _mm256_set1_ps(1.0f));
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(v_v, t_v, _CMP_GT_OQ));
            __m256i t11 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            if (((vcc_v8_int)t11)[0]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[0], ((vcc_v8_float)x_v)[0]));
            }
            if (((vcc_v8_int)t11)[1]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[1], ((vcc_v8_float)x_v)[1]));
            }
            if (((vcc_v8_int)t11)[2]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[2], ((vcc_v8_float)x_v)[2]));
            }
            if (((vcc_v8_int)t11)[3]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[3], ((vcc_v8_float)x_v)[3]));
            }
            if (((vcc_v8_int)t11)[4]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[4], ((vcc_v8_float)x_v)[4]));
            }
            if (((vcc_v8_int)t11)[5]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[5], ((vcc_v8_float)x_v)[5]));
            }
            if (((vcc_v8_int)t11)[6]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[6], ((vcc_v8_float)x_v)[6]));
            }
            if (((vcc_v8_int)t11)[7]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)i_v_1)[7], ((vcc_v8_float)x_v)[7]));
            }
            __m256 t12 = _mm256_mul_ps(v_v, _mm256_set1_ps(0.5f));
            __m256 x_v_1 = _mm256_loadu_ps(t6);
            __m256 t13 = _mm256_add_ps(t12, x_v_1);
            _mm256_storeu_ps(y + t5, t13);
            i_vec += 8L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        const float *t15 = x + t14;
        float t16 = *t15;
        float v = t16 * t16 - 3.0f * t16 + 1.0f;
        if (v > t) {
            (_mm256_zeroupper(), note(i, t16));
        }
        y[t14] = v * 0.5f + *t15;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & 1) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = t4;
        __m256i i_v = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t8 = t7;
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(3));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 8, UF 1, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256i i_v_1 = i_v;
            long t11 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t11);
            __m256 t12 = _mm256_mul_ps(x_v, _mm256_set1_ps(4.0f));
            __m256 t13 = _mm256_sub_ps(t12, _mm256_set1_ps(1.0f));
            __m256 t14 = _mm256_mul_ps(x_v, x_v);
            __m256 t15 = _mm256_add_ps(t13, t14);
            _mm256_storeu_ps(y + t11, t15);
            __m256i t16 = _mm256_cmpeq_epi32(t1, _mm256_set1_epi32(1));
            unsigned long t17 = (unsigned long)y + (unsigned long)t11 * 4UL;
            __m256i t18 = (__m256i)__builtin_convertvector((vcc_m8)t16 & 1, vcc_v8_int);
            if (((vcc_v8_int)t18)[0]) {
                (_mm256_zeroupper(), bump((float *)t17, ((vcc_v8_int)i_v_1)[0]));
            }
            if (((vcc_v8_int)t18)[1]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 4UL), ((vcc_v8_int)i_v_1)[1]));
            }
            if (((vcc_v8_int)t18)[2]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 8UL), ((vcc_v8_int)i_v_1)[2]));
            }
            if (((vcc_v8_int)t18)[3]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 12UL), ((vcc_v8_int)i_v_1)[3]));
            }
            if (((vcc_v8_int)t18)[4]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 16UL), ((vcc_v8_int)i_v_1)[4]));
            }
            if (((vcc_v8_int)t18)[5]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 20UL), ((vcc_v8_int)i_v_1)[5]));
            }
            if (((vcc_v8_int)t18)[6]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 24UL), ((vcc_v8_int)i_v_1)[6]));
            }
            if (((vcc_v8_int)t18)[7]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 28UL), ((vcc_v8_int)i_v_1)[7]));
            }
            i_vec += 8L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t20 = t19;
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_min_epu32(t20, t21);
            t1 = t22;
            if (i_vec >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float *t24 = y + t23;
        float t25 = x[t23];
        *t24 = t25 * 4.0f - 1.0f + t25 * t25;
        if ((i % 3) == 1) {
            (_mm256_zeroupper(), bump(t24, i));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unused_double(int n, double *restrict y, const double *restrict x) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi32(0);
        __m128i t4 = t3;
        __m128i i_v = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            long t5 = i_vec + 4L;
            __m128i i_v_2 = i_v;
            long t6 = (long)(int)i_vec;
            const double *t7 = x + t6;
            __m256d x_v = _mm256_loadu_pd(t7);
            __m256d t8 = _mm256_mul_pd(x_v, _mm256_set1_pd(1.5));
            __m256d t9 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v);
            __m256d t10 = _mm256_mul_pd(t9, x_v);
            __m256d d_v = _mm256_add_pd(t8, t10);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[0], ((vcc_v4_int)i_v_2)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[1], ((vcc_v4_int)i_v_2)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[2], ((vcc_v4_int)i_v_2)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[3], ((vcc_v4_int)i_v_2)[3]));
            __m256d x_v_1 = _mm256_loadu_pd(t7);
            __m256d t11 = _mm256_sub_pd(d_v, x_v_1);
            _mm256_storeu_pd(y + t6, t11);
            __m128i t12 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
            __m128i i_v_3 = t12;
            long t13 = (long)(int)t5;
            const double *t14 = x + t13;
            __m256d x_v_2 = _mm256_loadu_pd(t14);
            __m256d t15 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(1.5));
            __m256d t16 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v_2);
            __m256d t17 = _mm256_mul_pd(t16, x_v_2);
            __m256d d_v_1 = _mm256_add_pd(t15, t17);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[0], ((vcc_v4_int)i_v_3)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[1], ((vcc_v4_int)i_v_3)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[2], ((vcc_v4_int)i_v_3)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[3], ((vcc_v4_int)i_v_3)[3]));
            __m256d x_v_3 = _mm256_loadu_pd(t14);
            __m256d t18 = _mm256_sub_pd(d_v_1, x_v_3);
            _mm256_storeu_pd(y + t13, t18);
            i_vec += 8L;
            i_v = _mm_add_epi32(i_v, _mm_set1_epi32(8));
            if (i_vec >= t2) {
                t19 = (int)t2;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        __m128i t22 = _mm_set1_epi32((int)t19);
        __m128i t23 = t22;
        __m128i i_v_1 = _mm_add_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        for (;;) {
            __m128i i_v_4 = i_v_1;
            long t24 = (long)(int)((long)t19 + i_vec_1);
            const double *t25 = x + t24;
            __m256d x_v_4 = _mm256_loadu_pd(t25);
            __m256d t26 = _mm256_mul_pd(x_v_4, _mm256_set1_pd(1.5));
            __m256d t27 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v_4);
            __m256d t28 = _mm256_mul_pd(t27, x_v_4);
            __m256d d_v_2 = _mm256_add_pd(t26, t28);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[0], ((vcc_v4_int)i_v_4)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[1], ((vcc_v4_int)i_v_4)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[2], ((vcc_v4_int)i_v_4)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[3], ((vcc_v4_int)i_v_4)[3]));
            __m256d x_v_5 = _mm256_loadu_pd(t25);
            __m256d t29 = _mm256_sub_pd(d_v_2, x_v_5);
            _mm256_storeu_pd(y + t24, t29);
            i_vec_1 += 4L;
            i_v_1 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= t21) {
                i = (int)((long)t19 + t21);
                break;
            }
        }
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        const double *t31 = x + t30;
        double t32 = *t31;
        double d = t32 * 1.5 + 2.0 * t32 * t32;
        (_mm256_zeroupper(), counted(d, i));
        y[t30] = d - *t31;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void library_call(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            int *t4 = y + t3;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t3));
            __m256i t5 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t6 = _mm256_xor_si256(x_v, _mm256_set1_epi32(5));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(7));
            __m256i t8 = _mm256_add_epi32(t5, t7);
            __m256i t9 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, rand());
            __m256i t10 = (__m256i)vcc_insert((vcc_v8_int)t9, 1, rand());
            __m256i t11 = (__m256i)vcc_insert((vcc_v8_int)t10, 2, rand());
            __m256i t12 = (__m256i)vcc_insert((vcc_v8_int)t11, 3, rand());
            __m256i t13 = (__m256i)vcc_insert((vcc_v8_int)t12, 4, rand());
            __m256i t14 = (__m256i)vcc_insert((vcc_v8_int)t13, 5, rand());
            __m256i t15 = (__m256i)vcc_insert((vcc_v8_int)t14, 6, rand());
            __m256i t16 = (__m256i)vcc_insert((vcc_v8_int)t15, 7, rand());
            __m256i t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32(11));
            __m256i t18 = _mm256_add_epi32(t8, t17);
            _mm256_storeu_si256((__m256i *)t4, t18);
            i_vec += 8L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = x[t19];
        y[t19] = t20 * 3 + (t20 ^ 5) * 7 + rand() % 11;
    }
}

/* No pragma: `scaled` writes `trace`, which the loop does not know; the loop stays scalar. */
void no_pragma(int n, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = scaled(x[i] * 3.0f + 1.0f, i) * x[i] - x[i] * x[i] * 0.25f;
}

static unsigned long long trace_hash(void) {
    unsigned long long h = HASH(trace, traced) ^ (unsigned long long)traced;
    traced = 0;
    return h;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t20;
    int i;
    srand(7U);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)t2;
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *xd = (double *)t3;
        double *yd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *xi = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *yi = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 201U);
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at lane_calls.c:104 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                long t8 = (long)(int)i_vec;
                __m128 x_v = _mm_loadu_ps(x + t8);
                __m256d t9 = _mm256_cvtps_pd(x_v);
                __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t8, t10);
                long t11 = (long)(int)(i_vec + 4L);
                __m128 x_v_1 = _mm_loadu_ps(x + t11);
                __m256d t12 = _mm256_cvtps_pd(x_v_1);
                __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t11, t13);
                long t14 = (long)(int)(i_vec + 8L);
                __m128 x_v_2 = _mm_loadu_ps(x + t14);
                __m256d t15 = _mm256_cvtps_pd(x_v_2);
                __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t14, t16);
                long t17 = (long)(int)(i_vec + 12L);
                __m128 x_v_3 = _mm_loadu_ps(x + t17);
                __m256d t18 = _mm256_cvtps_pd(x_v_3);
                __m256d t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t17, t19);
                i_vec += 16L;
            } while (i_vec < t7);
            t20 = (int)t7;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        unsigned long t22 = (unsigned long)t2;
        unsigned long t23 = (unsigned long)t3;
        if ((t21 >= 4L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 8L))) | ((t23 + (unsigned long)((long)t20 * 8L + 8L + (t21 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t20 * 4L))))) {
            long t24 = t21 & -4L;
            long i_vec_1 = 0L;
            do {
                long t25 = (long)(int)((long)t20 + i_vec_1);
                __m128 x_v_4 = _mm_loadu_ps(x + t25);
                __m256d t26 = _mm256_cvtps_pd(x_v_4);
                __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t25, t27);
                i_vec_1 += 4L;
            } while (i_vec_1 < t24);
            i = (int)((long)t20 + t24);
        } else {
            i = t20;
        }
        for (; i < n; i++) {
            long t28 = (long)i;
            xd[t28] = (double)x[t28] * 0.75;
        }
        const float *t29 = x;
        use_result(n, y, t29);
        unsigned long long t30 = (_mm256_zeroupper(), trace_hash());
        unsigned long t31 = (unsigned long)n;
        unsigned long t32 = t31 * 4UL;
        const void *t33 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t32)), t30);
        cond_void(n, y, t29, 40.0f);
        unsigned long long t34 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t32)), t34);
        pointer_arg(n, y, t29);
        unsigned long long t35 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t32)), t35);
        unused_double(n, yd, xd);
        unsigned long long t36 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t31 * 8UL)), t36);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t32)));
        (_mm256_zeroupper(), no_pragma(n, y, t29));
        unsigned long long t37 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t32)), t37);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
