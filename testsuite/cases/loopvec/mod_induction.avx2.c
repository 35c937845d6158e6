/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
__attribute__((target("avx2"))) void mod_long_float(int n, float *a, long r) {
    int t28;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 32L) & (t4 >= 0L)) {
        long t5 = t3 & -32L;
        __m256i t6 = _mm256_set1_epi32((int)(int)(t4 % 97L));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(97));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 8, UF 4, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            __m256 t9 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + i_vec, t10);
            __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(54));
            __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(97));
            __m256i t13 = _mm256_min_epu32(t11, t12);
            __m256 t14 = _mm256_cvtepi32_ps(t13);
            __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (i_vec + 8L), t15);
            __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(97));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (i_vec + 16L), t20);
            __m256i t21 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(65));
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(97));
            __m256i t23 = _mm256_min_epu32(t21, t22);
            __m256 t24 = _mm256_cvtepi32_ps(t23);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + (i_vec + 24L), t25);
            i_vec += 32L;
            __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(22));
            __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(97));
            t1 = (vcc_v8_int)_mm256_min_epu32(t26, t27);
        } while (i_vec < t5);
        t28 = (int)t5;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    long t30 = (long)((unsigned long)(long)(int)((unsigned int)t28 * 31U) + (unsigned long)r);
    if ((t29 >= 8L) & (t30 >= 0L)) {
        long t31 = t29 & -8L;
        __m256i t32 = _mm256_set1_epi32((int)(int)(t30 % 97L));
        __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23));
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(97));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256 t35 = _mm256_cvtepi32_ps((__m256i)t2);
            __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(a + ((long)t28 + i_vec_1), t36);
            i_vec_1 += 8L;
            __m256i t37 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(54));
            __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(97));
            t2 = (vcc_v8_int)_mm256_min_epu32(t37, t38);
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
__attribute__((target("avx2"))) void mod_int(int n, int *a, int b) {
    int t20;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        __m256i t6 = _mm256_set1_epi32((int)(t4 % 256));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(256));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 8, UF 4, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + i_vec), (__m256i)t1);
            __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(56));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(256));
            __m256i t11 = _mm256_min_epu32(t9, t10);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t11);
            __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(112));
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(256));
            __m256i t14 = _mm256_min_epu32(t12, t13);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t14);
            __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(168));
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(256));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 24L)), t17);
            i_vec += 32L;
            __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(224));
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(256));
            t1 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
        } while (i_vec < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    int t22 = (int)((unsigned int)(int)((unsigned int)t20 * 7U) + (unsigned int)b);
    if ((t21 >= 8L) & (t22 >= 0)) {
        long t23 = t21 & -8L;
        __m256i t24 = _mm256_set1_epi32((int)(t22 % 256));
        __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(256));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t25, t26);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + ((long)t20 + i_vec_1)), (__m256i)t2);
            i_vec_1 += 8L;
            __m256i t27 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(56));
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(256));
            t2 = (vcc_v8_int)_mm256_min_epu32(t27, t28);
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
__attribute__((target("avx2"))) void mod_big_step(int n, short *a, int b) {
    int t24;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        __m256i t6 = _mm256_set1_epi32((int)(t4 % 13));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(13));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 8, UF 4, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            __m128i t9 = (__m128i)__builtin_convertvector((vcc_v8_int)(__m256i)t1, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + i_vec), t9);
            __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(13));
            __m256i t12 = _mm256_min_epu32(t10, t11);
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t13);
            __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
            __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(13));
            __m256i t16 = _mm256_min_epu32(t14, t15);
            __m128i t17 = (__m128i)__builtin_convertvector((vcc_v8_int)t16, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 16L)), t17);
            __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(13));
            __m256i t20 = _mm256_min_epu32(t18, t19);
            __m128i t21 = (__m128i)__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 24L)), t21);
            i_vec += 32L;
            __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
            __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(13));
            t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
        } while (i_vec < t5);
        t24 = (int)t5;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    int t26 = (int)((unsigned int)(int)((unsigned int)t24 * 1000U) + (unsigned int)b);
    if ((t25 >= 8L) & (t26 >= 0)) {
        long t27 = t25 & -8L;
        __m256i t28 = _mm256_set1_epi32((int)(t26 % 13));
        __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(13));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_v8_int)(__m256i)t2, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + ((long)t24 + i_vec_1)), t31);
            i_vec_1 += 8L;
            __m256i t32 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(5));
            __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(13));
            t2 = (vcc_v8_int)_mm256_min_epu32(t32, t33);
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
__attribute__((target("avx2"))) void mod_long(int n, long *a, long b) {
    int t20;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 16L) & (t4 >= 0L)) {
        long t5 = t3 & -16L;
        __m256i t6 = _mm256_set1_epi64x((long long)(t4 % 1000L));
        __m256i t7 = _mm256_add_epi64(t6, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        __m256i t8 = _mm256_sub_epi64(t7, _mm256_set1_epi64x((long long)1000LL));
        __m256i t1 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t7, (vcc_v4_ulong)t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 4, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + i_vec), t1);
            __m256i t9 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            __m256i t10 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)1000LL));
            __m256i t11 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t9, (vcc_v4_ulong)t10);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 4L)), t11);
            __m256i t12 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)24LL));
            __m256i t13 = _mm256_sub_epi64(t12, _mm256_set1_epi64x((long long)1000LL));
            __m256i t14 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t12, (vcc_v4_ulong)t13);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t14);
            __m256i t15 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)36LL));
            __m256i t16 = _mm256_sub_epi64(t15, _mm256_set1_epi64x((long long)1000LL));
            __m256i t17 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t15, (vcc_v4_ulong)t16);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 12L)), t17);
            i_vec += 16L;
            __m256i t18 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)48LL));
            __m256i t19 = _mm256_sub_epi64(t18, _mm256_set1_epi64x((long long)1000LL));
            t1 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t18, (vcc_v4_ulong)t19);
        } while (i_vec < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)((unsigned long)(long)((unsigned long)(long)t20 * 3UL) + (unsigned long)b);
    if ((t21 >= 4L) & (t22 >= 0L)) {
        long t23 = t21 & -4L;
        __m256i t24 = _mm256_set1_epi64x((long long)(t22 % 1000L));
        __m256i t25 = _mm256_add_epi64(t24, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        __m256i t26 = _mm256_sub_epi64(t25, _mm256_set1_epi64x((long long)1000LL));
        __m256i t2 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t25, (vcc_v4_ulong)t26);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + ((long)t20 + i_vec_1)), t2);
            i_vec_1 += 4L;
            __m256i t27 = _mm256_add_epi64(t2, _mm256_set1_epi64x((long long)12LL));
            __m256i t28 = _mm256_sub_epi64(t27, _mm256_set1_epi64x((long long)1000LL));
            t2 = (__m256i)vcc_min(vcc_v4_long, (vcc_v4_ulong)t27, (vcc_v4_ulong)t28);
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        a[t29] = (t29 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
__attribute__((target("avx2"))) void mod_down(int n, int *a, int b) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i b_v = _mm256_set1_epi32((int)b);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
            __m256i t5 = _mm256_sub_epi32(b_v, t4);
            __m256i t6 = (__m256i)((vcc_v8_int)t5 % (vcc_v8_int)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(5));
            __m256i t9 = _mm256_sub_epi32(b_v, t8);
            __m256i t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t10);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i b_v_1 = _mm256_set1_epi32((int)b);
        __m256i t14 = _mm256_set1_epi32((int)t11);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:34 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t15 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
            __m256i t16 = _mm256_sub_epi32(b_v_1, t15);
            __m256i t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + ((long)t11 + i_vec_1)), t17);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
__attribute__((target("avx2"))) void mod_unsigned(int n, unsigned *a, unsigned b) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i b_v = _mm256_set1_epi32((int)b);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
            __m256i t5 = _mm256_add_epi32(t4, b_v);
            __m256i t6 = (__m256i)((vcc_v8_uint)t5 % (vcc_v8_uint)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(5));
            __m256i t9 = _mm256_add_epi32(t8, b_v);
            __m256i t10 = (__m256i)((vcc_v8_uint)t9 % (vcc_v8_uint)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t10);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i b_v_1 = _mm256_set1_epi32((int)b);
        __m256i t14 = _mm256_set1_epi32((int)t11);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t15 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
            __m256i t16 = _mm256_add_epi32(t15, b_v_1);
            __m256i t17 = (__m256i)((vcc_v8_uint)t16 % (vcc_v8_uint)_mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(a + ((long)t11 + i_vec_1)), t17);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
__attribute__((target("avx2"))) void mod_cond(int n, int *a, const int *c, int b) {
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 32L)))) {
        long t5 = t1 & -8L;
        __m256i b_v = _mm256_set1_epi32((int)b);
        __m256i t6 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 8, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t7 = _mm256_cmpgt_epi32(c_v, _mm256_set1_epi32(0));
            __m256i t8 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
            __m256i t9 = _mm256_add_epi32(t8, b_v);
            __m256i t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32(10));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t7, t10);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t5);
        i = (int)t5;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        if (c[t11] > 0) {
            a[t11] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
__attribute__((target("avx2"))) void mod_var(int n, int *a, int b, int m) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i b_v = _mm256_set1_epi32((int)b);
        __m256i m_v = _mm256_set1_epi32((int)m);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:53 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
            __m256i t5 = _mm256_add_epi32(t4, b_v);
            __m256i t6 = vcc_avx2_rem_epi32(t5, m_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
__attribute__((target("avx2"))) void mod_four(int n, int *a, int b) {
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i b_v = _mm256_set1_epi32((int)b);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, b_v);
            __m256i t5 = (__m256i)((vcc_v8_int)t4 % (vcc_v8_int)_mm256_set1_epi32(4));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t5);
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t7 = _mm256_add_epi32(t6, b_v);
            __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(4));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t8);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        __m256i b_v_1 = _mm256_set1_epi32((int)b);
        __m256i t12 = _mm256_set1_epi32((int)t9);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t13 = _mm256_add_epi32((__m256i)i_v_1, b_v_1);
            __m256i t14 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32(4));
            _mm256_storeu_si256((__m256i *)(a + ((long)t9 + i_vec_1)), t14);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

__attribute__((target("avx2"))) int main(void) {
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
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *f = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        unsigned int *u = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 7U);
        }
        for (unsigned int k = 0U; (unsigned long)k < 7UL; k++) {
            const long *t2 = &longs[k];
            mod_long_float(n, f, *t2);
            mod_long(n, l, *t2);
            unsigned long t3 = (unsigned long)n;
            unsigned long t4 = (_mm256_zeroupper(), hash_bytes((const void *)l, t3 * 8UL));
            unsigned long t5 = (_mm256_zeroupper(), hash_bytes((const void *)f, t3 * 4UL));
            printf("n=%d r=%ld float %llx long %llx\n", n, *t2, (unsigned long long)t5, (unsigned long long)t4);
        }
        for (unsigned int k_1 = 0U; (unsigned long)k_1 < 8UL; k_1++) {
            const int *t6 = &ints[k_1];
            mod_int(n, a, *t6);
            unsigned long t7 = (unsigned long)n;
            unsigned long t8 = t7 * 4UL;
            const void *t9 = (const void *)a;
            unsigned long t10 = (_mm256_zeroupper(), hash_bytes(t9, t8));
            printf("n=%d b=%d int %llx", n, *t6, (unsigned long long)t10);
            mod_big_step(n, s, *t6);
            printf(" short %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)s, t7 * 2UL)));
            mod_down(n, a, *t6);
            printf(" down %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
            mod_unsigned(n, u, (unsigned int)*t6);
            printf(" unsigned %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t8)));
            long t11 = (long)n;
            if (t11 >= 32L) {
                long t12 = t11 & -32L;
                long i_vec = 0L;
                /* vcc: loop at mod_induction.c:90 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
                do {
                    _mm256_storeu_si256((__m256i *)(a + i_vec), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), _mm256_set1_epi32(-1));
                    _mm256_storeu_si256((__m256i *)(a + (i_vec + 24L)), _mm256_set1_epi32(-1));
                    i_vec += 32L;
                } while (i_vec < t12);
                t13 = (int)t12;
            } else {
                t13 = 0;
            }
            long t14 = (long)n + (long)t13 * -1L;
            if (t14 >= 8L) {
                long t15 = t14 & -8L;
                long i_vec_1 = 0L;
                /* vcc: loop at mod_induction.c:90 vector epilogue: VF 8, UF 1, scalar epilogue */
                do {
                    _mm256_storeu_si256((__m256i *)(a + ((long)t13 + i_vec_1)), _mm256_set1_epi32(-1));
                    i_vec_1 += 8L;
                } while (i_vec_1 < t15);
                i = (int)((long)t13 + t15);
            } else {
                i = t13;
            }
            for (; i < n; i++) {
                a[i] = -1;
            }
            mod_cond(n, a, c, *t6);
            printf(" cond %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
            mod_var(n, a, *t6, 11);
            printf(" var %llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
            mod_four(n, a, *t6);
            printf(" four %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t9, t8)));
        }
        free((void *)f);
        free((void *)a);
        free((void *)s);
        free((void *)l);
        free((void *)u);
        free((void *)c);
    }
}
