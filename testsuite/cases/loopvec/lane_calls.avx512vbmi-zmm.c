/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void use_result(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            __m512i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            float *t6 = y + t5;
            const float *t7 = x + t5;
            __m512 x_v = _mm512_loadu_ps(t7);
            __m512 t8 = _mm512_mul_ps(x_v, _mm512_set1_ps(3.0f));
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(1.0f));
            __m512 t10 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[0], ((vcc_v16_int)i_v_1)[0])));
            __m512 t11 = (__m512)vcc_insert((vcc_v16_float)t10, 1, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[1], ((vcc_v16_int)i_v_1)[1])));
            __m512 t12 = (__m512)vcc_insert((vcc_v16_float)t11, 2, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[2], ((vcc_v16_int)i_v_1)[2])));
            __m512 t13 = (__m512)vcc_insert((vcc_v16_float)t12, 3, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[3], ((vcc_v16_int)i_v_1)[3])));
            __m512 t14 = (__m512)vcc_insert((vcc_v16_float)t13, 4, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[4], ((vcc_v16_int)i_v_1)[4])));
            __m512 t15 = (__m512)vcc_insert((vcc_v16_float)t14, 5, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[5], ((vcc_v16_int)i_v_1)[5])));
            __m512 t16 = (__m512)vcc_insert((vcc_v16_float)t15, 6, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[6], ((vcc_v16_int)i_v_1)[6])));
            __m512 t17 = (__m512)vcc_insert((vcc_v16_float)t16, 7, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[7], ((vcc_v16_int)i_v_1)[7])));
            __m512 t18 = (__m512)vcc_insert((vcc_v16_float)t17, 8, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[8], ((vcc_v16_int)i_v_1)[8])));
            __m512 t19 = (__m512)vcc_insert((vcc_v16_float)t18, 9, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[9], ((vcc_v16_int)i_v_1)[9])));
            __m512 t20 = (__m512)vcc_insert((vcc_v16_float)t19, 10, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[10], ((vcc_v16_int)i_v_1)[10])));
            __m512 t21 = (__m512)vcc_insert((vcc_v16_float)t20, 11, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[11], ((vcc_v16_int)i_v_1)[11])));
            __m512 t22 = (__m512)vcc_insert((vcc_v16_float)t21, 12, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[12], ((vcc_v16_int)i_v_1)[12])));
            __m512 t23 = (__m512)vcc_insert((vcc_v16_float)t22, 13, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[13], ((vcc_v16_int)i_v_1)[13])));
            __m512 t24 = (__m512)vcc_insert((vcc_v16_float)t23, 14, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[14], ((vcc_v16_int)i_v_1)[14])));
            __m512 t25 = (__m512)vcc_insert((vcc_v16_float)t24, 15, (_mm256_zeroupper(), scaled(((vcc_v16_float)t9)[15], ((vcc_v16_int)i_v_1)[15])));
            __m512 x_v_1 = _mm512_loadu_ps(t7);
            __m512 t26 = _mm512_mul_ps(t25, x_v_1);
            __m512 t27 = _mm512_mul_ps(x_v_1, x_v_1);
            __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.25f));
            __m512 t29 = _mm512_sub_ps(t26, t28);
            _mm512_storeu_ps(t6, t29);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        const float *t31 = x + t30;
        float t32 = (_mm256_zeroupper(), scaled(*t31 * 3.0f + 1.0f, i));
        float t33 = *t31;
        y[t30] = t32 * t33 - t33 * t33 * 0.25f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 t_v = _mm512_set1_ps(t);
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            __m512i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            const float *t6 = x + t5;
            __m512 x_v = _mm512_loadu_ps(t6);
            __m512 t7 = _mm512_mul_ps(x_v, x_v);
            __m512 t8 = _mm512_mul_ps(_mm512_set1_ps(3.0f), x_v);
            __m512 t9 = _mm512_sub_ps(t7, t8);
            __m512 v_v = _mm512_add_ps(t9, _mm512_set1_ps(1.0f));
            __mmask16 t10 = _mm512_cmp_ps_mask(v_v, t_v, _CMP_GT_OQ);
            __m512i t11 = _mm512_maskz_mov_epi32(t10, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t11)[0]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[0], ((vcc_v16_float)x_v)[0]));
            }
            if (((vcc_v16_int)t11)[1]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[1], ((vcc_v16_float)x_v)[1]));
            }
            if (((vcc_v16_int)t11)[2]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[2], ((vcc_v16_float)x_v)[2]));
            }
            if (((vcc_v16_int)t11)[3]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[3], ((vcc_v16_float)x_v)[3]));
            }
            if (((vcc_v16_int)t11)[4]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[4], ((vcc_v16_float)x_v)[4]));
            }
            if (((vcc_v16_int)t11)[5]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[5], ((vcc_v16_float)x_v)[5]));
            }
            if (((vcc_v16_int)t11)[6]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[6], ((vcc_v16_float)x_v)[6]));
            }
            if (((vcc_v16_int)t11)[7]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[7], ((vcc_v16_float)x_v)[7]));
            }
            if (((vcc_v16_int)t11)[8]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[8], ((vcc_v16_float)x_v)[8]));
            }
            if (((vcc_v16_int)t11)[9]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[9], ((vcc_v16_float)x_v)[9]));
            }
            if (((vcc_v16_int)t11)[10]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[10], ((vcc_v16_float)x_v)[10]));
            }
            if (((vcc_v16_int)t11)[11]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[11], ((vcc_v16_float)x_v)[11]));
            }
            if (((vcc_v16_int)t11)[12]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[12], ((vcc_v16_float)x_v)[12]));
            }
            if (((vcc_v16_int)t11)[13]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[13], ((vcc_v16_float)x_v)[13]));
            }
            if (((vcc_v16_int)t11)[14]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[14], ((vcc_v16_float)x_v)[14]));
            }
            if (((vcc_v16_int)t11)[15]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)i_v_1)[15], ((vcc_v16_float)x_v)[15]));
            }
            __m512 t12 = _mm512_mul_ps(v_v, _mm512_set1_ps(0.5f));
            __m512 x_v_1 = _mm512_loadu_ps(t6);
            __m512 t13 = _mm512_add_ps(t12, x_v_1);
            _mm512_storeu_ps(y + t5, t13);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & 1) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32(0);
        __m512i t5 = t4;
        __m512i i_v = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t8 = t7;
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_min_epu32(t8, t9);
        __m512i t1 = t10;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 16, UF 1, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m512i i_v_1 = i_v;
            long t11 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t11);
            __m512 t12 = _mm512_mul_ps(x_v, _mm512_set1_ps(4.0f));
            __m512 t13 = _mm512_sub_ps(t12, _mm512_set1_ps(1.0f));
            __m512 t14 = _mm512_mul_ps(x_v, x_v);
            __m512 t15 = _mm512_add_ps(t13, t14);
            _mm512_storeu_ps(y + t11, t15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(t1, _mm512_set1_epi32(1), _MM_CMPINT_EQ);
            unsigned long t17 = (unsigned long)y + (unsigned long)t11 * 4UL;
            __m512i t18 = _mm512_maskz_mov_epi32(t16, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t18)[0]) {
                (_mm256_zeroupper(), bump((float *)t17, ((vcc_v16_int)i_v_1)[0]));
            }
            if (((vcc_v16_int)t18)[1]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 4UL), ((vcc_v16_int)i_v_1)[1]));
            }
            if (((vcc_v16_int)t18)[2]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 8UL), ((vcc_v16_int)i_v_1)[2]));
            }
            if (((vcc_v16_int)t18)[3]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 12UL), ((vcc_v16_int)i_v_1)[3]));
            }
            if (((vcc_v16_int)t18)[4]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 16UL), ((vcc_v16_int)i_v_1)[4]));
            }
            if (((vcc_v16_int)t18)[5]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 20UL), ((vcc_v16_int)i_v_1)[5]));
            }
            if (((vcc_v16_int)t18)[6]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 24UL), ((vcc_v16_int)i_v_1)[6]));
            }
            if (((vcc_v16_int)t18)[7]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 28UL), ((vcc_v16_int)i_v_1)[7]));
            }
            if (((vcc_v16_int)t18)[8]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 32UL), ((vcc_v16_int)i_v_1)[8]));
            }
            if (((vcc_v16_int)t18)[9]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 36UL), ((vcc_v16_int)i_v_1)[9]));
            }
            if (((vcc_v16_int)t18)[10]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 40UL), ((vcc_v16_int)i_v_1)[10]));
            }
            if (((vcc_v16_int)t18)[11]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 44UL), ((vcc_v16_int)i_v_1)[11]));
            }
            if (((vcc_v16_int)t18)[12]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 48UL), ((vcc_v16_int)i_v_1)[12]));
            }
            if (((vcc_v16_int)t18)[13]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 52UL), ((vcc_v16_int)i_v_1)[13]));
            }
            if (((vcc_v16_int)t18)[14]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 56UL), ((vcc_v16_int)i_v_1)[14]));
            }
            if (((vcc_v16_int)t18)[15]) {
                (_mm256_zeroupper(), bump((float *)(t17 + 60UL), ((vcc_v16_int)i_v_1)[15]));
            }
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
            __m512i t20 = t19;
            __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(3));
            __m512i t22 = _mm512_min_epu32(t20, t21);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unused_double(int n, double *restrict y, const double *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            __m256i i_v_1 = i_v;
            long t5 = (long)(int)i_vec;
            const double *t6 = x + t5;
            __m512d x_v = _mm512_loadu_pd(t6);
            __m512d t7 = _mm512_mul_pd(x_v, _mm512_set1_pd(1.5));
            __m512d t8 = _mm512_mul_pd(_mm512_set1_pd(2.0), x_v);
            __m512d t9 = _mm512_mul_pd(t8, x_v);
            __m512d d_v = _mm512_add_pd(t7, t9);
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[0], ((vcc_v8_int)i_v_1)[0]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[1], ((vcc_v8_int)i_v_1)[1]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[2], ((vcc_v8_int)i_v_1)[2]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[3], ((vcc_v8_int)i_v_1)[3]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[4], ((vcc_v8_int)i_v_1)[4]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[5], ((vcc_v8_int)i_v_1)[5]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[6], ((vcc_v8_int)i_v_1)[6]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[7], ((vcc_v8_int)i_v_1)[7]));
            __m512d x_v_1 = _mm512_loadu_pd(t6);
            __m512d t10 = _mm512_sub_pd(d_v, x_v_1);
            _mm512_storeu_pd(y + t5, t10);
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
        long t11 = (long)i;
        const double *t12 = x + t11;
        double t13 = *t12;
        double d = t13 * 1.5 + 2.0 * t13 * t13;
        (_mm256_zeroupper(), counted(d, i));
        y[t11] = d - *t12;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void library_call(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            long t3 = (long)(int)i_vec;
            int *t4 = y + t3;
            __m512i x_v = _mm512_loadu_si512(x + t3);
            __m512i t5 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t6 = _mm512_xor_si512(x_v, _mm512_set1_epi32(5));
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(7));
            __m512i t8 = _mm512_add_epi32(t5, t7);
            __m512i t9 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, rand());
            __m512i t10 = (__m512i)vcc_insert((vcc_v16_int)t9, 1, rand());
            __m512i t11 = (__m512i)vcc_insert((vcc_v16_int)t10, 2, rand());
            __m512i t12 = (__m512i)vcc_insert((vcc_v16_int)t11, 3, rand());
            __m512i t13 = (__m512i)vcc_insert((vcc_v16_int)t12, 4, rand());
            __m512i t14 = (__m512i)vcc_insert((vcc_v16_int)t13, 5, rand());
            __m512i t15 = (__m512i)vcc_insert((vcc_v16_int)t14, 6, rand());
            __m512i t16 = (__m512i)vcc_insert((vcc_v16_int)t15, 7, rand());
            __m512i t17 = (__m512i)vcc_insert((vcc_v16_int)t16, 8, rand());
            __m512i t18 = (__m512i)vcc_insert((vcc_v16_int)t17, 9, rand());
            __m512i t19 = (__m512i)vcc_insert((vcc_v16_int)t18, 10, rand());
            __m512i t20 = (__m512i)vcc_insert((vcc_v16_int)t19, 11, rand());
            __m512i t21 = (__m512i)vcc_insert((vcc_v16_int)t20, 12, rand());
            __m512i t22 = (__m512i)vcc_insert((vcc_v16_int)t21, 13, rand());
            __m512i t23 = (__m512i)vcc_insert((vcc_v16_int)t22, 14, rand());
            __m512i t24 = (__m512i)vcc_insert((vcc_v16_int)t23, 15, rand());
            __m512i t25 = (__m512i)((vcc_v16_int)t24 % (vcc_v16_int)_mm512_set1_epi32(11));
            __m512i t26 = _mm512_add_epi32(t8, t25);
            _mm512_storeu_si512(t4, t26);
            i_vec += 16L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = x[t27];
        y[t27] = t28 * 3 + (t28 ^ 5) * 7 + rand() % 11;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t20;
    int t28;
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
        if ((t4 >= 32L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at lane_calls.c:104 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, vector epilogue VF 8, masked remainder */
            do {
                long t8 = (long)(int)i_vec;
                __m256 x_v = _mm256_loadu_ps(x + t8);
                __m512d t9 = _mm512_cvtps_pd(x_v);
                __m512d t10 = _mm512_mul_pd(t9, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t8, t10);
                long t11 = (long)(int)(i_vec + 8L);
                __m256 x_v_1 = _mm256_loadu_ps(x + t11);
                __m512d t12 = _mm512_cvtps_pd(x_v_1);
                __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t11, t13);
                long t14 = (long)(int)(i_vec + 16L);
                __m256 x_v_2 = _mm256_loadu_ps(x + t14);
                __m512d t15 = _mm512_cvtps_pd(x_v_2);
                __m512d t16 = _mm512_mul_pd(t15, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t14, t16);
                long t17 = (long)(int)(i_vec + 24L);
                __m256 x_v_3 = _mm256_loadu_ps(x + t17);
                __m512d t18 = _mm512_cvtps_pd(x_v_3);
                __m512d t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t17, t19);
                i_vec += 32L;
            } while (i_vec < t7);
            t20 = (int)t7;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        unsigned long t22 = (unsigned long)t2;
        unsigned long t23 = (unsigned long)t3;
        if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 8L))) | ((t23 + (unsigned long)((long)t20 * 8L + 8L + (t21 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t20 * 4L))))) {
            long t24 = t21 & -8L;
            long i_vec_1 = 0L;
            do {
                long t25 = (long)(int)((long)t20 + i_vec_1);
                __m256 x_v_4 = _mm256_loadu_ps(x + t25);
                __m512d t26 = _mm512_cvtps_pd(x_v_4);
                __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t25, t27);
                i_vec_1 += 8L;
            } while (i_vec_1 < t24);
            t28 = (int)((long)t20 + t24);
        } else {
            t28 = t20;
        }
        long t29 = (long)n + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)t2;
        unsigned long t31 = (unsigned long)t3;
        if ((t29 >= 1L) & (t29 <= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
            __m256i t32 = _mm256_set1_epi32((int)(int)t29);
            __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t34 = (long)(int)(long)t28;
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t33), x + t34);
            __m512d t35 = _mm512_cvtps_pd(x_v_5);
            __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(xd + t34, _mm256_movepi32_mask(t33), t36);
            i = (int)((long)t28 + t29);
        } else {
            i = t28;
        }
        for (; i < n; i++) {
            long t37 = (long)i;
            xd[t37] = (double)x[t37] * 0.75;
        }
        const float *t38 = x;
        use_result(n, y, t38);
        unsigned long long t39 = (_mm256_zeroupper(), trace_hash());
        unsigned long t40 = (unsigned long)n;
        unsigned long t41 = t40 * 4UL;
        const void *t42 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t41)), t39);
        cond_void(n, y, t38, 40.0f);
        unsigned long long t43 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t41)), t43);
        pointer_arg(n, y, t38);
        unsigned long long t44 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t41)), t44);
        unused_double(n, yd, xd);
        unsigned long long t45 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t40 * 8UL)), t45);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t41)));
        (_mm256_zeroupper(), no_pragma(n, y, t38));
        unsigned long long t46 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t42, t41)), t46);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
