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
            float *t9 = y + t8;
            const float *t10 = x + t8;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(3.0f));
            __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
            __m256 t14 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[0], ((vcc_v8_int)t7)[0])));
            __m256 t15 = (__m256)vcc_insert((vcc_v8_float)t14, 1, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[1], ((vcc_v8_int)t7)[1])));
            __m256 t16 = (__m256)vcc_insert((vcc_v8_float)t15, 2, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[2], ((vcc_v8_int)t7)[2])));
            __m256 t17 = (__m256)vcc_insert((vcc_v8_float)t16, 3, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[3], ((vcc_v8_int)t7)[3])));
            __m256 t18 = (__m256)vcc_insert((vcc_v8_float)t17, 4, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[4], ((vcc_v8_int)t7)[4])));
            __m256 t19 = (__m256)vcc_insert((vcc_v8_float)t18, 5, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[5], ((vcc_v8_int)t7)[5])));
            __m256 t20 = (__m256)vcc_insert((vcc_v8_float)t19, 6, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[6], ((vcc_v8_int)t7)[6])));
            __m256 t21 = (__m256)vcc_insert((vcc_v8_float)t20, 7, (_mm256_zeroupper(), scaled(((vcc_v8_float)t13)[7], ((vcc_v8_int)t7)[7])));
            __m256 t22 = _mm256_loadu_ps(t10);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            __m256 t24 = _mm256_mul_ps(t22, t22);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.25f));
            __m256 t26 = _mm256_sub_ps(t23, t25);
            _mm256_storeu_ps(t9, t26);
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
        long t27 = (long)i;
        const float *t28 = x + t27;
        float t29 = (_mm256_zeroupper(), scaled(*t28 * 3.0f + 1.0f, i));
        float t30 = *t28;
        y[t27] = t29 * t30 - t30 * t30 * 0.25f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256 t5 = _mm256_set1_ps(t);
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        for (;;) {
            __m256i t8 = t1;
            long t9 = (long)(int)t2;
            const float *t10 = x + t9;
            __m256 t11 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_mul_ps(t11, t11);
            __m256 t13 = _mm256_mul_ps(_mm256_set1_ps(3.0f), t11);
            __m256 t14 = _mm256_sub_ps(t12, t13);
            __m256 t15 = _mm256_add_ps(t14, _mm256_set1_ps(1.0f));
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(t15, t5, _CMP_GT_OQ));
            __m256i t17 = (__m256i)__builtin_convertvector((vcc_m8)t16 & 1, vcc_v8_int);
            if (((vcc_v8_int)t17)[0]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[0], ((vcc_v8_float)t11)[0]));
            }
            if (((vcc_v8_int)t17)[1]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[1], ((vcc_v8_float)t11)[1]));
            }
            if (((vcc_v8_int)t17)[2]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[2], ((vcc_v8_float)t11)[2]));
            }
            if (((vcc_v8_int)t17)[3]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[3], ((vcc_v8_float)t11)[3]));
            }
            if (((vcc_v8_int)t17)[4]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[4], ((vcc_v8_float)t11)[4]));
            }
            if (((vcc_v8_int)t17)[5]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[5], ((vcc_v8_float)t11)[5]));
            }
            if (((vcc_v8_int)t17)[6]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[6], ((vcc_v8_float)t11)[6]));
            }
            if (((vcc_v8_int)t17)[7]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)t8)[7], ((vcc_v8_float)t11)[7]));
            }
            __m256 t18 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            __m256 t19 = _mm256_loadu_ps(t10);
            __m256 t20 = _mm256_add_ps(t18, t19);
            _mm256_storeu_ps(y + t9, t20);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    vcc_no_contract_body
    int i;
    long t4 = (long)n;
    if ((t4 >= 8L) & 1) {
        long t5 = t4 & -8L;
        __m256i t6 = _mm256_set1_epi32(0);
        __m256i t7 = t6;
        __m256i t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t8 = _mm256_set1_epi32(0);
        __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(3));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t2 = t12;
        long t3 = 0L;
        for (;;) {
            __m256i t13 = t1;
            long t14 = (long)(int)t3;
            __m256 t15 = _mm256_loadu_ps(x + t14);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(4.0f));
            __m256 t17 = _mm256_sub_ps(t16, _mm256_set1_ps(1.0f));
            __m256 t18 = _mm256_mul_ps(t15, t15);
            __m256 t19 = _mm256_add_ps(t17, t18);
            _mm256_storeu_ps(y + t14, t19);
            __m256i t20 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(1));
            unsigned long t21 = (unsigned long)y + (unsigned long)t14 * 4UL;
            __m256i t22 = (__m256i)__builtin_convertvector((vcc_m8)t20 & 1, vcc_v8_int);
            if (((vcc_v8_int)t22)[0]) {
                (_mm256_zeroupper(), bump((float *)t21, ((vcc_v8_int)t13)[0]));
            }
            if (((vcc_v8_int)t22)[1]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 4UL), ((vcc_v8_int)t13)[1]));
            }
            if (((vcc_v8_int)t22)[2]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 8UL), ((vcc_v8_int)t13)[2]));
            }
            if (((vcc_v8_int)t22)[3]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 12UL), ((vcc_v8_int)t13)[3]));
            }
            if (((vcc_v8_int)t22)[4]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 16UL), ((vcc_v8_int)t13)[4]));
            }
            if (((vcc_v8_int)t22)[5]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 20UL), ((vcc_v8_int)t13)[5]));
            }
            if (((vcc_v8_int)t22)[6]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 24UL), ((vcc_v8_int)t13)[6]));
            }
            if (((vcc_v8_int)t22)[7]) {
                (_mm256_zeroupper(), bump((float *)(t21 + 28UL), ((vcc_v8_int)t13)[7]));
            }
            t3 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t23 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t24 = t23;
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(3));
            __m256i t26 = _mm256_min_epu32(t24, t25);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void unused_double(int n, double *restrict y, const double *restrict x) {
    vcc_no_contract_body
    int t31;
    int i;
    long t5 = (long)n;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        __m128i t7 = _mm_set1_epi32(0);
        __m128i t8 = t7;
        __m128i t1 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        long t2 = 0L;
        for (;;) {
            long t9 = t2 + 4L;
            __m128i t10 = t1;
            long t11 = (long)(int)t2;
            const double *t12 = x + t11;
            __m256d t13 = _mm256_loadu_pd(t12);
            __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(1.5));
            __m256d t15 = _mm256_mul_pd(_mm256_set1_pd(2.0), t13);
            __m256d t16 = _mm256_mul_pd(t15, t13);
            __m256d t17 = _mm256_add_pd(t14, t16);
            (_mm256_zeroupper(), counted(((vcc_v4_double)t17)[0], ((vcc_v4_int)t10)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t17)[1], ((vcc_v4_int)t10)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t17)[2], ((vcc_v4_int)t10)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t17)[3], ((vcc_v4_int)t10)[3]));
            __m256d t18 = _mm256_loadu_pd(t12);
            __m256d t19 = _mm256_sub_pd(t17, t18);
            _mm256_storeu_pd(y + t11, t19);
            __m128i t20 = _mm_add_epi32(t1, _mm_set1_epi32(4));
            __m128i t21 = t20;
            long t22 = (long)(int)t9;
            const double *t23 = x + t22;
            __m256d t24 = _mm256_loadu_pd(t23);
            __m256d t25 = _mm256_mul_pd(t24, _mm256_set1_pd(1.5));
            __m256d t26 = _mm256_mul_pd(_mm256_set1_pd(2.0), t24);
            __m256d t27 = _mm256_mul_pd(t26, t24);
            __m256d t28 = _mm256_add_pd(t25, t27);
            (_mm256_zeroupper(), counted(((vcc_v4_double)t28)[0], ((vcc_v4_int)t21)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t28)[1], ((vcc_v4_int)t21)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t28)[2], ((vcc_v4_int)t21)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t28)[3], ((vcc_v4_int)t21)[3]));
            __m256d t29 = _mm256_loadu_pd(t23);
            __m256d t30 = _mm256_sub_pd(t28, t29);
            _mm256_storeu_pd(y + t22, t30);
            t2 += 8L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32(8));
            if (t2 >= t6) {
                t31 = (int)t6;
                break;
            }
        }
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        __m128i t34 = _mm_set1_epi32((int)t31);
        __m128i t35 = t34;
        __m128i t3 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
        long t4 = 0L;
        for (;;) {
            __m128i t36 = t3;
            long t37 = (long)(int)((long)t31 + t4);
            const double *t38 = x + t37;
            __m256d t39 = _mm256_loadu_pd(t38);
            __m256d t40 = _mm256_mul_pd(t39, _mm256_set1_pd(1.5));
            __m256d t41 = _mm256_mul_pd(_mm256_set1_pd(2.0), t39);
            __m256d t42 = _mm256_mul_pd(t41, t39);
            __m256d t43 = _mm256_add_pd(t40, t42);
            (_mm256_zeroupper(), counted(((vcc_v4_double)t43)[0], ((vcc_v4_int)t36)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t43)[1], ((vcc_v4_int)t36)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t43)[2], ((vcc_v4_int)t36)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)t43)[3], ((vcc_v4_int)t36)[3]));
            __m256d t44 = _mm256_loadu_pd(t38);
            __m256d t45 = _mm256_sub_pd(t43, t44);
            _mm256_storeu_pd(y + t37, t45);
            t4 += 4L;
            t3 = _mm_add_epi32(t3, _mm_set1_epi32(4));
            if (t4 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        const double *t47 = x + t46;
        double t48 = *t47;
        double d = t48 * 1.5 + 2.0 * t48 * t48;
        (_mm256_zeroupper(), counted(d, i));
        y[t46] = d - *t47;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void library_call(int n, int *restrict y, const int *restrict x) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        for (;;) {
            long t4 = (long)(int)t1;
            int *t5 = y + t4;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(x + t4));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(3));
            __m256i t8 = _mm256_xor_si256(t6, _mm256_set1_epi32(5));
            __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(7));
            __m256i t10 = _mm256_add_epi32(t7, t9);
            __m256i t11 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, rand());
            __m256i t12 = (__m256i)vcc_insert((vcc_v8_int)t11, 1, rand());
            __m256i t13 = (__m256i)vcc_insert((vcc_v8_int)t12, 2, rand());
            __m256i t14 = (__m256i)vcc_insert((vcc_v8_int)t13, 3, rand());
            __m256i t15 = (__m256i)vcc_insert((vcc_v8_int)t14, 4, rand());
            __m256i t16 = (__m256i)vcc_insert((vcc_v8_int)t15, 5, rand());
            __m256i t17 = (__m256i)vcc_insert((vcc_v8_int)t16, 6, rand());
            __m256i t18 = (__m256i)vcc_insert((vcc_v8_int)t17, 7, rand());
            __m256i t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32(11));
            __m256i t20 = _mm256_add_epi32(t10, t19);
            _mm256_storeu_si256((__m256i *)t5, t20);
            t1 += 8L;
            if (t1 >= t3) {
                i = (int)t3;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        int t22 = x[t21];
        y[t21] = t22 * 3 + (t22 ^ 5) * 7 + rand() % 11;
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
    int t3;
    int t26;
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
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -16L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                __m128 t11 = _mm_loadu_ps(x + t10);
                __m256d t12 = _mm256_cvtps_pd(t11);
                __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t10, t13);
                long t14 = (long)(int)(t1 + 4L);
                __m128 t15 = _mm_loadu_ps(x + t14);
                __m256d t16 = _mm256_cvtps_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t14, t17);
                long t18 = (long)(int)(t1 + 8L);
                __m128 t19 = _mm_loadu_ps(x + t18);
                __m256d t20 = _mm256_cvtps_pd(t19);
                __m256d t21 = _mm256_mul_pd(t20, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t18, t21);
                long t22 = (long)(int)(t1 + 12L);
                __m128 t23 = _mm_loadu_ps(x + t22);
                __m256d t24 = _mm256_cvtps_pd(t23);
                __m256d t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t22, t25);
                t1 += 16L;
            } while (t1 < t9);
            t26 = (int)t9;
        } else {
            t26 = 0;
        }
        long t27 = (long)n + (long)t26 * -1L;
        unsigned long t28 = (unsigned long)t4;
        unsigned long t29 = (unsigned long)t5;
        if ((t27 >= 4L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 8L))) | ((t29 + (unsigned long)((long)t26 * 8L + 8L + (t27 - 1L) * 8L)) <= (t28 + (unsigned long)((long)t26 * 4L))))) {
            long t30 = t27 & -4L;
            long t2 = 0L;
            do {
                long t31 = (long)(int)((long)t26 + t2);
                __m128 t32 = _mm_loadu_ps(x + t31);
                __m256d t33 = _mm256_cvtps_pd(t32);
                __m256d t34 = _mm256_mul_pd(t33, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t31, t34);
                t2 += 4L;
            } while (t2 < t30);
            i = (int)((long)t26 + t30);
        } else {
            i = t26;
        }
        for (; i < n; i++) {
            long t35 = (long)i;
            xd[t35] = (double)x[t35] * 0.75;
        }
        const float *t36 = x;
        use_result(n, y, t36);
        unsigned long long t37 = (_mm256_zeroupper(), trace_hash());
        unsigned long t38 = (unsigned long)n;
        unsigned long t39 = t38 * 4UL;
        const void *t40 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t39)), t37);
        cond_void(n, y, t36, 40.0f);
        unsigned long long t41 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t39)), t41);
        pointer_arg(n, y, t36);
        unsigned long long t42 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t39)), t42);
        unused_double(n, yd, xd);
        unsigned long long t43 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t38 * 8UL)), t43);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t39)));
        (_mm256_zeroupper(), no_pragma(n, y, t36));
        unsigned long long t44 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t39)), t44);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
