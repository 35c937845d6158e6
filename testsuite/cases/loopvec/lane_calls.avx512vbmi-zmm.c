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
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            __m512i t7 = t1;
            long t8 = (long)(int)t2;
            float *t9 = y + t8;
            const float *t10 = x + t8;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(3.0f));
            __m512 t13 = _mm512_add_ps(t12, _mm512_set1_ps(1.0f));
            __m512 t14 = (__m512)vcc_insert((vcc_v16_float)(__m512)(vcc_v16_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[0], ((vcc_v16_int)t7)[0])));
            __m512 t15 = (__m512)vcc_insert((vcc_v16_float)t14, 1, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[1], ((vcc_v16_int)t7)[1])));
            __m512 t16 = (__m512)vcc_insert((vcc_v16_float)t15, 2, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[2], ((vcc_v16_int)t7)[2])));
            __m512 t17 = (__m512)vcc_insert((vcc_v16_float)t16, 3, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[3], ((vcc_v16_int)t7)[3])));
            __m512 t18 = (__m512)vcc_insert((vcc_v16_float)t17, 4, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[4], ((vcc_v16_int)t7)[4])));
            __m512 t19 = (__m512)vcc_insert((vcc_v16_float)t18, 5, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[5], ((vcc_v16_int)t7)[5])));
            __m512 t20 = (__m512)vcc_insert((vcc_v16_float)t19, 6, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[6], ((vcc_v16_int)t7)[6])));
            __m512 t21 = (__m512)vcc_insert((vcc_v16_float)t20, 7, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[7], ((vcc_v16_int)t7)[7])));
            __m512 t22 = (__m512)vcc_insert((vcc_v16_float)t21, 8, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[8], ((vcc_v16_int)t7)[8])));
            __m512 t23 = (__m512)vcc_insert((vcc_v16_float)t22, 9, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[9], ((vcc_v16_int)t7)[9])));
            __m512 t24 = (__m512)vcc_insert((vcc_v16_float)t23, 10, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[10], ((vcc_v16_int)t7)[10])));
            __m512 t25 = (__m512)vcc_insert((vcc_v16_float)t24, 11, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[11], ((vcc_v16_int)t7)[11])));
            __m512 t26 = (__m512)vcc_insert((vcc_v16_float)t25, 12, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[12], ((vcc_v16_int)t7)[12])));
            __m512 t27 = (__m512)vcc_insert((vcc_v16_float)t26, 13, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[13], ((vcc_v16_int)t7)[13])));
            __m512 t28 = (__m512)vcc_insert((vcc_v16_float)t27, 14, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[14], ((vcc_v16_int)t7)[14])));
            __m512 t29 = (__m512)vcc_insert((vcc_v16_float)t28, 15, (_mm256_zeroupper(), scaled(((vcc_v16_float)t13)[15], ((vcc_v16_int)t7)[15])));
            __m512 t30 = _mm512_loadu_ps(t10);
            __m512 t31 = _mm512_mul_ps(t29, t30);
            __m512 t32 = _mm512_mul_ps(t30, t30);
            __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.25f));
            __m512 t34 = _mm512_sub_ps(t31, t33);
            _mm512_storeu_ps(t9, t34);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const float *t36 = x + t35;
        float t37 = (_mm256_zeroupper(), scaled(*t36 * 3.0f + 1.0f, i));
        float t38 = *t36;
        y[t35] = t37 * t38 - t38 * t38 * 0.25f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512 t5 = _mm512_set1_ps(t);
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = t6;
        __m512i t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            __m512i t8 = t1;
            long t9 = (long)(int)t2;
            const float *t10 = x + t9;
            __m512 t11 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_mul_ps(t11, t11);
            __m512 t13 = _mm512_mul_ps(_mm512_set1_ps(3.0f), t11);
            __m512 t14 = _mm512_sub_ps(t12, t13);
            __m512 t15 = _mm512_add_ps(t14, _mm512_set1_ps(1.0f));
            __mmask16 t16 = _mm512_cmp_ps_mask(t15, t5, _CMP_GT_OQ);
            __m512i t17 = _mm512_maskz_mov_epi32(t16, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t17)[0]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[0], ((vcc_v16_float)t11)[0]));
            }
            if (((vcc_v16_int)t17)[1]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[1], ((vcc_v16_float)t11)[1]));
            }
            if (((vcc_v16_int)t17)[2]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[2], ((vcc_v16_float)t11)[2]));
            }
            if (((vcc_v16_int)t17)[3]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[3], ((vcc_v16_float)t11)[3]));
            }
            if (((vcc_v16_int)t17)[4]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[4], ((vcc_v16_float)t11)[4]));
            }
            if (((vcc_v16_int)t17)[5]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[5], ((vcc_v16_float)t11)[5]));
            }
            if (((vcc_v16_int)t17)[6]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[6], ((vcc_v16_float)t11)[6]));
            }
            if (((vcc_v16_int)t17)[7]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[7], ((vcc_v16_float)t11)[7]));
            }
            if (((vcc_v16_int)t17)[8]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[8], ((vcc_v16_float)t11)[8]));
            }
            if (((vcc_v16_int)t17)[9]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[9], ((vcc_v16_float)t11)[9]));
            }
            if (((vcc_v16_int)t17)[10]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[10], ((vcc_v16_float)t11)[10]));
            }
            if (((vcc_v16_int)t17)[11]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[11], ((vcc_v16_float)t11)[11]));
            }
            if (((vcc_v16_int)t17)[12]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[12], ((vcc_v16_float)t11)[12]));
            }
            if (((vcc_v16_int)t17)[13]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[13], ((vcc_v16_float)t11)[13]));
            }
            if (((vcc_v16_int)t17)[14]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[14], ((vcc_v16_float)t11)[14]));
            }
            if (((vcc_v16_int)t17)[15]) {
                (_mm256_zeroupper(), note(((vcc_v16_int)t8)[15], ((vcc_v16_float)t11)[15]));
            }
            __m512 t18 = _mm512_mul_ps(t15, _mm512_set1_ps(0.5f));
            __m512 t19 = _mm512_loadu_ps(t10);
            __m512 t20 = _mm512_add_ps(t18, t19);
            _mm512_storeu_ps(y + t9, t20);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        const float *t22 = x + t21;
        float t23 = *t22;
        float v = t23 * t23 - 3.0f * t23 + 1.0f;
        if (v > t) {
            (_mm256_zeroupper(), note(i, t23));
        }
        y[t21] = v * 0.5f + *t22;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t4 = (long)n;
    if ((t4 >= 16L) & 1) {
        long t5 = t4 & -16L;
        __m512i t6 = _mm512_set1_epi32(0);
        __m512i t7 = t6;
        __m512i t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t8 = _mm512_set1_epi32(0);
        __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        __m512i t10 = t9;
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(3));
        __m512i t12 = _mm512_min_epu32(t10, t11);
        __m512i t2 = t12;
        long t3 = 0L;
        for (;;) {
            __m512i t13 = t1;
            long t14 = (long)(int)t3;
            __m512 t15 = _mm512_loadu_ps(x + t14);
            __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(4.0f));
            __m512 t17 = _mm512_sub_ps(t16, _mm512_set1_ps(1.0f));
            __m512 t18 = _mm512_mul_ps(t15, t15);
            __m512 t19 = _mm512_add_ps(t17, t18);
            _mm512_storeu_ps(y + t14, t19);
            __mmask16 t20 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32(1), _MM_CMPINT_EQ);
            unsigned long t21 = (unsigned long)y + (unsigned long)t14 * 4UL;
            __m512i t22 = _mm512_maskz_mov_epi32(t20, _mm512_set1_epi32(1));
            if (((vcc_v16_int)t22)[0]) {
                (_mm256_zeroupper(), bump((float *)t21, ((vcc_v16_int)t13)[0]));
            }
            if (((vcc_v16_int)t22)[1]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 4UL), ((vcc_v16_int)t13)[1]));
            }
            if (((vcc_v16_int)t22)[2]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 8UL), ((vcc_v16_int)t13)[2]));
            }
            if (((vcc_v16_int)t22)[3]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 12UL), ((vcc_v16_int)t13)[3]));
            }
            if (((vcc_v16_int)t22)[4]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 16UL), ((vcc_v16_int)t13)[4]));
            }
            if (((vcc_v16_int)t22)[5]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 20UL), ((vcc_v16_int)t13)[5]));
            }
            if (((vcc_v16_int)t22)[6]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 24UL), ((vcc_v16_int)t13)[6]));
            }
            if (((vcc_v16_int)t22)[7]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 28UL), ((vcc_v16_int)t13)[7]));
            }
            if (((vcc_v16_int)t22)[8]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 32UL), ((vcc_v16_int)t13)[8]));
            }
            if (((vcc_v16_int)t22)[9]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 36UL), ((vcc_v16_int)t13)[9]));
            }
            if (((vcc_v16_int)t22)[10]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 40UL), ((vcc_v16_int)t13)[10]));
            }
            if (((vcc_v16_int)t22)[11]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 44UL), ((vcc_v16_int)t13)[11]));
            }
            if (((vcc_v16_int)t22)[12]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 48UL), ((vcc_v16_int)t13)[12]));
            }
            if (((vcc_v16_int)t22)[13]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 52UL), ((vcc_v16_int)t13)[13]));
            }
            if (((vcc_v16_int)t22)[14]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 56UL), ((vcc_v16_int)t13)[14]));
            }
            if (((vcc_v16_int)t22)[15]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 60UL), ((vcc_v16_int)t13)[15]));
            }
            t3 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t23 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
            __m512i t24 = t23;
            __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(3));
            __m512i t26 = _mm512_min_epu32(t24, t25);
            t2 = t26;
            if (t3 >= t5) {
                i = (int)t5;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float *t28 = y + t27;
        float t29 = x[t27];
        *t28 = t29 * 4.0f - 1.0f + t29 * t29;
        if ((i % 3) == 1) {
            (_mm256_zeroupper(), bump(t28, i));
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void unused_double(int n, double *restrict y, const double *restrict x) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        for (;;) {
            __m256i t7 = t1;
            long t8 = (long)(int)t2;
            const double *t9 = x + t8;
            __m512d t10 = _mm512_loadu_pd(t9);
            __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(1.5));
            __m512d t12 = _mm512_mul_pd(_mm512_set1_pd(2.0), t10);
            __m512d t13 = _mm512_mul_pd(t12, t10);
            __m512d t14 = _mm512_add_pd(t11, t13);
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[0], ((vcc_v8_int)t7)[0]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[1], ((vcc_v8_int)t7)[1]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[2], ((vcc_v8_int)t7)[2]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[3], ((vcc_v8_int)t7)[3]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[4], ((vcc_v8_int)t7)[4]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[5], ((vcc_v8_int)t7)[5]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[6], ((vcc_v8_int)t7)[6]));
            (_mm256_zeroupper(), counted(((vcc_v8_double)t14)[7], ((vcc_v8_int)t7)[7]));
            __m512d t15 = _mm512_loadu_pd(t9);
            __m512d t16 = _mm512_sub_pd(t14, t15);
            _mm512_storeu_pd(y + t8, t16);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            if (t2 >= t4) {
                i = (int)t4;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        const double *t18 = x + t17;
        double t19 = *t18;
        double d = t19 * 1.5 + 2.0 * t19 * t19;
        (_mm256_zeroupper(), counted(d, i));
        y[t17] = d - *t18;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void library_call(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            int *t5 = y + t4;
            __m512i t6 = _mm512_loadu_si512(x + t4);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(3));
            __m512i t8 = _mm512_xor_si512(t6, _mm512_set1_epi32(5));
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(7));
            __m512i t10 = _mm512_add_epi32(t7, t9);
            __m512i t11 = (__m512i)vcc_insert((vcc_v16_int)(__m512i)(vcc_v16_int){0}, 0, rand());
            __m512i t12 = (__m512i)vcc_insert((vcc_v16_int)t11, 1, rand());
            __m512i t13 = (__m512i)vcc_insert((vcc_v16_int)t12, 2, rand());
            __m512i t14 = (__m512i)vcc_insert((vcc_v16_int)t13, 3, rand());
            __m512i t15 = (__m512i)vcc_insert((vcc_v16_int)t14, 4, rand());
            __m512i t16 = (__m512i)vcc_insert((vcc_v16_int)t15, 5, rand());
            __m512i t17 = (__m512i)vcc_insert((vcc_v16_int)t16, 6, rand());
            __m512i t18 = (__m512i)vcc_insert((vcc_v16_int)t17, 7, rand());
            __m512i t19 = (__m512i)vcc_insert((vcc_v16_int)t18, 8, rand());
            __m512i t20 = (__m512i)vcc_insert((vcc_v16_int)t19, 9, rand());
            __m512i t21 = (__m512i)vcc_insert((vcc_v16_int)t20, 10, rand());
            __m512i t22 = (__m512i)vcc_insert((vcc_v16_int)t21, 11, rand());
            __m512i t23 = (__m512i)vcc_insert((vcc_v16_int)t22, 12, rand());
            __m512i t24 = (__m512i)vcc_insert((vcc_v16_int)t23, 13, rand());
            __m512i t25 = (__m512i)vcc_insert((vcc_v16_int)t24, 14, rand());
            __m512i t26 = (__m512i)vcc_insert((vcc_v16_int)t25, 15, rand());
            __m512i t27 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)_mm512_set1_epi32(11));
            __m512i t28 = _mm512_add_epi32(t10, t27);
            _mm512_storeu_si512(t5, t28);
            t1 += 16L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = x[t29];
        y[t29] = t30 * 3 + (t30 ^ 5) * 7 + rand() % 11;
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
    int t3;
    int t26;
    int t35;
    int i;
    srand(7U);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)t4;
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *xd = (double *)t5;
        double *yd = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *xi = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *yi = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)((_mm256_zeroupper(), next_rand()) % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)((_mm256_zeroupper(), next_rand()) % 201U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 32L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -32L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                __m256 t11 = _mm256_loadu_ps(x + t10);
                __m512d t12 = _mm512_cvtps_pd(t11);
                __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t10, t13);
                long t14 = (long)(int)(t1 + 8L);
                __m256 t15 = _mm256_loadu_ps(x + t14);
                __m512d t16 = _mm512_cvtps_pd(t15);
                __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t14, t17);
                long t18 = (long)(int)(t1 + 16L);
                __m256 t19 = _mm256_loadu_ps(x + t18);
                __m512d t20 = _mm512_cvtps_pd(t19);
                __m512d t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t18, t21);
                long t22 = (long)(int)(t1 + 24L);
                __m256 t23 = _mm256_loadu_ps(x + t22);
                __m512d t24 = _mm512_cvtps_pd(t23);
                __m512d t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t22, t25);
                t1 += 32L;
            } while (t1 < t9);
            t26 = (int)t9;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t4;
        unsigned long t29 = (unsigned long)t5;
        if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 8L))) | ((t29 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t26 * 4L))))) {
            long t30 = t27 & -8L;
            long t2 = 0L;
            do {
                long t31 = (long)(int)((long)t26 + t2);
                __m256 t32 = _mm256_loadu_ps(x + t31);
                __m512d t33 = _mm512_cvtps_pd(t32);
                __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.75));
                _mm512_storeu_pd(xd + t31, t34);
                t2 += 8L;
            } while (t2 < t30);
            t35 = (int)((long)t26 + t30);
        } else {
            t35 = t26;
        }
        long t36 = (long)n + (long)t35 * -1L;
        unsigned long t37 = (unsigned long)t4;
        unsigned long t38 = (unsigned long)t5;
        if ((t36 >= 1L) & (t36 <= 8L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 8L))) | ((t38 + (unsigned long)((long)t35 * 8L + 8L + (t36 - 1L) * 8L)) <= (t37 + (unsigned long)((long)t35 * 4L))))) {
            __m256i t39 = _mm256_set1_epi32((int)(int)t36);
            __m256i t40 = _mm256_cmpgt_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t41 = (long)(int)(long)t35;
            __m256 t42 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t40), x + t41);
            __m512d t43 = _mm512_cvtps_pd(t42);
            __m512d t44 = _mm512_mul_pd(t43, _mm512_set1_pd(0.75));
            _mm512_mask_storeu_pd(xd + t41, _mm256_movepi32_mask(t40), t44);
            i = (int)((long)t35 + t36);
        } else {
            i = t35;
        }
        for (; i < n; i++) {
            long t45 = (long)i;
            xd[t45] = (double)x[t45] * 0.75;
        }
        const float *t46 = x;
        use_result(n, y, t46);
        unsigned long long t47 = (_mm256_zeroupper(), trace_hash());
        unsigned long t48 = (unsigned long)n;
        unsigned long t49 = t48 * 4UL;
        const void *t50 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t50, t49)), t47);
        cond_void(n, y, t46, 40.0f);
        unsigned long long t51 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t50, t49)), t51);
        pointer_arg(n, y, t46);
        unsigned long long t52 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t50, t49)), t52);
        unused_double(n, yd, xd);
        unsigned long long t53 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t48 * 8UL)), t53);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t49)));
        (_mm256_zeroupper(), no_pragma(n, y, t46));
        unsigned long long t54 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t50, t49)), t54);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
