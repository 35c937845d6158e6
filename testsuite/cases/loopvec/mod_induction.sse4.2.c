/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
#define vcc_sse_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
__attribute__((target("sse4.2"))) void mod_long_float(int n, float *a, long r) {
    int t28;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 16L) & (t4 >= 0L)) {
        long t5 = t3 & -16L;
        __m128i t6 = _mm_set1_epi32((int)(int)(t4 % 97L));
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 31, 62, 93));
        __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(97));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 4, UF 4, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            __m128 t9 = _mm_cvtepi32_ps((__m128i)t1);
            __m128 t10 = _mm_mul_ps(t9, _mm_set1_ps(0.25f));
            _mm_storeu_ps(a + i_vec, t10);
            __m128i t11 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(27));
            __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(97));
            __m128i t13 = _mm_min_epu32(t11, t12);
            __m128 t14 = _mm_cvtepi32_ps(t13);
            __m128 t15 = _mm_mul_ps(t14, _mm_set1_ps(0.25f));
            _mm_storeu_ps(a + (i_vec + 4L), t15);
            __m128i t16 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(54));
            __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(97));
            __m128i t18 = _mm_min_epu32(t16, t17);
            __m128 t19 = _mm_cvtepi32_ps(t18);
            __m128 t20 = _mm_mul_ps(t19, _mm_set1_ps(0.25f));
            _mm_storeu_ps(a + (i_vec + 8L), t20);
            __m128i t21 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(81));
            __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(97));
            __m128i t23 = _mm_min_epu32(t21, t22);
            __m128 t24 = _mm_cvtepi32_ps(t23);
            __m128 t25 = _mm_mul_ps(t24, _mm_set1_ps(0.25f));
            _mm_storeu_ps(a + (i_vec + 12L), t25);
            i_vec += 16L;
            __m128i t26 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(11));
            __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(97));
            t1 = (vcc_v4_int)_mm_min_epu32(t26, t27);
        } while (i_vec < t5);
        t28 = (int)t5;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    long t30 = (long)((unsigned long)(long)(int)((unsigned int)t28 * 31U) + (unsigned long)r);
    if ((t29 >= 4L) & (t30 >= 0L)) {
        long t31 = t29 & -4L;
        __m128i t32 = _mm_set1_epi32((int)(int)(t30 % 97L));
        __m128i t33 = _mm_add_epi32(t32, _mm_setr_epi32(0, 31, 62, 93));
        __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(97));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t33, t34);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128 t35 = _mm_cvtepi32_ps((__m128i)t2);
            __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.25f));
            _mm_storeu_ps(a + ((long)t28 + i_vec_1), t36);
            i_vec_1 += 4L;
            __m128i t37 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(27));
            __m128i t38 = _mm_sub_epi32(t37, _mm_set1_epi32(97));
            t2 = (vcc_v4_int)_mm_min_epu32(t37, t38);
        } while (i_vec_1 < t31);
        i = (int)((long)t28 + t31);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
__attribute__((target("sse4.2"))) void mod_int(int n, int *a, int b) {
    int t20;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 16L) & (t4 >= 0)) {
        long t5 = t3 & -16L;
        __m128i t6 = _mm_set1_epi32((int)(t4 % 256));
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 7, 14, 21));
        __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(256));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 4, UF 4, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + i_vec), (__m128i)t1);
            __m128i t9 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(28));
            __m128i t10 = _mm_sub_epi32(t9, _mm_set1_epi32(256));
            __m128i t11 = _mm_min_epu32(t9, t10);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t11);
            __m128i t12 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(56));
            __m128i t13 = _mm_sub_epi32(t12, _mm_set1_epi32(256));
            __m128i t14 = _mm_min_epu32(t12, t13);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t14);
            __m128i t15 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(84));
            __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(256));
            __m128i t17 = _mm_min_epu32(t15, t16);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), t17);
            i_vec += 16L;
            __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(112));
            __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(256));
            t1 = (vcc_v4_int)_mm_min_epu32(t18, t19);
        } while (i_vec < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    int t22 = (int)((unsigned int)(int)((unsigned int)t20 * 7U) + (unsigned int)b);
    if ((t21 >= 4L) & (t22 >= 0)) {
        long t23 = t21 & -4L;
        __m128i t24 = _mm_set1_epi32((int)(t22 % 256));
        __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 7, 14, 21));
        __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(256));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t25, t26);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + ((long)t20 + i_vec_1)), (__m128i)t2);
            i_vec_1 += 4L;
            __m128i t27 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(28));
            __m128i t28 = _mm_sub_epi32(t27, _mm_set1_epi32(256));
            t2 = (vcc_v4_int)_mm_min_epu32(t27, t28);
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
__attribute__((target("sse4.2"))) void mod_big_step(int n, short *a, int b) {
    int t24;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 16L) & (t4 >= 0)) {
        long t5 = t3 & -16L;
        __m128i t6 = _mm_set1_epi32((int)(t4 % 13));
        __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 12, 11, 10));
        __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(13));
        vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 4, UF 4, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_short t9 = __builtin_convertvector((vcc_v4_int)(__m128i)t1, vcc_v4_short);
            vcc_store(a + i_vec, t9);
            __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(9));
            __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(13));
            __m128i t12 = _mm_min_epu32(t10, t11);
            vcc_v4_short t13 = __builtin_convertvector((vcc_v4_int)t12, vcc_v4_short);
            vcc_store(a + (i_vec + 4L), t13);
            __m128i t14 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
            __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(13));
            __m128i t16 = _mm_min_epu32(t14, t15);
            vcc_v4_short t17 = __builtin_convertvector((vcc_v4_int)t16, vcc_v4_short);
            vcc_store(a + (i_vec + 8L), t17);
            __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
            __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(13));
            __m128i t20 = _mm_min_epu32(t18, t19);
            vcc_v4_short t21 = __builtin_convertvector((vcc_v4_int)t20, vcc_v4_short);
            vcc_store(a + (i_vec + 12L), t21);
            i_vec += 16L;
            __m128i t22 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(10));
            __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(13));
            t1 = (vcc_v4_int)_mm_min_epu32(t22, t23);
        } while (i_vec < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    int t26 = (int)((unsigned int)(int)((unsigned int)t24 * 1000U) + (unsigned int)b);
    if ((t25 >= 4L) & (t26 >= 0)) {
        long t27 = t25 & -4L;
        __m128i t28 = _mm_set1_epi32((int)(t26 % 13));
        __m128i t29 = _mm_add_epi32(t28, _mm_setr_epi32(0, 12, 11, 10));
        __m128i t30 = _mm_sub_epi32(t29, _mm_set1_epi32(13));
        vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t29, t30);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_short t31 = __builtin_convertvector((vcc_v4_int)(__m128i)t2, vcc_v4_short);
            vcc_store(a + ((long)t24 + i_vec_1), t31);
            i_vec_1 += 4L;
            __m128i t32 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(9));
            __m128i t33 = _mm_sub_epi32(t32, _mm_set1_epi32(13));
            t2 = (vcc_v4_int)_mm_min_epu32(t32, t33);
        } while (i_vec_1 < t27);
        i = (int)((long)t24 + t27);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
__attribute__((target("sse4.2"))) void mod_long(int n, long *a, long b) {
    int t25;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 8L) & (t4 >= 0L)) {
        long t5 = t3 & -8L;
        __m128i t6 = _mm_set1_epi64x((long long)(t4 % 1000L));
        __m128i t7 = _mm_add_epi64(t6, ((__m128i)(vcc_v2_long){0L, 3L}));
        __m128i t8 = _mm_cmpgt_epi64(t7, ((__m128i)(vcc_v2_long){999L, 999L}));
        __m128i t9 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t8, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
        __m128i t1 = _mm_sub_epi64(t7, t9);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 2, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + i_vec), t1);
            __m128i t10 = _mm_add_epi64(t1, ((__m128i)(vcc_v2_long){6L, 6L}));
            __m128i t11 = _mm_cmpgt_epi64(t10, ((__m128i)(vcc_v2_long){999L, 999L}));
            __m128i t12 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t11, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
            __m128i t13 = _mm_sub_epi64(t10, t12);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 2L)), t13);
            __m128i t14 = _mm_add_epi64(t1, ((__m128i)(vcc_v2_long){12L, 12L}));
            __m128i t15 = _mm_cmpgt_epi64(t14, ((__m128i)(vcc_v2_long){999L, 999L}));
            __m128i t16 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t15, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
            __m128i t17 = _mm_sub_epi64(t14, t16);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t17);
            __m128i t18 = _mm_add_epi64(t1, ((__m128i)(vcc_v2_long){18L, 18L}));
            __m128i t19 = _mm_cmpgt_epi64(t18, ((__m128i)(vcc_v2_long){999L, 999L}));
            __m128i t20 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t19, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
            __m128i t21 = _mm_sub_epi64(t18, t20);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 6L)), t21);
            i_vec += 8L;
            __m128i t22 = _mm_add_epi64(t1, ((__m128i)(vcc_v2_long){24L, 24L}));
            __m128i t23 = _mm_cmpgt_epi64(t22, ((__m128i)(vcc_v2_long){999L, 999L}));
            __m128i t24 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t23, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
            t1 = _mm_sub_epi64(t22, t24);
        } while (i_vec < t5);
        t25 = (int)t5;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    long t27 = (long)((unsigned long)(long)((unsigned long)(long)t25 * 3UL) + (unsigned long)b);
    if ((t26 >= 2L) & (t27 >= 0L)) {
        long t28 = t26 & -2L;
        __m128i t29 = _mm_set1_epi64x((long long)(t27 % 1000L));
        __m128i t30 = _mm_add_epi64(t29, ((__m128i)(vcc_v2_long){0L, 3L}));
        __m128i t31 = _mm_cmpgt_epi64(t30, ((__m128i)(vcc_v2_long){999L, 999L}));
        __m128i t32 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t31, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
        __m128i t2 = _mm_sub_epi64(t30, t32);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + ((long)t25 + i_vec_1)), t2);
            i_vec_1 += 2L;
            __m128i t33 = _mm_add_epi64(t2, ((__m128i)(vcc_v2_long){6L, 6L}));
            __m128i t34 = _mm_cmpgt_epi64(t33, ((__m128i)(vcc_v2_long){999L, 999L}));
            __m128i t35 = ({ (void)(__m128i)(vcc_v2_ulong){0UL, 0UL}; _mm_and_si128(t34, (__m128i)(vcc_v2_ulong){1000UL, 1000UL}); });
            t2 = _mm_sub_epi64(t33, t35);
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = (t36 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
__attribute__((target("sse4.2"))) void mod_down(int n, int *a, int b) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i b_v = _mm_set1_epi32((int)b);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(5));
            __m128i t5 = _mm_sub_epi32(b_v, t4);
            __m128i t6 = (__m128i)((vcc_v4_int)t5 % (vcc_v4_int)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = _mm_mullo_epi32(t7, _mm_set1_epi32(5));
            __m128i t9 = _mm_sub_epi32(b_v, t8);
            __m128i t10 = (__m128i)((vcc_v4_int)t9 % (vcc_v4_int)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t12 = _mm_mullo_epi32(t11, _mm_set1_epi32(5));
            __m128i t13 = _mm_sub_epi32(b_v, t12);
            __m128i t14 = (__m128i)((vcc_v4_int)t13 % (vcc_v4_int)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t14);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t16 = _mm_mullo_epi32(t15, _mm_set1_epi32(5));
            __m128i t17 = _mm_sub_epi32(b_v, t16);
            __m128i t18 = (__m128i)((vcc_v4_int)t17 % (vcc_v4_int)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), t18);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        __m128i b_v_1 = _mm_set1_epi32((int)b);
        __m128i t22 = _mm_set1_epi32((int)t19);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t23 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(5));
            __m128i t24 = _mm_sub_epi32(b_v_1, t23);
            __m128i t25 = (__m128i)((vcc_v4_int)t24 % (vcc_v4_int)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + ((long)t19 + i_vec_1)), t25);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
__attribute__((target("sse4.2"))) void mod_unsigned(int n, unsigned *a, unsigned b) {
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i b_v = _mm_set1_epi32((int)b);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(5));
            __m128i t5 = _mm_add_epi32(t4, b_v);
            __m128i t6 = (__m128i)((vcc_v4_uint)t5 % (vcc_v4_uint)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = _mm_mullo_epi32(t7, _mm_set1_epi32(5));
            __m128i t9 = _mm_add_epi32(t8, b_v);
            __m128i t10 = (__m128i)((vcc_v4_uint)t9 % (vcc_v4_uint)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t10);
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t12 = _mm_mullo_epi32(t11, _mm_set1_epi32(5));
            __m128i t13 = _mm_add_epi32(t12, b_v);
            __m128i t14 = (__m128i)((vcc_v4_uint)t13 % (vcc_v4_uint)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t14);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t16 = _mm_mullo_epi32(t15, _mm_set1_epi32(5));
            __m128i t17 = _mm_add_epi32(t16, b_v);
            __m128i t18 = (__m128i)((vcc_v4_uint)t17 % (vcc_v4_uint)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), t18);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        __m128i b_v_1 = _mm_set1_epi32((int)b);
        __m128i t22 = _mm_set1_epi32((int)t19);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t23 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(5));
            __m128i t24 = _mm_add_epi32(t23, b_v_1);
            __m128i t25 = (__m128i)((vcc_v4_uint)t24 % (vcc_v4_uint)_mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + ((long)t19 + i_vec_1)), t25);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
__attribute__((target("sse4.2"))) void mod_cond(int n, int *a, const int *c, int b) {
    int t17;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        __m128i b_v = _mm_set1_epi32((int)b);
        __m128i t6 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 4, UF 2, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m128i t7 = _mm_cmpgt_epi32(c_v, _mm_set1_epi32(0));
            __m128i t8 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(3));
            __m128i t9 = _mm_add_epi32(t8, b_v);
            __m128i t10 = (__m128i)((vcc_v4_int)t9 % (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t10, t7);
            long t11 = i_vec + 4L;
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t11));
            __m128i t13 = _mm_cmpgt_epi32(c_v_1, _mm_set1_epi32(0));
            __m128i t14 = _mm_mullo_epi32(t12, _mm_set1_epi32(3));
            __m128i t15 = _mm_add_epi32(t14, b_v);
            __m128i t16 = (__m128i)((vcc_v4_int)t15 % (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t11 * 4UL), t16, t13);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        } while (i_vec < t5);
        t17 = (int)t5;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)c;
    long t21 = (long)((unsigned long)a + (unsigned long)((long)t17 * 4L) - ((unsigned long)c + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        __m128i b_v_1 = _mm_set1_epi32((int)b);
        __m128i t23 = _mm_set1_epi32((int)t17);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t23, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:46 vector epilogue: VF 4, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t24 = (long)t17 + i_vec_1;
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t24));
            __m128i t25 = _mm_cmpgt_epi32(c_v_2, _mm_set1_epi32(0));
            __m128i t26 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
            __m128i t27 = _mm_add_epi32(t26, b_v_1);
            __m128i t28 = (__m128i)((vcc_v4_int)t27 % (vcc_v4_int)_mm_set1_epi32(10));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t24 * 4UL), t28, t25);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t22);
        i = (int)((long)t17 + t22);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        if (c[t29] > 0) {
            a[t29] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
__attribute__((target("sse4.2"))) void mod_var(int n, int *a, int b, int m) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i b_v = _mm_set1_epi32((int)b);
        __m128i m_v = _mm_set1_epi32((int)m);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:53 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(3));
            __m128i t5 = _mm_add_epi32(t4, b_v);
            __m128i t6 = vcc_sse_rem_epi32(t5, m_v);
            _mm_storeu_si128((__m128i *)(a + i_vec), t6);
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = _mm_mullo_epi32(t7, _mm_set1_epi32(3));
            __m128i t9 = _mm_add_epi32(t8, b_v);
            __m128i t10 = vcc_sse_rem_epi32(t9, m_v);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t10);
            i_vec += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        __m128i b_v_1 = _mm_set1_epi32((int)b);
        __m128i m_v_1 = _mm_set1_epi32((int)m);
        __m128i t14 = _mm_set1_epi32((int)t11);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:53 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t15 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
            __m128i t16 = _mm_add_epi32(t15, b_v_1);
            __m128i t17 = vcc_sse_rem_epi32(t16, m_v_1);
            _mm_storeu_si128((__m128i *)(a + ((long)t11 + i_vec_1)), t17);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
__attribute__((target("sse4.2"))) void mod_four(int n, int *a, int b) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i b_v = _mm_set1_epi32((int)b);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, b_v);
            __m128i t5 = (__m128i)((vcc_v4_int)t4 % (vcc_v4_int)_mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)(a + i_vec), t5);
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t7 = _mm_add_epi32(t6, b_v);
            __m128i t8 = (__m128i)((vcc_v4_int)t7 % (vcc_v4_int)_mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t10 = _mm_add_epi32(t9, b_v);
            __m128i t11 = (__m128i)((vcc_v4_int)t10 % (vcc_v4_int)_mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t11);
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t13 = _mm_add_epi32(t12, b_v);
            __m128i t14 = (__m128i)((vcc_v4_int)t13 % (vcc_v4_int)_mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), t14);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m128i b_v_1 = _mm_set1_epi32((int)b);
        __m128i t18 = _mm_set1_epi32((int)t15);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t19 = _mm_add_epi32((__m128i)i_v_1, b_v_1);
            __m128i t20 = (__m128i)((vcc_v4_int)t19 % (vcc_v4_int)_mm_set1_epi32(4));
            _mm_storeu_si128((__m128i *)(a + ((long)t15 + i_vec_1)), t20);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    int t1;
    int t13;
    int i;
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
        float *f = (float *)new_array(n, 4UL);
        int *a = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        int *c = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)(next_rand() % 7U);
        }
        for (unsigned int k = 0U; (unsigned long)k < 7UL; k++) {
            const long *t2 = &longs[k];
            mod_long_float(n, f, *t2);
            mod_long(n, l, *t2);
            unsigned long t3 = (unsigned long)n;
            unsigned long t4 = hash_bytes((const void *)l, t3 * 8UL);
            unsigned long t5 = hash_bytes((const void *)f, t3 * 4UL);
            printf("n=%d r=%ld float %llx long %llx\n", n, *t2, (unsigned long long)t5, (unsigned long long)t4);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t6 = &ints[k_1];
            mod_int(n, a, *t6);
            unsigned long t7 = (unsigned long)n;
            unsigned long t8 = t7 * 4UL;
            const void *t9 = (const void *)a;
            unsigned long t10 = hash_bytes(t9, t8);
            printf("n=%d b=%d int %llx", n, *t6, (unsigned long long)t10);
            mod_big_step(n, s, *t6);
            printf(" short %llx", (unsigned long long)hash_bytes((const void *)s, t7 * 2UL));
            mod_down(n, a, *t6);
            printf(" down %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_unsigned(n, u, (unsigned int)*t6);
            printf(" unsigned %llx", (unsigned long long)hash_bytes((const void *)u, t8));
            long t11 = (long)n;
            if (t11 >= 16L) {
                long t12 = t11 & -16L;
                long i_vec = 0L;
                /* vcc: loop at mod_induction.c:90 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
                do {
                    _mm_storeu_si128((__m128i *)(a + i_vec), _mm_set1_epi32(-1));
                    _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), _mm_set1_epi32(-1));
                    _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), _mm_set1_epi32(-1));
                    _mm_storeu_si128((__m128i *)(a + (i_vec + 12L)), _mm_set1_epi32(-1));
                    i_vec += 16L;
                } while (i_vec < t12);
                t13 = (int)t12;
            } else {
                t13 = 0;
            }
            long t14 = (long)n + (long)t13 * -1L;
            if (t14 >= 4L) {
                long t15 = t14 & -4L;
                long i_vec_1 = 0L;
                /* vcc: loop at mod_induction.c:90 vector epilogue: VF 4, UF 1, scalar epilogue */
                do {
                    _mm_storeu_si128((__m128i *)(a + ((long)t13 + i_vec_1)), _mm_set1_epi32(-1));
                    i_vec_1 += 4L;
                } while (i_vec_1 < t15);
                i = (int)((long)t13 + t15);
            } else {
                i = t13;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t6);
            printf(" cond %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_var(n, a, *t6, 11);
            printf(" var %llx", (unsigned long long)hash_bytes(t9, t8));
            mod_four(n, a, *t6);
            printf(" four %llx\n", (unsigned long long)hash_bytes(t9, t8));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
