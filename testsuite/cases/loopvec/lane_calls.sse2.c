/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

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

void use_result(int n, float *restrict y, const float *restrict x) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:45 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t4 = y + i_vec;
            const float *t5 = x + i_vec;
            __m128 x_v = _mm_loadu_ps(t5);
            __m128 t6 = _mm_mul_ps(x_v, _mm_set1_ps(3.0f));
            __m128 t7 = _mm_add_ps(t6, _mm_set1_ps(1.0f));
            __m128 t8 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, scaled(((vcc_v4_float)t7)[0], ((vcc_v4_int)(__m128i)i_v)[0]));
            __m128 t9 = (__m128)vcc_insert((vcc_v4_float)t8, 1, scaled(((vcc_v4_float)t7)[1], ((vcc_v4_int)(__m128i)i_v)[1]));
            __m128 t10 = (__m128)vcc_insert((vcc_v4_float)t9, 2, scaled(((vcc_v4_float)t7)[2], ((vcc_v4_int)(__m128i)i_v)[2]));
            __m128 t11 = (__m128)vcc_insert((vcc_v4_float)t10, 3, scaled(((vcc_v4_float)t7)[3], ((vcc_v4_int)(__m128i)i_v)[3]));
            __m128 x_v_1 = _mm_loadu_ps(t5);
            __m128 t12 = _mm_mul_ps(t11, x_v_1);
            __m128 t13 = _mm_mul_ps(x_v_1, x_v_1);
            __m128 t14 = _mm_mul_ps(t13, _mm_set1_ps(0.25f));
            __m128 t15 = _mm_sub_ps(t12, t14);
            _mm_storeu_ps(t4, t15);
            long t16 = i_vec + 4L;
            __m128i t17 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            float *t18 = y + t16;
            const float *t19 = x + t16;
            __m128 x_v_2 = _mm_loadu_ps(t19);
            __m128 t20 = _mm_mul_ps(x_v_2, _mm_set1_ps(3.0f));
            __m128 t21 = _mm_add_ps(t20, _mm_set1_ps(1.0f));
            __m128 t22 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, scaled(((vcc_v4_float)t21)[0], ((vcc_v4_int)t17)[0]));
            __m128 t23 = (__m128)vcc_insert((vcc_v4_float)t22, 1, scaled(((vcc_v4_float)t21)[1], ((vcc_v4_int)t17)[1]));
            __m128 t24 = (__m128)vcc_insert((vcc_v4_float)t23, 2, scaled(((vcc_v4_float)t21)[2], ((vcc_v4_int)t17)[2]));
            __m128 t25 = (__m128)vcc_insert((vcc_v4_float)t24, 3, scaled(((vcc_v4_float)t21)[3], ((vcc_v4_int)t17)[3]));
            __m128 x_v_3 = _mm_loadu_ps(t19);
            __m128 t26 = _mm_mul_ps(t25, x_v_3);
            __m128 t27 = _mm_mul_ps(x_v_3, x_v_3);
            __m128 t28 = _mm_mul_ps(t27, _mm_set1_ps(0.25f));
            __m128 t29 = _mm_sub_ps(t26, t28);
            _mm_storeu_ps(t18, t29);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            if (i_vec >= t2) {
                t30 = (int)t2;
                break;
            }
        }
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m128i t33 = _mm_set1_epi32((int)t30);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t33, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:45 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t34 = (long)t30 + i_vec_1;
            float *t35 = y + t34;
            const float *t36 = x + t34;
            __m128 x_v_4 = _mm_loadu_ps(t36);
            __m128 t37 = _mm_mul_ps(x_v_4, _mm_set1_ps(3.0f));
            __m128 t38 = _mm_add_ps(t37, _mm_set1_ps(1.0f));
            __m128 t39 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, scaled(((vcc_v4_float)t38)[0], ((vcc_v4_int)(__m128i)i_v_1)[0]));
            __m128 t40 = (__m128)vcc_insert((vcc_v4_float)t39, 1, scaled(((vcc_v4_float)t38)[1], ((vcc_v4_int)(__m128i)i_v_1)[1]));
            __m128 t41 = (__m128)vcc_insert((vcc_v4_float)t40, 2, scaled(((vcc_v4_float)t38)[2], ((vcc_v4_int)(__m128i)i_v_1)[2]));
            __m128 t42 = (__m128)vcc_insert((vcc_v4_float)t41, 3, scaled(((vcc_v4_float)t38)[3], ((vcc_v4_int)(__m128i)i_v_1)[3]));
            __m128 x_v_5 = _mm_loadu_ps(t36);
            __m128 t43 = _mm_mul_ps(t42, x_v_5);
            __m128 t44 = _mm_mul_ps(x_v_5, x_v_5);
            __m128 t45 = _mm_mul_ps(t44, _mm_set1_ps(0.25f));
            __m128 t46 = _mm_sub_ps(t43, t45);
            _mm_storeu_ps(t35, t46);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= t32) {
                i = (int)((long)t30 + t32);
                break;
            }
        }
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        const float *t48 = x + t47;
        float t49 = scaled(*t48 * 3.0f + 1.0f, i);
        float t50 = *t48;
        y[t47] = t49 * t50 - t50 * t50 * 0.25f;
    }
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128 t_v = _mm_set1_ps(t);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:51 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            const float *t4 = x + i_vec;
            __m128 x_v = _mm_loadu_ps(t4);
            __m128 t5 = _mm_mul_ps(x_v, x_v);
            __m128 t6 = _mm_mul_ps(_mm_set1_ps(3.0f), x_v);
            __m128 t7 = _mm_sub_ps(t5, t6);
            __m128 v_v = _mm_add_ps(t7, _mm_set1_ps(1.0f));
            __m128i t8 = _mm_castps_si128(_mm_cmpgt_ps(v_v, t_v));
            __m128i t9 = (__m128i)__builtin_convertvector((vcc_m4)t8 & 1, vcc_v4_int);
            if (((vcc_v4_int)t9)[0]) {
                note(((vcc_v4_int)(__m128i)i_v)[0], ((vcc_v4_float)x_v)[0]);
            }
            if (((vcc_v4_int)t9)[1]) {
                note(((vcc_v4_int)(__m128i)i_v)[1], ((vcc_v4_float)x_v)[1]);
            }
            if (((vcc_v4_int)t9)[2]) {
                note(((vcc_v4_int)(__m128i)i_v)[2], ((vcc_v4_float)x_v)[2]);
            }
            if (((vcc_v4_int)t9)[3]) {
                note(((vcc_v4_int)(__m128i)i_v)[3], ((vcc_v4_float)x_v)[3]);
            }
            __m128 t10 = _mm_mul_ps(v_v, _mm_set1_ps(0.5f));
            __m128 x_v_1 = _mm_loadu_ps(t4);
            __m128 t11 = _mm_add_ps(t10, x_v_1);
            _mm_storeu_ps(y + i_vec, t11);
            long t12 = i_vec + 4L;
            __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            const float *t14 = x + t12;
            __m128 x_v_2 = _mm_loadu_ps(t14);
            __m128 t15 = _mm_mul_ps(x_v_2, x_v_2);
            __m128 t16 = _mm_mul_ps(_mm_set1_ps(3.0f), x_v_2);
            __m128 t17 = _mm_sub_ps(t15, t16);
            __m128 v_v_1 = _mm_add_ps(t17, _mm_set1_ps(1.0f));
            __m128i t18 = _mm_castps_si128(_mm_cmpgt_ps(v_v_1, t_v));
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
            if (((vcc_v4_int)t19)[0]) {
                note(((vcc_v4_int)t13)[0], ((vcc_v4_float)x_v_2)[0]);
            }
            if (((vcc_v4_int)t19)[1]) {
                note(((vcc_v4_int)t13)[1], ((vcc_v4_float)x_v_2)[1]);
            }
            if (((vcc_v4_int)t19)[2]) {
                note(((vcc_v4_int)t13)[2], ((vcc_v4_float)x_v_2)[2]);
            }
            if (((vcc_v4_int)t19)[3]) {
                note(((vcc_v4_int)t13)[3], ((vcc_v4_float)x_v_2)[3]);
            }
            __m128 t20 = _mm_mul_ps(v_v_1, _mm_set1_ps(0.5f));
            __m128 x_v_3 = _mm_loadu_ps(t14);
            __m128 t21 = _mm_add_ps(t20, x_v_3);
            _mm_storeu_ps(y + t12, t21);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            if (i_vec >= t2) {
                t22 = (int)t2;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        __m128 t_v_1 = _mm_set1_ps(t);
        __m128i t25 = _mm_set1_epi32((int)t22);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t26 = (long)t22 + i_vec_1;
            const float *t27 = x + t26;
            __m128 x_v_4 = _mm_loadu_ps(t27);
            __m128 t28 = _mm_mul_ps(x_v_4, x_v_4);
            __m128 t29 = _mm_mul_ps(_mm_set1_ps(3.0f), x_v_4);
            __m128 t30 = _mm_sub_ps(t28, t29);
            __m128 v_v_2 = _mm_add_ps(t30, _mm_set1_ps(1.0f));
            __m128i t31 = _mm_castps_si128(_mm_cmpgt_ps(v_v_2, t_v_1));
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            if (((vcc_v4_int)t32)[0]) {
                note(((vcc_v4_int)(__m128i)i_v_1)[0], ((vcc_v4_float)x_v_4)[0]);
            }
            if (((vcc_v4_int)t32)[1]) {
                note(((vcc_v4_int)(__m128i)i_v_1)[1], ((vcc_v4_float)x_v_4)[1]);
            }
            if (((vcc_v4_int)t32)[2]) {
                note(((vcc_v4_int)(__m128i)i_v_1)[2], ((vcc_v4_float)x_v_4)[2]);
            }
            if (((vcc_v4_int)t32)[3]) {
                note(((vcc_v4_int)(__m128i)i_v_1)[3], ((vcc_v4_float)x_v_4)[3]);
            }
            __m128 t33 = _mm_mul_ps(v_v_2, _mm_set1_ps(0.5f));
            __m128 x_v_5 = _mm_loadu_ps(t27);
            __m128 t34 = _mm_add_ps(t33, x_v_5);
            _mm_storeu_ps(y + t26, t34);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const float *t36 = x + t35;
        float t37 = *t36;
        float v = t37 * t37 - 3.0f * t37 + 1.0f;
        if (v > t) {
            note(i, t37);
        }
        y[t35] = v * 0.5f + *t36;
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
    int t33;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        __m128i t5 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t6 = _mm_set1_epi32(0);
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(2));
        __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(3)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t7, t9);
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:61 vectorized: VF 4, UF 2, the remainder at 63:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t10 = _mm_mul_ps(x_v, _mm_set1_ps(4.0f));
            __m128 t11 = _mm_sub_ps(t10, _mm_set1_ps(1.0f));
            __m128 t12 = _mm_mul_ps(x_v, x_v);
            __m128 t13 = _mm_add_ps(t11, t12);
            _mm_storeu_ps(y + i_vec, t13);
            __m128i t14 = _mm_cmpeq_epi32((__m128i)t1, _mm_set1_epi32(1));
            unsigned long t15 = (unsigned long)y + (unsigned long)i_vec * 4UL;
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_m4)t14 & 1, vcc_v4_int);
            if (((vcc_v4_int)t16)[0]) {
                bump((float *)t15, ((vcc_v4_int)(__m128i)i_v)[0]);
            }
            if (((vcc_v4_int)t16)[1]) {
                bump((float *)(t15 + 4UL), ((vcc_v4_int)(__m128i)i_v)[1]);
            }
            if (((vcc_v4_int)t16)[2]) {
                bump((float *)(t15 + 8UL), ((vcc_v4_int)(__m128i)i_v)[2]);
            }
            if (((vcc_v4_int)t16)[3]) {
                bump((float *)(t15 + 12UL), ((vcc_v4_int)(__m128i)i_v)[3]);
            }
            long t17 = i_vec + 4L;
            __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128 x_v_1 = _mm_loadu_ps(x + t17);
            __m128 t19 = _mm_mul_ps(x_v_1, _mm_set1_ps(4.0f));
            __m128 t20 = _mm_sub_ps(t19, _mm_set1_ps(1.0f));
            __m128 t21 = _mm_mul_ps(x_v_1, x_v_1);
            __m128 t22 = _mm_add_ps(t20, t21);
            _mm_storeu_ps(y + t17, t22);
            __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(2));
            __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(3)); });
            __m128i t26 = _mm_sub_epi32(t23, t25);
            __m128i t27 = _mm_cmpeq_epi32(t26, _mm_set1_epi32(1));
            unsigned long t28 = (unsigned long)y + (unsigned long)t17 * 4UL;
            __m128i t29 = (__m128i)__builtin_convertvector((vcc_m4)t27 & 1, vcc_v4_int);
            if (((vcc_v4_int)t29)[0]) {
                bump((float *)t28, ((vcc_v4_int)t18)[0]);
            }
            if (((vcc_v4_int)t29)[1]) {
                bump((float *)(t28 + 4UL), ((vcc_v4_int)t18)[1]);
            }
            if (((vcc_v4_int)t29)[2]) {
                bump((float *)(t28 + 8UL), ((vcc_v4_int)t18)[2]);
            }
            if (((vcc_v4_int)t29)[3]) {
                bump((float *)(t28 + 12UL), ((vcc_v4_int)t18)[3]);
            }
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t30 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
            __m128i t31 = _mm_cmpgt_epi32(t30, _mm_set1_epi32(2));
            __m128i t32 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t31, _mm_set1_epi32(3)); });
            t1 = (vcc_v4_int)_mm_sub_epi32(t30, t32);
            if (i_vec >= t4) {
                t33 = (int)t4;
                break;
            }
        }
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 4L) & (t33 >= 0)) {
        long t35 = t34 & -4L;
        __m128i t36 = _mm_set1_epi32((int)t33);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t36, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t37 = _mm_set1_epi32((int)(t33 % 3));
        __m128i t38 = _mm_add_epi32(t37, _mm_setr_epi32(0, 1, 2, 0));
        __m128i t39 = _mm_cmpgt_epi32(t38, _mm_set1_epi32(2));
        __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, _mm_set1_epi32(3)); });
        vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t38, t40);
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t41 = (long)t33 + i_vec_1;
            __m128 x_v_2 = _mm_loadu_ps(x + t41);
            __m128 t42 = _mm_mul_ps(x_v_2, _mm_set1_ps(4.0f));
            __m128 t43 = _mm_sub_ps(t42, _mm_set1_ps(1.0f));
            __m128 t44 = _mm_mul_ps(x_v_2, x_v_2);
            __m128 t45 = _mm_add_ps(t43, t44);
            _mm_storeu_ps(y + t41, t45);
            __m128i t46 = _mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(1));
            unsigned long t47 = (unsigned long)y + (unsigned long)t41 * 4UL;
            __m128i t48 = (__m128i)__builtin_convertvector((vcc_m4)t46 & 1, vcc_v4_int);
            if (((vcc_v4_int)t48)[0]) {
                bump((float *)t47, ((vcc_v4_int)(__m128i)i_v_1)[0]);
            }
            if (((vcc_v4_int)t48)[1]) {
                bump((float *)(t47 + 4UL), ((vcc_v4_int)(__m128i)i_v_1)[1]);
            }
            if (((vcc_v4_int)t48)[2]) {
                bump((float *)(t47 + 8UL), ((vcc_v4_int)(__m128i)i_v_1)[2]);
            }
            if (((vcc_v4_int)t48)[3]) {
                bump((float *)(t47 + 12UL), ((vcc_v4_int)(__m128i)i_v_1)[3]);
            }
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            __m128i t49 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
            __m128i t50 = _mm_cmpgt_epi32(t49, _mm_set1_epi32(2));
            __m128i t51 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t50, _mm_set1_epi32(3)); });
            t2 = (vcc_v4_int)_mm_sub_epi32(t49, t51);
            if (i_vec_1 >= t35) {
                i = (int)((long)t33 + t35);
                break;
            }
        }
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        float *t53 = y + t52;
        float t54 = x[t52];
        *t53 = t54 * 4.0f - 1.0f + t54 * t54;
        if ((i % 3) == 1) {
            bump(t53, i);
        }
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:70 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            const double *t5 = x + i_vec;
            __m128d x_v = _mm_loadu_pd(t5);
            __m128d t6 = _mm_mul_pd(x_v, _mm_set1_pd(1.5));
            __m128d t7 = _mm_mul_pd(_mm_set1_pd(2.0), x_v);
            __m128d t8 = _mm_mul_pd(t7, x_v);
            __m128d d_v = _mm_add_pd(t6, t8);
            counted(((vcc_v2_double)d_v)[0], i_v_2[0]);
            counted(((vcc_v2_double)d_v)[1], i_v_2[1]);
            __m128d x_v_1 = _mm_loadu_pd(t5);
            __m128d t9 = _mm_sub_pd(d_v, x_v_1);
            _mm_storeu_pd(y + i_vec, t9);
            long t10 = i_vec + 2L;
            vcc_v2_uint t11 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t11;
            const double *t12 = x + t10;
            __m128d x_v_2 = _mm_loadu_pd(t12);
            __m128d t13 = _mm_mul_pd(x_v_2, _mm_set1_pd(1.5));
            __m128d t14 = _mm_mul_pd(_mm_set1_pd(2.0), x_v_2);
            __m128d t15 = _mm_mul_pd(t14, x_v_2);
            __m128d d_v_1 = _mm_add_pd(t13, t15);
            counted(((vcc_v2_double)d_v_1)[0], i_v_3[0]);
            counted(((vcc_v2_double)d_v_1)[1], i_v_3[1]);
            __m128d x_v_3 = _mm_loadu_pd(t12);
            __m128d t16 = _mm_sub_pd(d_v_1, x_v_3);
            _mm_storeu_pd(y + t10, t16);
            long t17 = i_vec + 4L;
            vcc_v2_uint t18 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t18;
            const double *t19 = x + t17;
            __m128d x_v_4 = _mm_loadu_pd(t19);
            __m128d t20 = _mm_mul_pd(x_v_4, _mm_set1_pd(1.5));
            __m128d t21 = _mm_mul_pd(_mm_set1_pd(2.0), x_v_4);
            __m128d t22 = _mm_mul_pd(t21, x_v_4);
            __m128d d_v_2 = _mm_add_pd(t20, t22);
            counted(((vcc_v2_double)d_v_2)[0], i_v_4[0]);
            counted(((vcc_v2_double)d_v_2)[1], i_v_4[1]);
            __m128d x_v_5 = _mm_loadu_pd(t19);
            __m128d t23 = _mm_sub_pd(d_v_2, x_v_5);
            _mm_storeu_pd(y + t17, t23);
            long t24 = i_vec + 6L;
            vcc_v2_uint t25 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t25;
            const double *t26 = x + t24;
            __m128d x_v_6 = _mm_loadu_pd(t26);
            __m128d t27 = _mm_mul_pd(x_v_6, _mm_set1_pd(1.5));
            __m128d t28 = _mm_mul_pd(_mm_set1_pd(2.0), x_v_6);
            __m128d t29 = _mm_mul_pd(t28, x_v_6);
            __m128d d_v_3 = _mm_add_pd(t27, t29);
            counted(((vcc_v2_double)d_v_3)[0], i_v_5[0]);
            counted(((vcc_v2_double)d_v_3)[1], i_v_5[1]);
            __m128d x_v_7 = _mm_loadu_pd(t26);
            __m128d t30 = _mm_sub_pd(d_v_3, x_v_7);
            _mm_storeu_pd(y + t24, t30);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
            if (i_vec >= t2) {
                t31 = (int)t2;
                break;
            }
        }
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 2L) {
        long t33 = t32 & -2L;
        vcc_v2_int t34 = (vcc_v2_int){t31, t31};
        vcc_v2_uint t35 = (vcc_v2_uint)t34;
        vcc_v2_uint i_v_1 = t35 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at lane_calls.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t36 = (long)t31 + i_vec_1;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            const double *t37 = x + t36;
            __m128d x_v_8 = _mm_loadu_pd(t37);
            __m128d t38 = _mm_mul_pd(x_v_8, _mm_set1_pd(1.5));
            __m128d t39 = _mm_mul_pd(_mm_set1_pd(2.0), x_v_8);
            __m128d t40 = _mm_mul_pd(t39, x_v_8);
            __m128d d_v_4 = _mm_add_pd(t38, t40);
            counted(((vcc_v2_double)d_v_4)[0], i_v_6[0]);
            counted(((vcc_v2_double)d_v_4)[1], i_v_6[1]);
            __m128d x_v_9 = _mm_loadu_pd(t37);
            __m128d t41 = _mm_sub_pd(d_v_4, x_v_9);
            _mm_storeu_pd(y + t36, t41);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
            if (i_vec_1 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        const double *t43 = x + t42;
        double t44 = *t43;
        double d = t44 * 1.5 + 2.0 * t44 * t44;
        counted(d, i);
        y[t42] = d - *t43;
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at lane_calls.c:79 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int *t3 = y + i_vec;
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m128i t4 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)_mm_set1_epi32(3));
            __m128i t5 = _mm_xor_si128(x_v, _mm_set1_epi32(5));
            __m128i t6 = (__m128i)((vcc_v4_int)t5 * (vcc_v4_int)_mm_set1_epi32(7));
            __m128i t7 = _mm_add_epi32(t4, t6);
            __m128i t8 = (__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, rand());
            __m128i t9 = (__m128i)vcc_insert((vcc_v4_int)t8, 1, rand());
            __m128i t10 = (__m128i)vcc_insert((vcc_v4_int)t9, 2, rand());
            __m128i t11 = (__m128i)vcc_insert((vcc_v4_int)t10, 3, rand());
            __m128i t12 = (__m128i)((vcc_v4_int)t11 % (vcc_v4_int)_mm_set1_epi32(11));
            __m128i t13 = _mm_add_epi32(t7, t12);
            _mm_storeu_si128((__m128i *)t3, t13);
            i_vec += 4L;
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
        int t15 = x[t14];
        y[t14] = t15 * 3 + (t15 ^ 5) * 7 + rand() % 11;
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

int main(void) {
    int n;
    int t1;
    int t19;
    int i;
    srand(7U);
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        float *x = (float *)t2;
        float *y = (float *)new_array(n, 4UL);
        void *t3 = new_array(n, 8UL);
        double *xd = (double *)t3;
        double *yd = (double *)new_array(n, 8UL);
        int *xi = (int *)new_array(n, 4UL);
        int *yi = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (float)(-20 + (int)(next_rand() % 41U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            xi[fill_idx_1] = -100 + (int)(next_rand() % 201U);
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at lane_calls.c:104 vectorized: VF 2, UF 4, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, vector epilogue VF 2, scalar epilogue */
            do {
                vcc_v2_float x_v = vcc_load(vcc_v2_float, x + i_vec);
                __m128d t8 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)x_v)));
                __m128d t9 = _mm_mul_pd(t8, _mm_set1_pd(0.75));
                _mm_storeu_pd(xd + i_vec, t9);
                long t10 = i_vec + 2L;
                vcc_v2_float x_v_1 = vcc_load(vcc_v2_float, x + t10);
                __m128d t11 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)x_v_1)));
                __m128d t12 = _mm_mul_pd(t11, _mm_set1_pd(0.75));
                _mm_storeu_pd(xd + t10, t12);
                long t13 = i_vec + 4L;
                vcc_v2_float x_v_2 = vcc_load(vcc_v2_float, x + t13);
                __m128d t14 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)x_v_2)));
                __m128d t15 = _mm_mul_pd(t14, _mm_set1_pd(0.75));
                _mm_storeu_pd(xd + t13, t15);
                long t16 = i_vec + 6L;
                vcc_v2_float x_v_3 = vcc_load(vcc_v2_float, x + t16);
                __m128d t17 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)x_v_3)));
                __m128d t18 = _mm_mul_pd(t17, _mm_set1_pd(0.75));
                _mm_storeu_pd(xd + t16, t18);
                i_vec += 8L;
            } while (i_vec < t7);
            t19 = (int)t7;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t2;
        unsigned long t22 = (unsigned long)t3;
        if ((t20 >= 2L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
            long t23 = t20 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at lane_calls.c:104 vector epilogue: VF 2, UF 1, run-time check: the value of the call to `new_array` at 99:20 and the value of the call to `new_array` at 100:22 do not overlap, scalar epilogue */
            do {
                long t24 = (long)t19 + i_vec_1;
                vcc_v2_float x_v_4 = vcc_load(vcc_v2_float, x + t24);
                __m128d t25 = _mm_cvtps_pd(_mm_castsi128_ps(_mm_cvtsi64_si128((long long)x_v_4)));
                __m128d t26 = _mm_mul_pd(t25, _mm_set1_pd(0.75));
                _mm_storeu_pd(xd + t24, t26);
                i_vec_1 += 2L;
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
        unsigned long long t29 = trace_hash();
        unsigned long t30 = (unsigned long)n;
        unsigned long t31 = t30 * 4UL;
        const void *t32 = (const void *)y;
        printf("n=%d use_result %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t29);
        cond_void(n, y, t28, 40.0f);
        unsigned long long t33 = trace_hash();
        printf("n=%d cond_void %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t33);
        pointer_arg(n, y, t28);
        unsigned long long t34 = trace_hash();
        printf("n=%d pointer_arg %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t34);
        unused_double(n, yd, xd);
        unsigned long long t35 = trace_hash();
        printf("n=%d unused_double %llx %llx\n", n, (unsigned long long)hash_bytes((const void *)yd, t30 * 8UL), t35);
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, (unsigned long long)hash_bytes((const void *)yi, t31));
        no_pragma(n, y, t28);
        unsigned long long t36 = trace_hash();
        printf("n=%d no_pragma %llx %llx\n", n, (unsigned long long)hash_bytes(t32, t31), t36);
        free((void *)x);
        free((void *)y);
        free((void *)xd);
        free((void *)yd);
        free((void *)xi);
        free((void *)yi);
    }
}
