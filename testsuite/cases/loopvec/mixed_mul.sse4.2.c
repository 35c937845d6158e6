/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* 64-bit products of one unsigned and one signed 32-bit integer, both widened: x86 multiplies
   the low halves unsigned (pmuludq) and adds the unsigned operand times the signed one's high
   half (its sign) shifted up 32 bits. The data holds 0, 1, UINT32_MAX, INT32_MIN, INT32_MAX
   and -1 in both orders of the operands. */

/* Summed in uint64_t: the products of the edge values would overflow an int64_t sum. */
__attribute__((target("sse4.2"))) uint64_t dot_us(int n, const uint32_t *restrict u, const int32_t *restrict s) {
    unsigned long t;
    int t21;
    unsigned long t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i t_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i t_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i t_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i t_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at mixed_mul.c:12 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_uint u_v = vcc_load(vcc_v2_uint, u + i_vec);
            __m128i t3 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v));
            vcc_v2_int s_v = vcc_load(vcc_v2_int, s + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m128i t5 = ({ __m128i vcc_u = t3, vcc_s = t4; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            t_v = _mm_add_epi64(t_v, t5);
            long t6 = i_vec + 2L;
            vcc_v2_uint u_v_1 = vcc_load(vcc_v2_uint, u + t6);
            __m128i t7 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_1));
            vcc_v2_int s_v_1 = vcc_load(vcc_v2_int, s + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m128i t9 = ({ __m128i vcc_u = t7, vcc_s = t8; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            t_v_1 = _mm_add_epi64(t_v_1, t9);
            long t10 = i_vec + 4L;
            vcc_v2_uint u_v_2 = vcc_load(vcc_v2_uint, u + t10);
            __m128i t11 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_2));
            vcc_v2_int s_v_2 = vcc_load(vcc_v2_int, s + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m128i t13 = ({ __m128i vcc_u = t11, vcc_s = t12; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            t_v_2 = _mm_add_epi64(t_v_2, t13);
            long t14 = i_vec + 6L;
            vcc_v2_uint u_v_3 = vcc_load(vcc_v2_uint, u + t14);
            __m128i t15 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_3));
            vcc_v2_int s_v_3 = vcc_load(vcc_v2_int, s + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m128i t17 = ({ __m128i vcc_u = t15, vcc_s = t16; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            t_v_3 = _mm_add_epi64(t_v_3, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t18 = _mm_add_epi64(t_v, t_v_1);
        __m128i t19 = _mm_add_epi64(t18, t_v_2);
        __m128i t20 = _mm_add_epi64(t19, t_v_3);
        t21 = (int)t2;
        t22 = vcc_sse_reduce_epi64(t20, _mm_add_epi64, unsigned long);
    } else {
        t21 = 0;
        t22 = 0UL;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        __m128i t_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at mixed_mul.c:12 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            vcc_v2_uint u_v_4 = vcc_load(vcc_v2_uint, u + t25);
            __m128i t26 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_4));
            vcc_v2_int s_v_4 = vcc_load(vcc_v2_int, s + t25);
            __m128i t27 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m128i t28 = ({ __m128i vcc_u = t26, vcc_s = t27; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            t_v_4 = _mm_add_epi64(t_v_4, t28);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        t = t22 + vcc_sse_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long);
    } else {
        i = t21;
        t = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        t += (unsigned long)((long)u[t29] * (long)s[t29]);
    }
    return t;
}

/* The signed operand first. */
__attribute__((target("sse4.2"))) void prod_su(int n, int64_t *restrict d, const int32_t *restrict s, const uint32_t *restrict u) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int s_v = vcc_load(vcc_v2_int, s + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v));
            vcc_v2_uint u_v = vcc_load(vcc_v2_uint, u + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v));
            __m128i t5 = ({ __m128i vcc_u = t4, vcc_s = t3; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int s_v_1 = vcc_load(vcc_v2_int, s + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            vcc_v2_uint u_v_1 = vcc_load(vcc_v2_uint, u + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_1));
            __m128i t9 = ({ __m128i vcc_u = t8, vcc_s = t7; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int s_v_2 = vcc_load(vcc_v2_int, s + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            vcc_v2_uint u_v_2 = vcc_load(vcc_v2_uint, u + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_2));
            __m128i t13 = ({ __m128i vcc_u = t12, vcc_s = t11; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int s_v_3 = vcc_load(vcc_v2_int, s + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            vcc_v2_uint u_v_3 = vcc_load(vcc_v2_uint, u + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_3));
            __m128i t17 = ({ __m128i vcc_u = t16, vcc_s = t15; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int s_v_4 = vcc_load(vcc_v2_int, s + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            vcc_v2_uint u_v_4 = vcc_load(vcc_v2_uint, u + t21);
            __m128i t23 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_4));
            __m128i t24 = ({ __m128i vcc_u = t23, vcc_s = t22; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)u[t25];
    }
}

/* Accumulated into what is there, wrapping in uint64_t. */
__attribute__((target("sse4.2"))) void acc_us(int n, uint64_t *restrict d, const uint32_t *restrict u, const int32_t *restrict s) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:25 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            unsigned long *t3 = d + i_vec;
            __m128i d_v = _mm_loadu_si128((const __m128i *)t3);
            vcc_v2_uint u_v = vcc_load(vcc_v2_uint, u + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v));
            vcc_v2_int s_v = vcc_load(vcc_v2_int, s + i_vec);
            __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v));
            __m128i t6 = ({ __m128i vcc_u = t4, vcc_s = t5; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            __m128i t7 = _mm_add_epi64(d_v, t6);
            _mm_storeu_si128((__m128i *)t3, t7);
            long t8 = i_vec + 2L;
            unsigned long *t9 = d + t8;
            __m128i d_v_1 = _mm_loadu_si128((const __m128i *)t9);
            vcc_v2_uint u_v_1 = vcc_load(vcc_v2_uint, u + t8);
            __m128i t10 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_1));
            vcc_v2_int s_v_1 = vcc_load(vcc_v2_int, s + t8);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            __m128i t12 = ({ __m128i vcc_u = t10, vcc_s = t11; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            __m128i t13 = _mm_add_epi64(d_v_1, t12);
            _mm_storeu_si128((__m128i *)t9, t13);
            long t14 = i_vec + 4L;
            unsigned long *t15 = d + t14;
            __m128i d_v_2 = _mm_loadu_si128((const __m128i *)t15);
            vcc_v2_uint u_v_2 = vcc_load(vcc_v2_uint, u + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_2));
            vcc_v2_int s_v_2 = vcc_load(vcc_v2_int, s + t14);
            __m128i t17 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            __m128i t18 = ({ __m128i vcc_u = t16, vcc_s = t17; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            __m128i t19 = _mm_add_epi64(d_v_2, t18);
            _mm_storeu_si128((__m128i *)t15, t19);
            long t20 = i_vec + 6L;
            unsigned long *t21 = d + t20;
            __m128i d_v_3 = _mm_loadu_si128((const __m128i *)t21);
            vcc_v2_uint u_v_3 = vcc_load(vcc_v2_uint, u + t20);
            __m128i t22 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_3));
            vcc_v2_int s_v_3 = vcc_load(vcc_v2_int, s + t20);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            __m128i t24 = ({ __m128i vcc_u = t22, vcc_s = t23; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            __m128i t25 = _mm_add_epi64(d_v_3, t24);
            _mm_storeu_si128((__m128i *)t21, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 2L) {
        long t28 = t27 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:25 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            unsigned long *t30 = d + t29;
            __m128i d_v_4 = _mm_loadu_si128((const __m128i *)t30);
            vcc_v2_uint u_v_4 = vcc_load(vcc_v2_uint, u + t29);
            __m128i t31 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)u_v_4));
            vcc_v2_int s_v_4 = vcc_load(vcc_v2_int, s + t29);
            __m128i t32 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            __m128i t33 = ({ __m128i vcc_u = t31, vcc_s = t32; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            __m128i t34 = _mm_add_epi64(d_v_4, t33);
            _mm_storeu_si128((__m128i *)t30, t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        unsigned long *t36 = d + t35;
        *t36 = *t36 + (unsigned long)((long)u[t35] * (long)s[t35]);
    }
}

/* Both signed: the signed multiply (pmuldq; on sse2 the generic form). */
__attribute__((target("sse4.2"))) void prod_ss(int n, int64_t *restrict d, const int32_t *restrict s, const int32_t *restrict t) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at mixed_mul.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int s_v = vcc_load(vcc_v2_int, s + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v));
            vcc_v2_int t_v = vcc_load(vcc_v2_int, t + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t_v));
            __m128i t5 = _mm_mul_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int s_v_1 = vcc_load(vcc_v2_int, s + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_1));
            vcc_v2_int t_v_1 = vcc_load(vcc_v2_int, t + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t_v_1));
            __m128i t9 = _mm_mul_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int s_v_2 = vcc_load(vcc_v2_int, s + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_2));
            vcc_v2_int t_v_2 = vcc_load(vcc_v2_int, t + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t_v_2));
            __m128i t13 = _mm_mul_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int s_v_3 = vcc_load(vcc_v2_int, s + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_3));
            vcc_v2_int t_v_3 = vcc_load(vcc_v2_int, t + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t_v_3));
            __m128i t17 = _mm_mul_epi32(t15, t16);
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_mul.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int s_v_4 = vcc_load(vcc_v2_int, s + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)s_v_4));
            vcc_v2_int t_v_4 = vcc_load(vcc_v2_int, t + t21);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t_v_4));
            __m128i t24 = _mm_mul_epi32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (long)s[t25] * (long)t[t25];
    }
}

int main(void) {
    int n;
    static const uint32_t edge_u[] = {0, 1, UINT32_MAX, 0x80000000u, 0x7fffffffu, 0xfffffffeu};
    static const int32_t edge_s[] = {INT32_MIN, -1, INT32_MAX, 0, 1, INT32_MIN + 1};
    FOR_EACH_COUNT(n) {
        uint32_t *u = new_array(n, 4);
        int32_t *s = new_array(n, 4), *t = new_array(n, 4);
        int64_t *d = new_array(n, 8);
        uint64_t *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            u[i] = (uint32_t)next_rand() * 2654435761u;
            s[i] = (int32_t)((uint32_t)next_rand() * 40503u);
            t[i] = (int32_t)next_rand() - (1 << 30);
            e[i] = (uint64_t)i << 40;
        }
        for (int i = 0; i < n && i < 36; i++)
            u[i] = edge_u[i % 6], s[i] = edge_s[i / 6], t[i] = edge_s[(i + 3) % 6];
        printf("n=%d %016llx", n, (unsigned long long)dot_us(n, u, s));
        prod_su(n, d, s, u);
        printf(" %016llx", HASH(d, n));
        acc_us(n, e, u, s);
        printf(" %016llx", HASH(e, n));
        prod_ss(n, d, s, t);
        printf(" %016llx\n", HASH(d, n));
        free(u), free(s), free(t), free(d), free(e);
    }
    return 0;
}
