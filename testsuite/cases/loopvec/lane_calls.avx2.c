/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

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

__attribute__((target("avx2"))) void use_result(int n, float *restrict y, const float *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            float *t4 = y + i_vec;
            const float *t5 = x + i_vec;
            __m256 x_v = _mm256_loadu_ps(t5);
            __m256 t6 = _mm256_mul_ps(x_v, _mm256_set1_ps(3.0f));
            __m256 t7 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
            __m256 t8 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[0], ((vcc_v8_int)(__m256i)i_v)[0])));
            __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 1, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[1], ((vcc_v8_int)(__m256i)i_v)[1])));
            __m256 t10 = (__m256)vcc_insert((vcc_v8_float)t9, 2, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[2], ((vcc_v8_int)(__m256i)i_v)[2])));
            __m256 t11 = (__m256)vcc_insert((vcc_v8_float)t10, 3, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[3], ((vcc_v8_int)(__m256i)i_v)[3])));
            __m256 t12 = (__m256)vcc_insert((vcc_v8_float)t11, 4, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[4], ((vcc_v8_int)(__m256i)i_v)[4])));
            __m256 t13 = (__m256)vcc_insert((vcc_v8_float)t12, 5, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[5], ((vcc_v8_int)(__m256i)i_v)[5])));
            __m256 t14 = (__m256)vcc_insert((vcc_v8_float)t13, 6, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[6], ((vcc_v8_int)(__m256i)i_v)[6])));
            __m256 t15 = (__m256)vcc_insert((vcc_v8_float)t14, 7, (_mm256_zeroupper(), scaled(((vcc_v8_float)t7)[7], ((vcc_v8_int)(__m256i)i_v)[7])));
            __m256 x_v_1 = _mm256_loadu_ps(t5);
            __m256 t16 = _mm256_mul_ps(t15, x_v_1);
            __m256 t17 = _mm256_mul_ps(x_v_1, x_v_1);
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.25f));
            __m256 t19 = _mm256_sub_ps(t16, t18);
            _mm256_storeu_ps(t4, t19);
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
        long t20 = (long)i;
        const float *t21 = x + t20;
        float t22 = (_mm256_zeroupper(), scaled(*t21 * 3.0f + 1.0f, i));
        float t23 = *t21;
        y[t20] = t22 * t23 - t23 * t23 * 0.25f;
    }
}

__attribute__((target("avx2"))) void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256 t_v = _mm256_set1_ps(t);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            const float *t4 = x + i_vec;
            __m256 x_v = _mm256_loadu_ps(t4);
            __m256 t5 = _mm256_mul_ps(x_v, x_v);
            __m256 t6 = _mm256_mul_ps(_mm256_set1_ps(3.0f), x_v);
            __m256 t7 = _mm256_sub_ps(t5, t6);
            __m256 v_v = _mm256_add_ps(t7, _mm256_set1_ps(1.0f));
            __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(v_v, t_v, _CMP_GT_OQ));
            __m256i t9 = (__m256i)__builtin_convertvector((vcc_m8)t8 & 1, vcc_v8_int);
            if (((vcc_v8_int)t9)[0]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[0], ((vcc_v8_float)x_v)[0]));
            }
            if (((vcc_v8_int)t9)[1]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[1], ((vcc_v8_float)x_v)[1]));
            }
            if (((vcc_v8_int)t9)[2]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[2], ((vcc_v8_float)x_v)[2]));
            }
            if (((vcc_v8_int)t9)[3]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[3], ((vcc_v8_float)x_v)[3]));
            }
            if (((vcc_v8_int)t9)[4]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[4], ((vcc_v8_float)x_v)[4]));
            }
            if (((vcc_v8_int)t9)[5]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[5], ((vcc_v8_float)x_v)[5]));
            }
            if (((vcc_v8_int)t9)[6]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[6], ((vcc_v8_float)x_v)[6]));
            }
            if (((vcc_v8_int)t9)[7]) {
                (_mm256_zeroupper(), note(((vcc_v8_int)(__m256i)i_v)[7], ((vcc_v8_float)x_v)[7]));
            }
            __m256 t10 = _mm256_mul_ps(v_v, _mm256_set1_ps(0.5f));
            __m256 x_v_1 = _mm256_loadu_ps(t4);
            __m256 t11 = _mm256_add_ps(t10, x_v_1);
            _mm256_storeu_ps(y + i_vec, t11);
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

__attribute__((target("avx2"))) void pointer_arg(int n, float *restrict y, const float *restrict x) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & 1) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(3));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 8, UF 1, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t8 = _mm256_mul_ps(x_v, _mm256_set1_ps(4.0f));
            __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(1.0f));
            __m256 t10 = _mm256_mul_ps(x_v, x_v);
            __m256 t11 = _mm256_add_ps(t9, t10);
            _mm256_storeu_ps(y + i_vec, t11);
            __m256i t12 = _mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(1));
            unsigned long t13 = (unsigned long)y + (unsigned long)i_vec * 4UL;
            __m256i t14 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            if (((vcc_v8_int)t14)[0]) {
                (_mm256_zeroupper(), bump((float *)t13, ((vcc_v8_int)(__m256i)i_v)[0]));
            }
            if (((vcc_v8_int)t14)[1]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 4UL), ((vcc_v8_int)(__m256i)i_v)[1]));
            }
            if (((vcc_v8_int)t14)[2]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 8UL), ((vcc_v8_int)(__m256i)i_v)[2]));
            }
            if (((vcc_v8_int)t14)[3]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 12UL), ((vcc_v8_int)(__m256i)i_v)[3]));
            }
            if (((vcc_v8_int)t14)[4]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 16UL), ((vcc_v8_int)(__m256i)i_v)[4]));
            }
            if (((vcc_v8_int)t14)[5]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 20UL), ((vcc_v8_int)(__m256i)i_v)[5]));
            }
            if (((vcc_v8_int)t14)[6]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 24UL), ((vcc_v8_int)(__m256i)i_v)[6]));
            }
            if (((vcc_v8_int)t14)[7]) {
                (_mm256_zeroupper(), bump((float *)(t13 + 28UL), ((vcc_v8_int)(__m256i)i_v)[7]));
            }
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(3));
            t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
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

__attribute__((target("avx2"))) void unused_double(int n, double *restrict y, const double *restrict x) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            const double *t4 = x + i_vec;
            __m256d x_v = _mm256_loadu_pd(t4);
            __m256d t5 = _mm256_mul_pd(x_v, _mm256_set1_pd(1.5));
            __m256d t6 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v);
            __m256d t7 = _mm256_mul_pd(t6, x_v);
            __m256d d_v = _mm256_add_pd(t5, t7);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[0], ((vcc_v4_int)(__m128i)i_v)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[1], ((vcc_v4_int)(__m128i)i_v)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[2], ((vcc_v4_int)(__m128i)i_v)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v)[3], ((vcc_v4_int)(__m128i)i_v)[3]));
            __m256d x_v_1 = _mm256_loadu_pd(t4);
            __m256d t8 = _mm256_sub_pd(d_v, x_v_1);
            _mm256_storeu_pd(y + i_vec, t8);
            long t9 = i_vec + 4L;
            __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            const double *t11 = x + t9;
            __m256d x_v_2 = _mm256_loadu_pd(t11);
            __m256d t12 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(1.5));
            __m256d t13 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v_2);
            __m256d t14 = _mm256_mul_pd(t13, x_v_2);
            __m256d d_v_1 = _mm256_add_pd(t12, t14);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[0], ((vcc_v4_int)t10)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[1], ((vcc_v4_int)t10)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[2], ((vcc_v4_int)t10)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_1)[3], ((vcc_v4_int)t10)[3]));
            __m256d x_v_3 = _mm256_loadu_pd(t11);
            __m256d t15 = _mm256_sub_pd(d_v_1, x_v_3);
            _mm256_storeu_pd(y + t9, t15);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            if (i_vec >= t2) {
                t16 = (int)t2;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        __m128i t19 = _mm_set1_epi32((int)t16);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:70 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t16 + i_vec_1;
            const double *t21 = x + t20;
            __m256d x_v_4 = _mm256_loadu_pd(t21);
            __m256d t22 = _mm256_mul_pd(x_v_4, _mm256_set1_pd(1.5));
            __m256d t23 = _mm256_mul_pd(_mm256_set1_pd(2.0), x_v_4);
            __m256d t24 = _mm256_mul_pd(t23, x_v_4);
            __m256d d_v_2 = _mm256_add_pd(t22, t24);
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[0], ((vcc_v4_int)(__m128i)i_v_1)[0]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[1], ((vcc_v4_int)(__m128i)i_v_1)[1]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[2], ((vcc_v4_int)(__m128i)i_v_1)[2]));
            (_mm256_zeroupper(), counted(((vcc_v4_double)d_v_2)[3], ((vcc_v4_int)(__m128i)i_v_1)[3]));
            __m256d x_v_5 = _mm256_loadu_pd(t21);
            __m256d t25 = _mm256_sub_pd(d_v_2, x_v_5);
            _mm256_storeu_pd(y + t20, t25);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= t18) {
                i = (int)((long)t16 + t18);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        const double *t27 = x + t26;
        double t28 = *t27;
        double d = t28 * 1.5 + 2.0 * t28 * t28;
        (_mm256_zeroupper(), counted(d, i));
        y[t26] = d - *t27;
    }
}

__attribute__((target("avx2"))) void library_call(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 8, UF 1, scalar epilogue */
        for (;;) {
            int *t3 = y + i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t4 = _mm256_mullo_epi32(x_v, _mm256_set1_epi32(3));
            __m256i t5 = _mm256_xor_si256(x_v, _mm256_set1_epi32(5));
            __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(7));
            __m256i t7 = _mm256_add_epi32(t4, t6);
            __m256i t8 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, rand());
            __m256i t9 = (__m256i)vcc_insert((vcc_v8_int)t8, 1, rand());
            __m256i t10 = (__m256i)vcc_insert((vcc_v8_int)t9, 2, rand());
            __m256i t11 = (__m256i)vcc_insert((vcc_v8_int)t10, 3, rand());
            __m256i t12 = (__m256i)vcc_insert((vcc_v8_int)t11, 4, rand());
            __m256i t13 = (__m256i)vcc_insert((vcc_v8_int)t12, 5, rand());
            __m256i t14 = (__m256i)vcc_insert((vcc_v8_int)t13, 6, rand());
            __m256i t15 = (__m256i)vcc_insert((vcc_v8_int)t14, 7, rand());
            __m256i t16 = (__m256i)((vcc_v8_int)t15 % (vcc_v8_int)_mm256_set1_epi32(11));
            __m256i t17 = _mm256_add_epi32(t7, t16);
            _mm256_storeu_si256((__m256i *)t3, t17);
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
        long t18 = (long)i;
        int t19 = x[t18];
        y[t18] = t19 * 3 + (t19 ^ 5) * 7 + rand() % 11;
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t19;
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
                __m128 x_v = _mm_loadu_ps(x + i_vec);
                __m256d t8 = _mm256_cvtps_pd(x_v);
                __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + i_vec, t9);
                long t10 = i_vec + 4L;
                __m128 x_v_1 = _mm_loadu_ps(x + t10);
                __m256d t11 = _mm256_cvtps_pd(x_v_1);
                __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t10, t12);
                long t13 = i_vec + 8L;
                __m128 x_v_2 = _mm_loadu_ps(x + t13);
                __m256d t14 = _mm256_cvtps_pd(x_v_2);
                __m256d t15 = _mm256_mul_pd(t14, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t13, t15);
                long t16 = i_vec + 12L;
                __m128 x_v_3 = _mm_loadu_ps(x + t16);
                __m256d t17 = _mm256_cvtps_pd(x_v_3);
                __m256d t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t16, t18);
                i_vec += 16L;
            } while (i_vec < t7);
            t19 = (int)t7;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 4L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
            long t23 = t20 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at lane_calls.c:104 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, scalar epilogue */
            do {
                long t24 = (long)t19 + i_vec_1;
                __m128 x_v_4 = _mm_loadu_ps(x + t24);
                __m256d t25 = _mm256_cvtps_pd(x_v_4);
                __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.75));
                _mm256_storeu_pd(xd + t24, t26);
                i_vec_1 += 4L;
            } while (i_vec_1 < t23);
            i = (int)((long)t19 + t23);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            long t27 = (long)i;
            xd[t27] = (double)x[t27] * 0.75;
        }
        const float *t28 = x;
        use_result(n, y, t28);
        unsigned long long t29 = (_mm256_zeroupper(), trace_hash());
        unsigned long t30 = (unsigned long)n;
        unsigned long t31 = t30 * 4UL;
        const void *t32 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)), t29);
        cond_void(n, y, t28, 40.0f);
        unsigned long long t33 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)), t33);
        pointer_arg(n, y, t28);
        unsigned long long t34 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)), t34);
        unused_double(n, yd, xd);
        unsigned long long t35 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yd, t30 * 8UL)), t35);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)yi, t31)));
        (_mm256_zeroupper(), no_pragma(n, y, t28));
        unsigned long long t36 = (_mm256_zeroupper(), trace_hash());
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t32, t31)), t36);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
