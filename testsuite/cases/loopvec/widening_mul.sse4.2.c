/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long long vcc_v2_llong __attribute__((vector_size(16)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long long vcc_v2_ullong __attribute__((vector_size(16)));
typedef unsigned short vcc_v2_ushort __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 avx512vbmi-zmm=14 sse4.2=13 neon=13 sse2=11 */
#include "harness.h"

/* 64-bit products of operands widened from 32-bit integers: on x86 one pmuldq (signed) or
   pmuludq (unsigned) of the widened lanes, which reads only each lane's low 32 bits. Exact only
   when both operands are widened with one signedness, or are constants of the 32-bit type's
   range: the mixed kernels and the constants just outside that range must keep the full
   64-bit multiply. Inputs are drawn from the ends of the 32-bit ranges. */

__attribute__((target("sse4.2"))) void mul_ss(int n, long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:11 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_int b_v = vcc_load(vcc_v2_int, b + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
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
        /* vcc: loop at widening_mul.c:11 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t21);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
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
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

__attribute__((target("sse4.2"))) void mul_uu(int n, unsigned long long *restrict d, const unsigned *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:16 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_uint a_v = vcc_load(vcc_v2_uint, a + i_vec);
            __m128i t3 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_uint b_v = vcc_load(vcc_v2_uint, b + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epu32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_uint a_v_1 = vcc_load(vcc_v2_uint, a + t6);
            __m128i t7 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_uint b_v_1 = vcc_load(vcc_v2_uint, b + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epu32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_uint a_v_2 = vcc_load(vcc_v2_uint, a + t10);
            __m128i t11 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_uint b_v_2 = vcc_load(vcc_v2_uint, b + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epu32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_uint a_v_3 = vcc_load(vcc_v2_uint, a + t14);
            __m128i t15 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_uint b_v_3 = vcc_load(vcc_v2_uint, b + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mul_epu32(t15, t16);
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
        /* vcc: loop at widening_mul.c:16 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_uint a_v_4 = vcc_load(vcc_v2_uint, a + t21);
            __m128i t22 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_uint b_v_4 = vcc_load(vcc_v2_uint, b + t21);
            __m128i t23 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t24 = _mm_mul_epu32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* Signed 32-bit values converted to an unsigned 64-bit type: still sign-extended. */
__attribute__((target("sse4.2"))) void mul_s_to_u(int n, unsigned long long *restrict d, const int *a, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_int b_v = vcc_load(vcc_v2_int, b + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
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
        /* vcc: loop at widening_mul.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t21);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
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
        d[t25] = (unsigned long long)a[t25] * (unsigned long long)b[t25];
    }
}

/* One signed and one unsigned operand: no single instruction. */
__attribute__((target("sse4.2"))) void mul_mixed(int n, long long *restrict d, const int *a, const unsigned *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:28 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_uint b_v = vcc_load(vcc_v2_uint, b + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = ({ __m128i vcc_u = t4, vcc_s = t3; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_uint b_v_1 = vcc_load(vcc_v2_uint, b + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = ({ __m128i vcc_u = t8, vcc_s = t7; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_uint b_v_2 = vcc_load(vcc_v2_uint, b + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = ({ __m128i vcc_u = t12, vcc_s = t11; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_uint b_v_3 = vcc_load(vcc_v2_uint, b + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
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
        /* vcc: loop at widening_mul.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_uint b_v_4 = vcc_load(vcc_v2_uint, b + t21);
            __m128i t23 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
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
        d[t25] = (long long)a[t25] * (long long)b[t25];
    }
}

__attribute__((target("sse4.2"))) void mul_const_ends(int n, long long *restrict d, long long *restrict e, const int *a) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:33 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            vcc_v2_int a_v = vcc_load(vcc_v2_int, t3);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_mul_epi32(t4, (__m128i)(vcc_v2_llong){-2147483648LL, -2147483648LL});
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, t3);
            __m128i t6 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = _mm_mul_epi32(t6, (__m128i)(vcc_v2_llong){2147483647LL, 2147483647LL});
            _mm_storeu_si128((__m128i *)(e + i_vec), t7);
            long t8 = i_vec + 2L;
            const int *t9 = a + t8;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, t9);
            __m128i t10 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t11 = _mm_mul_epi32(t10, (__m128i)(vcc_v2_llong){-2147483648LL, -2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t8), t11);
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, t9);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = _mm_mul_epi32(t12, (__m128i)(vcc_v2_llong){2147483647LL, 2147483647LL});
            _mm_storeu_si128((__m128i *)(e + t8), t13);
            long t14 = i_vec + 4L;
            const int *t15 = a + t14;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, t15);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t17 = _mm_mul_epi32(t16, (__m128i)(vcc_v2_llong){-2147483648LL, -2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            vcc_v2_int a_v_5 = vcc_load(vcc_v2_int, t15);
            __m128i t18 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_5));
            __m128i t19 = _mm_mul_epi32(t18, (__m128i)(vcc_v2_llong){2147483647LL, 2147483647LL});
            _mm_storeu_si128((__m128i *)(e + t14), t19);
            long t20 = i_vec + 6L;
            const int *t21 = a + t20;
            vcc_v2_int a_v_6 = vcc_load(vcc_v2_int, t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_6));
            __m128i t23 = _mm_mul_epi32(t22, (__m128i)(vcc_v2_llong){-2147483648LL, -2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t20), t23);
            vcc_v2_int a_v_7 = vcc_load(vcc_v2_int, t21);
            __m128i t24 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_7));
            __m128i t25 = _mm_mul_epi32(t24, (__m128i)(vcc_v2_llong){2147483647LL, 2147483647LL});
            _mm_storeu_si128((__m128i *)(e + t20), t25);
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
        /* vcc: loop at widening_mul.c:33 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            vcc_v2_int a_v_8 = vcc_load(vcc_v2_int, t30);
            __m128i t31 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_8));
            __m128i t32 = _mm_mul_epi32(t31, (__m128i)(vcc_v2_llong){-2147483648LL, -2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t29), t32);
            vcc_v2_int a_v_9 = vcc_load(vcc_v2_int, t30);
            __m128i t33 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_9));
            __m128i t34 = _mm_mul_epi32(t33, (__m128i)(vcc_v2_llong){2147483647LL, 2147483647LL});
            _mm_storeu_si128((__m128i *)(e + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const int *t36 = a + t35;
        d[t35] = (long long)*t36 * -2147483648LL;
        e[t35] = (long long)*t36 * 2147483647LL;
    }
}

/* Constants one past the signed range: the full multiply. */
__attribute__((target("sse4.2"))) void mul_const_outside(int n, long long *restrict d, long long *restrict e, const int *a) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:41 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            vcc_v2_int a_v = vcc_load(vcc_v2_int, t3);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = (__m128i)((vcc_v2_llong)t4 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){2147483648LL, 2147483648LL});
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, t3);
            __m128i t6 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = (__m128i)((vcc_v2_llong)t6 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){-2147483649LL, -2147483649LL});
            _mm_storeu_si128((__m128i *)(e + i_vec), t7);
            long t8 = i_vec + 2L;
            const int *t9 = a + t8;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, t9);
            __m128i t10 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t11 = (__m128i)((vcc_v2_llong)t10 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){2147483648LL, 2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t8), t11);
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, t9);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = (__m128i)((vcc_v2_llong)t12 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){-2147483649LL, -2147483649LL});
            _mm_storeu_si128((__m128i *)(e + t8), t13);
            long t14 = i_vec + 4L;
            const int *t15 = a + t14;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, t15);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t17 = (__m128i)((vcc_v2_llong)t16 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){2147483648LL, 2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            vcc_v2_int a_v_5 = vcc_load(vcc_v2_int, t15);
            __m128i t18 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_5));
            __m128i t19 = (__m128i)((vcc_v2_llong)t18 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){-2147483649LL, -2147483649LL});
            _mm_storeu_si128((__m128i *)(e + t14), t19);
            long t20 = i_vec + 6L;
            const int *t21 = a + t20;
            vcc_v2_int a_v_6 = vcc_load(vcc_v2_int, t21);
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_6));
            __m128i t23 = (__m128i)((vcc_v2_llong)t22 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){2147483648LL, 2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t20), t23);
            vcc_v2_int a_v_7 = vcc_load(vcc_v2_int, t21);
            __m128i t24 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_7));
            __m128i t25 = (__m128i)((vcc_v2_llong)t24 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){-2147483649LL, -2147483649LL});
            _mm_storeu_si128((__m128i *)(e + t20), t25);
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
        /* vcc: loop at widening_mul.c:41 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const int *t30 = a + t29;
            vcc_v2_int a_v_8 = vcc_load(vcc_v2_int, t30);
            __m128i t31 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_8));
            __m128i t32 = (__m128i)((vcc_v2_llong)t31 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){2147483648LL, 2147483648LL});
            _mm_storeu_si128((__m128i *)(d + t29), t32);
            vcc_v2_int a_v_9 = vcc_load(vcc_v2_int, t30);
            __m128i t33 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_9));
            __m128i t34 = (__m128i)((vcc_v2_llong)t33 * (vcc_v2_llong)(__m128i)(vcc_v2_llong){-2147483649LL, -2147483649LL});
            _mm_storeu_si128((__m128i *)(e + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const int *t36 = a + t35;
        d[t35] = (long long)*t36 * 2147483648LL;
        e[t35] = (long long)*t36 * -2147483649LL;
    }
}

__attribute__((target("sse4.2"))) void mul_u_const(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned *a) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:48 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const unsigned int *t3 = a + i_vec;
            vcc_v2_uint a_v = vcc_load(vcc_v2_uint, t3);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v));
            __m128i t5 = _mm_mul_epu32(t4, (__m128i)(vcc_v2_ullong){4294967295ULL, 4294967295ULL});
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            vcc_v2_uint a_v_1 = vcc_load(vcc_v2_uint, t3);
            __m128i t6 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            __m128i t7 = (__m128i)((vcc_v2_ullong)t6 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){4294967296ULL, 4294967296ULL});
            _mm_storeu_si128((__m128i *)(e + i_vec), t7);
            long t8 = i_vec + 2L;
            const unsigned int *t9 = a + t8;
            vcc_v2_uint a_v_2 = vcc_load(vcc_v2_uint, t9);
            __m128i t10 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            __m128i t11 = _mm_mul_epu32(t10, (__m128i)(vcc_v2_ullong){4294967295ULL, 4294967295ULL});
            _mm_storeu_si128((__m128i *)(d + t8), t11);
            vcc_v2_uint a_v_3 = vcc_load(vcc_v2_uint, t9);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            __m128i t13 = (__m128i)((vcc_v2_ullong)t12 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){4294967296ULL, 4294967296ULL});
            _mm_storeu_si128((__m128i *)(e + t8), t13);
            long t14 = i_vec + 4L;
            const unsigned int *t15 = a + t14;
            vcc_v2_uint a_v_4 = vcc_load(vcc_v2_uint, t15);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            __m128i t17 = _mm_mul_epu32(t16, (__m128i)(vcc_v2_ullong){4294967295ULL, 4294967295ULL});
            _mm_storeu_si128((__m128i *)(d + t14), t17);
            vcc_v2_uint a_v_5 = vcc_load(vcc_v2_uint, t15);
            __m128i t18 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_5));
            __m128i t19 = (__m128i)((vcc_v2_ullong)t18 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){4294967296ULL, 4294967296ULL});
            _mm_storeu_si128((__m128i *)(e + t14), t19);
            long t20 = i_vec + 6L;
            const unsigned int *t21 = a + t20;
            vcc_v2_uint a_v_6 = vcc_load(vcc_v2_uint, t21);
            __m128i t22 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_6));
            __m128i t23 = _mm_mul_epu32(t22, (__m128i)(vcc_v2_ullong){4294967295ULL, 4294967295ULL});
            _mm_storeu_si128((__m128i *)(d + t20), t23);
            vcc_v2_uint a_v_7 = vcc_load(vcc_v2_uint, t21);
            __m128i t24 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_7));
            __m128i t25 = (__m128i)((vcc_v2_ullong)t24 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){4294967296ULL, 4294967296ULL});
            _mm_storeu_si128((__m128i *)(e + t20), t25);
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
        /* vcc: loop at widening_mul.c:48 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            const unsigned int *t30 = a + t29;
            vcc_v2_uint a_v_8 = vcc_load(vcc_v2_uint, t30);
            __m128i t31 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_8));
            __m128i t32 = _mm_mul_epu32(t31, (__m128i)(vcc_v2_ullong){4294967295ULL, 4294967295ULL});
            _mm_storeu_si128((__m128i *)(d + t29), t32);
            vcc_v2_uint a_v_9 = vcc_load(vcc_v2_uint, t30);
            __m128i t33 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_9));
            __m128i t34 = (__m128i)((vcc_v2_ullong)t33 * (vcc_v2_ullong)(__m128i)(vcc_v2_ullong){4294967296ULL, 4294967296ULL});
            _mm_storeu_si128((__m128i *)(e + t29), t34);
            i_vec_1 += 2L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        const unsigned int *t36 = a + t35;
        d[t35] = (unsigned long long)*t36 * 4294967295ULL;
        e[t35] = (unsigned long long)*t36 * 4294967296ULL;
    }
}

/* Summed unsigned: signed sums of products at the ends of the range overflow. */
__attribute__((target("sse4.2"))) unsigned long long dot_ss(int n, const int *a, const int *b) {
    unsigned long long s;
    int t21;
    unsigned long long t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:57 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int a_v = vcc_load(vcc_v2_int, a + i_vec);
            __m128i t3 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_int b_v = vcc_load(vcc_v2_int, b + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epi32(t3, t4);
            s_v = _mm_add_epi64(s_v, t5);
            long t6 = i_vec + 2L;
            vcc_v2_int a_v_1 = vcc_load(vcc_v2_int, a + t6);
            __m128i t7 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epi32(t7, t8);
            s_v_1 = _mm_add_epi64(s_v_1, t9);
            long t10 = i_vec + 4L;
            vcc_v2_int a_v_2 = vcc_load(vcc_v2_int, a + t10);
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epi32(t11, t12);
            s_v_2 = _mm_add_epi64(s_v_2, t13);
            long t14 = i_vec + 6L;
            vcc_v2_int a_v_3 = vcc_load(vcc_v2_int, a + t14);
            __m128i t15 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mul_epi32(t15, t16);
            s_v_3 = _mm_add_epi64(s_v_3, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t18 = _mm_add_epi64(s_v, s_v_1);
        __m128i t19 = _mm_add_epi64(t18, s_v_2);
        __m128i t20 = _mm_add_epi64(t19, s_v_3);
        t21 = (int)t2;
        t22 = vcc_sse_reduce_epi64(t20, _mm_add_epi64, unsigned long long);
    } else {
        t21 = 0;
        t22 = 0ULL;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:57 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            vcc_v2_int a_v_4 = vcc_load(vcc_v2_int, a + t25);
            __m128i t26 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t25);
            __m128i t27 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t28 = _mm_mul_epi32(t26, t27);
            s_v_4 = _mm_add_epi64(s_v_4, t28);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)((long long)a[t29] * (long long)b[t29]);
    }
    return s;
}

__attribute__((target("sse4.2"))) unsigned long long dot_uu(int n, const unsigned *a, const unsigned *b) {
    unsigned long long s;
    int t21;
    unsigned long long t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:64 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_uint a_v = vcc_load(vcc_v2_uint, a + i_vec);
            __m128i t3 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v));
            vcc_v2_uint b_v = vcc_load(vcc_v2_uint, b + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epu32(t3, t4);
            s_v = _mm_add_epi64(s_v, t5);
            long t6 = i_vec + 2L;
            vcc_v2_uint a_v_1 = vcc_load(vcc_v2_uint, a + t6);
            __m128i t7 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v2_uint b_v_1 = vcc_load(vcc_v2_uint, b + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epu32(t7, t8);
            s_v_1 = _mm_add_epi64(s_v_1, t9);
            long t10 = i_vec + 4L;
            vcc_v2_uint a_v_2 = vcc_load(vcc_v2_uint, a + t10);
            __m128i t11 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v2_uint b_v_2 = vcc_load(vcc_v2_uint, b + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epu32(t11, t12);
            s_v_2 = _mm_add_epi64(s_v_2, t13);
            long t14 = i_vec + 6L;
            vcc_v2_uint a_v_3 = vcc_load(vcc_v2_uint, a + t14);
            __m128i t15 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v2_uint b_v_3 = vcc_load(vcc_v2_uint, b + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t17 = _mm_mul_epu32(t15, t16);
            s_v_3 = _mm_add_epi64(s_v_3, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t18 = _mm_add_epi64(s_v, s_v_1);
        __m128i t19 = _mm_add_epi64(t18, s_v_2);
        __m128i t20 = _mm_add_epi64(t19, s_v_3);
        t21 = (int)t2;
        t22 = vcc_sse_reduce_epi64(t20, _mm_add_epi64, unsigned long long);
    } else {
        t21 = 0;
        t22 = 0ULL;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 2L) {
        long t24 = t23 & -2L;
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:64 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            vcc_v2_uint a_v_4 = vcc_load(vcc_v2_uint, a + t25);
            __m128i t26 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v2_uint b_v_4 = vcc_load(vcc_v2_uint, b + t25);
            __m128i t27 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t28 = _mm_mul_epu32(t26, t27);
            s_v_4 = _mm_add_epi64(s_v_4, t28);
            i_vec_1 += 2L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long long);
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        s += (unsigned long long)a[t29] * (unsigned long long)b[t29];
    }
    return s;
}

/* Narrower sources: a signed short is a signed 32-bit value (pmuldq with an int), an unsigned
   short fits either form (pmuludq with an unsigned int, pmuldq with an int); a signed short
   times an unsigned int is the mixed product. */
__attribute__((target("sse4.2"))) unsigned long long dot_s16_s32(int n, const short *s, const int *b) {
    unsigned long long t;
    unsigned long long t52;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v2_int t4 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t5 = (vcc_v2_uint)t4;
        vcc_v2_uint i_v = t5 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec = 0L;
        __m128i t_v = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i t_v_1 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i t_v_2 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        __m128i t_v_3 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:74 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t6 = (long)t1 + i_vec * -1L;
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            vcc_v2_short t7 = vcc_load(vcc_v2_short, s + t6 + -1);
            vcc_v2_short s_v = __builtin_shufflevector(t7, t7, 1, 0);
            vcc_v2_int t8 = i_v_2 + (vcc_v2_int){1, 1};
            __m128i t9 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t8));
            __m128i t10 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v));
            __m128i t11 = _mm_mul_epi32(t10, t9);
            vcc_v2_int t12 = vcc_load(vcc_v2_int, b + t6 + -1);
            vcc_v2_int b_v = __builtin_shufflevector(t12, t12, 1, 0);
            __m128i t13 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t14 = _mm_mul_epi32(t10, t13);
            __m128i t15 = _mm_add_epi64(t11, t14);
            t_v = _mm_add_epi64(t_v, t15);
            long t16 = (long)t1 + (i_vec + 2L) * -1L;
            vcc_v2_uint t17 = i_v + (vcc_v2_uint){4294967294U, 4294967294U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t17;
            vcc_v2_short t18 = vcc_load(vcc_v2_short, s + t16 + -1);
            vcc_v2_short s_v_1 = __builtin_shufflevector(t18, t18, 1, 0);
            vcc_v2_int t19 = i_v_3 + (vcc_v2_int){1, 1};
            __m128i t20 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t19));
            __m128i t21 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_1));
            __m128i t22 = _mm_mul_epi32(t21, t20);
            vcc_v2_int t23 = vcc_load(vcc_v2_int, b + t16 + -1);
            vcc_v2_int b_v_1 = __builtin_shufflevector(t23, t23, 1, 0);
            __m128i t24 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t25 = _mm_mul_epi32(t21, t24);
            __m128i t26 = _mm_add_epi64(t22, t25);
            t_v_1 = _mm_add_epi64(t_v_1, t26);
            long t27 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v2_uint t28 = i_v + (vcc_v2_uint){4294967292U, 4294967292U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t28;
            vcc_v2_short t29 = vcc_load(vcc_v2_short, s + t27 + -1);
            vcc_v2_short s_v_2 = __builtin_shufflevector(t29, t29, 1, 0);
            vcc_v2_int t30 = i_v_4 + (vcc_v2_int){1, 1};
            __m128i t31 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t30));
            __m128i t32 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_2));
            __m128i t33 = _mm_mul_epi32(t32, t31);
            vcc_v2_int t34 = vcc_load(vcc_v2_int, b + t27 + -1);
            vcc_v2_int b_v_2 = __builtin_shufflevector(t34, t34, 1, 0);
            __m128i t35 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t36 = _mm_mul_epi32(t32, t35);
            __m128i t37 = _mm_add_epi64(t33, t36);
            t_v_2 = _mm_add_epi64(t_v_2, t37);
            long t38 = (long)t1 + (i_vec + 6L) * -1L;
            vcc_v2_uint t39 = i_v + (vcc_v2_uint){4294967290U, 4294967290U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t39;
            vcc_v2_short t40 = vcc_load(vcc_v2_short, s + t38 + -1);
            vcc_v2_short s_v_3 = __builtin_shufflevector(t40, t40, 1, 0);
            vcc_v2_int t41 = i_v_5 + (vcc_v2_int){1, 1};
            __m128i t42 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t41));
            __m128i t43 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_3));
            __m128i t44 = _mm_mul_epi32(t43, t42);
            vcc_v2_int t45 = vcc_load(vcc_v2_int, b + t38 + -1);
            vcc_v2_int b_v_3 = __builtin_shufflevector(t45, t45, 1, 0);
            __m128i t46 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
            __m128i t47 = _mm_mul_epi32(t43, t46);
            __m128i t48 = _mm_add_epi64(t44, t47);
            t_v_3 = _mm_add_epi64(t_v_3, t48);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){4294967288U, 4294967288U};
        } while (i_vec < t3);
        __m128i t49 = _mm_add_epi64(t_v, t_v_1);
        __m128i t50 = _mm_add_epi64(t49, t_v_2);
        __m128i t51 = _mm_add_epi64(t50, t_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t52 = vcc_sse_reduce_epi64(t51, _mm_add_epi64, unsigned long long);
    } else {
        t52 = 0ULL;
    }
    long t53 = (long)t1 + 1L;
    if (t53 >= 2L) {
        long t54 = t53 & -2L;
        vcc_v2_int t55 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t56 = (vcc_v2_uint)t55;
        vcc_v2_uint i_v_1 = t56 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec_1 = 0L;
        __m128i t_v_4 = (__m128i)(vcc_v2_ullong){0ULL, 0ULL};
        /* vcc: loop at widening_mul.c:74 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t57 = (long)t1 + i_vec_1 * -1L;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            vcc_v2_short t58 = vcc_load(vcc_v2_short, s + t57 + -1);
            vcc_v2_short s_v_4 = __builtin_shufflevector(t58, t58, 1, 0);
            vcc_v2_int t59 = i_v_6 + (vcc_v2_int){1, 1};
            __m128i t60 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)t59));
            __m128i t61 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_4));
            __m128i t62 = _mm_mul_epi32(t61, t60);
            vcc_v2_int t63 = vcc_load(vcc_v2_int, b + t57 + -1);
            vcc_v2_int b_v_4 = __builtin_shufflevector(t63, t63, 1, 0);
            __m128i t64 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
            __m128i t65 = _mm_mul_epi32(t61, t64);
            __m128i t66 = _mm_add_epi64(t62, t65);
            t_v_4 = _mm_add_epi64(t_v_4, t66);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){4294967294U, 4294967294U};
        } while (i_vec_1 < t54);
        i = (int)((long)t1 + t54 * -1L);
        t = t52 + vcc_sse_reduce_epi64(t_v_4, _mm_add_epi64, unsigned long long);
    } else {
        i = t1;
        t = t52;
    }
    for (; i >= 0; i--) {
        long t67 = (long)i;
        long long t68 = (long long)s[t67];
        t += (unsigned long long)(t68 * (long long)(i + 1) + t68 * (long long)b[t67]);
    }
    return t;
}

__attribute__((target("sse4.2"))) void mul_u16_u32(int n, unsigned long long *restrict d, const unsigned short *us, const unsigned *ub) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:80 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_ushort us_v = vcc_load(vcc_v2_ushort, us + i_vec);
            __m128i t3 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v));
            vcc_v2_uint ub_v = vcc_load(vcc_v2_uint, ub + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v));
            __m128i t5 = _mm_mul_epu32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_ushort us_v_1 = vcc_load(vcc_v2_ushort, us + t6);
            __m128i t7 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_1));
            vcc_v2_uint ub_v_1 = vcc_load(vcc_v2_uint, ub + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_1));
            __m128i t9 = _mm_mul_epu32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_ushort us_v_2 = vcc_load(vcc_v2_ushort, us + t10);
            __m128i t11 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_2));
            vcc_v2_uint ub_v_2 = vcc_load(vcc_v2_uint, ub + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_2));
            __m128i t13 = _mm_mul_epu32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_ushort us_v_3 = vcc_load(vcc_v2_ushort, us + t14);
            __m128i t15 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_3));
            vcc_v2_uint ub_v_3 = vcc_load(vcc_v2_uint, ub + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_3));
            __m128i t17 = _mm_mul_epu32(t15, t16);
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
        /* vcc: loop at widening_mul.c:80 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_ushort us_v_4 = vcc_load(vcc_v2_ushort, us + t21);
            __m128i t22 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_4));
            vcc_v2_uint ub_v_4 = vcc_load(vcc_v2_uint, ub + t21);
            __m128i t23 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_4));
            __m128i t24 = _mm_mul_epu32(t22, t23);
            _mm_storeu_si128((__m128i *)(d + t21), t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned long long)us[t25] * (unsigned long long)ub[t25];
    }
}

__attribute__((target("sse4.2"))) void mul_u16_s32(int n, long long *restrict d, const unsigned short *us, const int *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:85 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_ushort us_v = vcc_load(vcc_v2_ushort, us + i_vec);
            __m128i t3 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v));
            vcc_v2_int b_v = vcc_load(vcc_v2_int, b + i_vec);
            __m128i t4 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v));
            __m128i t5 = _mm_mul_epi32(t3, t4);
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_ushort us_v_1 = vcc_load(vcc_v2_ushort, us + t6);
            __m128i t7 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_1));
            vcc_v2_int b_v_1 = vcc_load(vcc_v2_int, b + t6);
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_1));
            __m128i t9 = _mm_mul_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_ushort us_v_2 = vcc_load(vcc_v2_ushort, us + t10);
            __m128i t11 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_2));
            vcc_v2_int b_v_2 = vcc_load(vcc_v2_int, b + t10);
            __m128i t12 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_2));
            __m128i t13 = _mm_mul_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_ushort us_v_3 = vcc_load(vcc_v2_ushort, us + t14);
            __m128i t15 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_3));
            vcc_v2_int b_v_3 = vcc_load(vcc_v2_int, b + t14);
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_3));
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
        /* vcc: loop at widening_mul.c:85 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_ushort us_v_4 = vcc_load(vcc_v2_ushort, us + t21);
            __m128i t22 = _mm_cvtepu16_epi64(_mm_cvtsi32_si128((int)us_v_4));
            vcc_v2_int b_v_4 = vcc_load(vcc_v2_int, b + t21);
            __m128i t23 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)b_v_4));
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
        d[t25] = (long long)us[t25] * (long long)b[t25];
    }
}

__attribute__((target("sse4.2"))) void mul_s16_u32(int n, long long *restrict d, const short *s, const unsigned *ub) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at widening_mul.c:90 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_short s_v = vcc_load(vcc_v2_short, s + i_vec);
            __m128i t3 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v));
            vcc_v2_uint ub_v = vcc_load(vcc_v2_uint, ub + i_vec);
            __m128i t4 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v));
            __m128i t5 = ({ __m128i vcc_u = t4, vcc_s = t3; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + i_vec), t5);
            long t6 = i_vec + 2L;
            vcc_v2_short s_v_1 = vcc_load(vcc_v2_short, s + t6);
            __m128i t7 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_1));
            vcc_v2_uint ub_v_1 = vcc_load(vcc_v2_uint, ub + t6);
            __m128i t8 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_1));
            __m128i t9 = ({ __m128i vcc_u = t8, vcc_s = t7; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t6), t9);
            long t10 = i_vec + 4L;
            vcc_v2_short s_v_2 = vcc_load(vcc_v2_short, s + t10);
            __m128i t11 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_2));
            vcc_v2_uint ub_v_2 = vcc_load(vcc_v2_uint, ub + t10);
            __m128i t12 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_2));
            __m128i t13 = ({ __m128i vcc_u = t12, vcc_s = t11; _mm_add_epi64(_mm_mul_epu32(vcc_u, vcc_s), _mm_slli_epi64(_mm_mul_epu32(vcc_u, _mm_srli_epi64(vcc_s, 32)), 32)); });
            _mm_storeu_si128((__m128i *)(d + t10), t13);
            long t14 = i_vec + 6L;
            vcc_v2_short s_v_3 = vcc_load(vcc_v2_short, s + t14);
            __m128i t15 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_3));
            vcc_v2_uint ub_v_3 = vcc_load(vcc_v2_uint, ub + t14);
            __m128i t16 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_3));
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
        /* vcc: loop at widening_mul.c:90 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v2_short s_v_4 = vcc_load(vcc_v2_short, s + t21);
            __m128i t22 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)s_v_4));
            vcc_v2_uint ub_v_4 = vcc_load(vcc_v2_uint, ub + t21);
            __m128i t23 = _mm_cvtepu32_epi64(_mm_cvtsi64_si128((long long)ub_v_4));
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
        d[t25] = (long long)s[t25] * (long long)ub[t25];
    }
}

/* 64-bit products by constants: a shift and an add per set bit (x * 3), or the full multiply. */
void mul_by_consts(int n, unsigned long long *restrict d, unsigned long long *restrict e, const unsigned long long *x) {
    for (int i = 0; i < n; i++) {
        d[i] = x[i] * 3u;
        e[i] = x[i] * 0x9e3779b97f4a7c15ull;
    }
}

static int edge32(uint32_t r) {
    switch (r % 6) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return -1;
    case 3: return INT32_MIN + (int)(r >> 4);
    case 4: return INT32_MAX - (int)(r >> 4);
    default: return (int)(r * 2654435761u);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long long *d = new_array(n, 8), *e = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            a[i] = edge32(next_rand());
            b[i] = edge32(next_rand());
            ua[i] = (unsigned)edge32(next_rand());
            ub[i] = (unsigned)edge32(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned long long *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_s_to_u(n, (unsigned long long *)d, a, b);
        printf("n=%d mul_s_to_u %llx\n", n, HASH(d, n));
        mul_mixed(n, d, a, ub);
        printf("n=%d mul_mixed %llx\n", n, HASH(d, n));
        mul_const_ends(n, d, e, a);
        printf("n=%d mul_const_ends %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_const_outside(n, d, e, a);
        printf("n=%d mul_const_outside %llx %llx\n", n, HASH(d, n), HASH(e, n));
        mul_u_const(n, (unsigned long long *)d, (unsigned long long *)e, ua);
        printf("n=%d mul_u_const %llx %llx\n", n, HASH(d, n), HASH(e, n));
        printf("n=%d dot_ss %llx\n", n, dot_ss(n, a, b));
        printf("n=%d dot_uu %llx\n", n, dot_uu(n, ua, ub));
        short *s = new_array(n, 2);
        unsigned short *us = new_array(n, 2);
        unsigned long long *x = new_array(n, 8);
        for (int i = 0; i < n; i++) {
            s[i] = (short)edge32(next_rand());
            us[i] = (unsigned short)edge32(next_rand());
            x[i] = (unsigned long long)next_rand() << 32 | next_rand();
        }
        printf("n=%d dot_s16_s32 %llx\n", n, dot_s16_s32(n, s, b));
        mul_u16_u32(n, (unsigned long long *)d, us, ub);
        printf("n=%d mul_u16_u32 %llx\n", n, HASH(d, n));
        mul_u16_s32(n, d, us, a);
        printf("n=%d mul_u16_s32 %llx\n", n, HASH(d, n));
        mul_s16_u32(n, d, s, ub);
        printf("n=%d mul_s16_u32 %llx\n", n, HASH(d, n));
        mul_by_consts(n, (unsigned long long *)d, (unsigned long long *)e, x);
        printf("n=%d mul_by_consts %llx %llx\n", n, HASH(d, n), HASH(e, n));
        free(s), free(us), free(x);
        free(a), free(b), free(ua), free(ub), free(d), free(e);
    }
    return 0;
}
