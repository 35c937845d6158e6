/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=5 neon=5 sse2=5 */
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
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            float *t4 = y + i_vec;
            const float *t5 = x + i_vec;
            __m512 x_v = _mm512_loadu_ps(t5);
            __m512 t6 = _mm512_mul_ps(x_v, _mm512_set1_ps(3.0f));
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.0f));
            __m512 t8 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[0], ((vcc_v16_int)(__m512i)i_v)[0])));
            __m512 t9 = (__m512)vcc_insert((vcc_v16_float)t8, 1, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[1], ((vcc_v16_int)(__m512i)i_v)[1])));
            __m512 t10 = (__m512)vcc_insert((vcc_v16_float)t9, 2, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[2], ((vcc_v16_int)(__m512i)i_v)[2])));
            __m512 t11 = (__m512)vcc_insert((vcc_v16_float)t10, 3, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[3], ((vcc_v16_int)(__m512i)i_v)[3])));
            __m512 t12 = (__m512)vcc_insert((vcc_v16_float)t11, 4, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[4], ((vcc_v16_int)(__m512i)i_v)[4])));
            __m512 t13 = (__m512)vcc_insert((vcc_v16_float)t12, 5, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[5], ((vcc_v16_int)(__m512i)i_v)[5])));
            __m512 t14 = (__m512)vcc_insert((vcc_v16_float)t13, 6, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[6], ((vcc_v16_int)(__m512i)i_v)[6])));
            __m512 t15 = (__m512)vcc_insert((vcc_v16_float)t14, 7, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[7], ((vcc_v16_int)(__m512i)i_v)[7])));
            __m512 t16 = (__m512)vcc_insert((vcc_v16_float)t15, 8, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[8], ((vcc_v16_int)(__m512i)i_v)[8])));
            __m512 t17 = (__m512)vcc_insert((vcc_v16_float)t16, 9, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[9], ((vcc_v16_int)(__m512i)i_v)[9])));
            __m512 t18 = (__m512)vcc_insert((vcc_v16_float)t17, 10, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[10], ((vcc_v16_int)(__m512i)i_v)[10])));
            __m512 t19 = (__m512)vcc_insert((vcc_v16_float)t18, 11, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[11], ((vcc_v16_int)(__m512i)i_v)[11])));
            __m512 t20 = (__m512)vcc_insert((vcc_v16_float)t19, 12, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[12], ((vcc_v16_int)(__m512i)i_v)[12])));
            __m512 t21 = (__m512)vcc_insert((vcc_v16_float)t20, 13, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[13], ((vcc_v16_int)(__m512i)i_v)[13])));
            __m512 t22 = (__m512)vcc_insert((vcc_v16_float)t21, 14, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[14], ((vcc_v16_int)(__m512i)i_v)[14])));
            __m512 t23 = (__m512)vcc_insert((vcc_v16_float)t22, 15, (_mm256_zeroupper(), scaled(((vcc_v16_float)t7)[15], ((vcc_v16_int)(__m512i)i_v)[15])));
            __m512 x_v_1 = _mm512_loadu_ps(t5);
            __m512 t24 = _mm512_mul_ps(t23, x_v_1);
            __m512 t25 = _mm512_mul_ps(x_v_1, x_v_1);
            __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.25f));
            __m512 t27 = _mm512_sub_ps(t24, t26);
            _mm512_storeu_ps(t4, t27);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        const float *t29 = x + t28;
        float t30 = (_mm256_zeroupper(), scaled(*t29 * 3.0f + 1.0f, i));
        float t31 = *t29;
        y[t28] = t30 * t31 - t31 * t31 * 0.25f;
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
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        for (;;) {
            const float *t4 = x + i_vec;
            __m512 x_v = _mm512_loadu_ps(t4);
            __m512 t5 = _mm512_mul_ps(x_v, x_v);
            __m512 t6 = _mm512_mul_ps(_mm512_set1_ps(3.0f), x_v);
            __m512 t7 = _mm512_sub_ps(t5, t6);
            __m512 v_v = _mm512_add_ps(t7, _mm512_set1_ps(1.0f));
            __mmask16 t8 = _mm512_cmp_ps_mask(v_v, t_v, _CMP_GT_OQ);
            __m512i t9 = _mm512_maskz_mov_epi32(t8, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t9)[0]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[0], ((vcc_v16_float)x_v)[0]));
            }
            if (((vcc_v16_int)t9)[1]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[1], ((vcc_v16_float)x_v)[1]));
            }
            if (((vcc_v16_int)t9)[2]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[2], ((vcc_v16_float)x_v)[2]));
            }
            if (((vcc_v16_int)t9)[3]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[3], ((vcc_v16_float)x_v)[3]));
            }
            if (((vcc_v16_int)t9)[4]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[4], ((vcc_v16_float)x_v)[4]));
            }
            if (((vcc_v16_int)t9)[5]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[5], ((vcc_v16_float)x_v)[5]));
            }
            if (((vcc_v16_int)t9)[6]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[6], ((vcc_v16_float)x_v)[6]));
            }
            if (((vcc_v16_int)t9)[7]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[7], ((vcc_v16_float)x_v)[7]));
            }
            if (((vcc_v16_int)t9)[8]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[8], ((vcc_v16_float)x_v)[8]));
            }
            if (((vcc_v16_int)t9)[9]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[9], ((vcc_v16_float)x_v)[9]));
            }
            if (((vcc_v16_int)t9)[10]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[10], ((vcc_v16_float)x_v)[10]));
            }
            if (((vcc_v16_int)t9)[11]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[11], ((vcc_v16_float)x_v)[11]));
            }
            if (((vcc_v16_int)t9)[12]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[12], ((vcc_v16_float)x_v)[12]));
            }
            if (((vcc_v16_int)t9)[13]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[13], ((vcc_v16_float)x_v)[13]));
            }
            if (((vcc_v16_int)t9)[14]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[14], ((vcc_v16_float)x_v)[14]));
            }
            if (((vcc_v16_int)t9)[15]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)(__m512i)i_v)[15], ((vcc_v16_float)x_v)[15]));
            }
            __m512 t10 = _mm512_mul_ps(v_v, _mm512_set1_ps(0.5f));
            __m512 x_v_1 = _mm512_loadu_ps(t4);
            __m512 t11 = _mm512_add_ps(t10, x_v_1);
            _mm512_storeu_ps(y + i_vec, t11);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        const float *t13 = x + t12;
        float t14 = *t13;
        float v = t14 * t14 - 3.0f * t14 + 1.0f;
        if (v > t) {
            (_mm256_zeroupper(), note(i, t14));
        }
        y[t12] = v * 0.5f + *t13;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if ((t2 >= 16L) & 1) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(3));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 16, UF 1, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t8 = _mm512_mul_ps(x_v, _mm512_set1_ps(4.0f));
            __m512 t9 = _mm512_sub_ps(t8, _mm512_set1_ps(1.0f));
            __m512 t10 = _mm512_mul_ps(x_v, x_v);
            __m512 t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(y + i_vec, t11);
            __mmask16 t12 = _mm512_cmp_epi32_mask((__m512i)t1, _mm512_set1_epi32(1), _MM_CMPINT_EQ);
            unsigned long t13 = (unsigned long)y + (unsigned long)i_vec * 4UL;
            __m512i t14 = _mm512_maskz_mov_epi32(t12, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t14)[0]) {
                (_mm256_zeroupper(), bump((float *)t13, ((vcc_v16_int)(__m512i)i_v)[0]));
            }
            if (((vcc_v16_int)t14)[1]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 4UL), ((vcc_v16_int)(__m512i)i_v)[1]));
            }
            if (((vcc_v16_int)t14)[2]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 8UL), ((vcc_v16_int)(__m512i)i_v)[2]));
            }
            if (((vcc_v16_int)t14)[3]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 12UL), ((vcc_v16_int)(__m512i)i_v)[3]));
            }
            if (((vcc_v16_int)t14)[4]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 16UL), ((vcc_v16_int)(__m512i)i_v)[4]));
            }
            if (((vcc_v16_int)t14)[5]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 20UL), ((vcc_v16_int)(__m512i)i_v)[5]));
            }
            if (((vcc_v16_int)t14)[6]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 24UL), ((vcc_v16_int)(__m512i)i_v)[6]));
            }
            if (((vcc_v16_int)t14)[7]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 28UL), ((vcc_v16_int)(__m512i)i_v)[7]));
            }
            if (((vcc_v16_int)t14)[8]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 32UL), ((vcc_v16_int)(__m512i)i_v)[8]));
            }
            if (((vcc_v16_int)t14)[9]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 36UL), ((vcc_v16_int)(__m512i)i_v)[9]));
            }
            if (((vcc_v16_int)t14)[10]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 40UL), ((vcc_v16_int)(__m512i)i_v)[10]));
            }
            if (((vcc_v16_int)t14)[11]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 44UL), ((vcc_v16_int)(__m512i)i_v)[11]));
            }
            if (((vcc_v16_int)t14)[12]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 48UL), ((vcc_v16_int)(__m512i)i_v)[12]));
            }
            if (((vcc_v16_int)t14)[13]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 52UL), ((vcc_v16_int)(__m512i)i_v)[13]));
            }
            if (((vcc_v16_int)t14)[14]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 56UL), ((vcc_v16_int)(__m512i)i_v)[14]));
            }
            if (((vcc_v16_int)t14)[15]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 60UL), ((vcc_v16_int)(__m512i)i_v)[15]));
            }
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(3));
            t1 = (vcc_v16_int)_mm512_min_epu32(t15, t16);
            if (i_vec >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float *t18 = y + t17;
        float t19 = x[t17];
        *t18 = t19 * 4.0f - 1.0f + t19 * t19;
        if ((i % 3) == 1) {
            (_mm256_zeroupper(), bump(t18, i));
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
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            const double *t4 = x + i_vec;
            __m512d x_v = _mm512_loadu_pd(t4);
            __m512d t5 = _mm512_mul_pd(x_v, _mm512_set1_pd(1.5));
            __m512d t6 = _mm512_mul_pd(_mm512_set1_pd(2.0), x_v);
            __m512d t7 = _mm512_mul_pd(t6, x_v);
            __m512d d_v = _mm512_add_pd(t5, t7);
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[0], ((vcc_v8_int)(__m256i)i_v)[0]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[1], ((vcc_v8_int)(__m256i)i_v)[1]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[2], ((vcc_v8_int)(__m256i)i_v)[2]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[3], ((vcc_v8_int)(__m256i)i_v)[3]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[4], ((vcc_v8_int)(__m256i)i_v)[4]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[5], ((vcc_v8_int)(__m256i)i_v)[5]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[6], ((vcc_v8_int)(__m256i)i_v)[6]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)d_v)[7], ((vcc_v8_int)(__m256i)i_v)[7]));
            __m512d x_v_1 = _mm512_loadu_pd(t4);
            __m512d t8 = _mm512_sub_pd(d_v, x_v_1);
            _mm512_storeu_pd(y + i_vec, t8);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        const double *t10 = x + t9;
        double t11 = *t10;
        double d = t11 * 1.5 + 2.0 * t11 * t11;
        (_mm256_zeroupper(), counted(d, i));
        y[t9] = d - *t10;
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
            int *t3 = y + i_vec;
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t4 = _mm512_mullo_epi32(x_v, _mm512_set1_epi32(3));
            __m512i t5 = _mm512_xor_si512(x_v, _mm512_set1_epi32(5));
            __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(7));
            __m512i t7 = _mm512_add_epi32(t4, t6);
            __m512i t8 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, rand());
            __m512i t9 = (__m512i)vcc_insert((vcc_v16_int)t8, 1, rand());
            __m512i t10 = (__m512i)vcc_insert((vcc_v16_int)t9, 2, rand());
            __m512i t11 = (__m512i)vcc_insert((vcc_v16_int)t10, 3, rand());
            __m512i t12 = (__m512i)vcc_insert((vcc_v16_int)t11, 4, rand());
            __m512i t13 = (__m512i)vcc_insert((vcc_v16_int)t12, 5, rand());
            __m512i t14 = (__m512i)vcc_insert((vcc_v16_int)t13, 6, rand());
            __m512i t15 = (__m512i)vcc_insert((vcc_v16_int)t14, 7, rand());
            __m512i t16 = (__m512i)vcc_insert((vcc_v16_int)t15, 8, rand());
            __m512i t17 = (__m512i)vcc_insert((vcc_v16_int)t16, 9, rand());
            __m512i t18 = (__m512i)vcc_insert((vcc_v16_int)t17, 10, rand());
            __m512i t19 = (__m512i)vcc_insert((vcc_v16_int)t18, 11, rand());
            __m512i t20 = (__m512i)vcc_insert((vcc_v16_int)t19, 12, rand());
            __m512i t21 = (__m512i)vcc_insert((vcc_v16_int)t20, 13, rand());
            __m512i t22 = (__m512i)vcc_insert((vcc_v16_int)t21, 14, rand());
            __m512i t23 = (__m512i)vcc_insert((vcc_v16_int)t22, 15, rand());
            __m512i t24 = (__m512i)((vcc_v16_int)t23 % (vcc_v16_int)_mm512_set1_epi32(11));
            __m512i t25 = _mm512_add_epi32(t7, t24);
            _mm512_storeu_si512(t3, t25);
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
        long t26 = (long)i;
        int t27 = x[t26];
        y[t26] = t27 * 3 + (t27 ^ 5) * 7 + rand() % 11;
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
    int t19;
    int t27;
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
                __m256 x_v = _mm256_loadu_ps(x + i_vec);
                __m512d t8 = _mm512_cvtps_pd(x_v);
                __m512d t9 = _mm512_mul_pd(t8, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + i_vec, t9);
                long t10 = i_vec + 8L;
                __m256 x_v_1 = _mm256_loadu_ps(x + t10);
                __m512d t11 = _mm512_cvtps_pd(x_v_1);
                __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t10, t12);
                long t13 = i_vec + 16L;
                __m256 x_v_2 = _mm256_loadu_ps(x + t13);
                __m512d t14 = _mm512_cvtps_pd(x_v_2);
                __m512d t15 = _mm512_mul_pd(t14, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t13, t15);
                long t16 = i_vec + 24L;
                __m256 x_v_3 = _mm256_loadu_ps(x + t16);
                __m512d t17 = _mm512_cvtps_pd(x_v_3);
                __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t16, t18);
                i_vec += 32L;
            } while (i_vec < t7);
            t19 = (int)t7;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
            long t23 = t20 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at lane_calls.c:104 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, scalar epilogue */
            do {
                long t24 = (long)t19 + i_vec_1;
                __m256 x_v_4 = _mm256_loadu_ps(x + t24);
                __m512d t25 = _mm512_cvtps_pd(x_v_4);
                __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t24, t26);
                i_vec_1 += 8L;
            } while (i_vec_1 < t23);
            t27 = (int)((long)t19 + t23);
        } else {
            t27 = t19;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 1L) & (t28 <= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            __m256i t31 = _mm256_set1_epi32((int)(int)t28);
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t33 = (long)t27;
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t32), x + t33);
            __m512d t34 = _mm512_cvtps_pd(x_v_5);
            __m512d t35 = _mm512_mul_pd(t34, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(xd + t33, _mm256_movepi32_mask(t32), t35);
            i = (int)((long)t27 + t28);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t36 = (long)i;
            xd[t36] = (double)x[t36] * 0.75;
        }
        const float *t37 = x;
        use_result(n, y, t37);
        unsigned long long t38 = (_mm256_zeroupper(), trace_hash());
        unsigned long t39 = (unsigned long)n;
        unsigned long t40 = t39 * 4UL;
        const void *t41 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)), t38);
        cond_void(n, y, t37, 40.0f);
        unsigned long long t42 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)), t42);
        pointer_arg(n, y, t37);
        unsigned long long t43 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)), t43);
        unused_double(n, yd, xd);
        unsigned long long t44 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t39 * 8UL)), t44);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t40)));
        (_mm256_zeroupper(), no_pragma(n, y, t37));
        unsigned long long t45 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t41, t40)), t45);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
