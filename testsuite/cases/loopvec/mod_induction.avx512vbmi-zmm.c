/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })
#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })

/* vcc-test: expect-vectorized generic=9 avx2=9 sse4.2=9 neon=8 sse2=9 */
#include "harness.h"

/* Remainders by a constant of a dividend that moves by a constant step (modind.rs): kept as
   running remainders, with the dividend at the first iteration tested non-negative in the guard
   (the drivers pass negative starts too: the scalar loop runs them). */

/* A long dividend converted to float: int lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_long_float(int n, float *a, long r) {
    vcc_no_contract_body
    int t18;
    int t29;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)r;
    if ((t3 >= 32L) & (t4 >= 0L)) {
        long t5 = t3 & -32L;
        __m512i t6 = _mm512_set1_epi32((int)(int)(t4 % 97L));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(97));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:10 vectorized: VF 16, UF 2, the remainder at 11:23 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
        do {
            __m512 t9 = _mm512_cvtepi32_ps((__m512i)t1);
            __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + i_vec, t10);
            __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
            __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(97));
            __m512i t13 = _mm512_min_epu32(t11, t12);
            __m512 t14 = _mm512_cvtepi32_ps(t13);
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + (i_vec + 16L), t15);
            i_vec += 32L;
            __m512i t16 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(22));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(97));
            t1 = (vcc_v16_int)_mm512_min_epu32(t16, t17);
        } while (i_vec < t5);
        t18 = (int)t5;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    long t20 = (long)((unsigned long)(long)(int)((unsigned int)t18 * 31U) + (unsigned long)r);
    if ((t19 >= 16L) & (t20 >= 0L)) {
        long t21 = t19 & -16L;
        __m512i t22 = _mm512_set1_epi32((int)(int)(t20 % 97L));
        __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(97));
        vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t23, t24);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512 t25 = _mm512_cvtepi32_ps((__m512i)t2);
            __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(a + ((long)t18 + i_vec_1), t26);
            i_vec_1 += 16L;
            __m512i t27 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(11));
            __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(97));
            t2 = (vcc_v16_int)_mm512_min_epu32(t27, t28);
        } while (i_vec_1 < t21);
        t29 = (int)((long)t18 + t21);
    } else {
        t29 = t18;
    }
    long t30 = (long)n + (long)t29 * -1L;
    long t31 = (long)((unsigned long)(long)(int)((unsigned int)t29 * 31U) + (unsigned long)r);
    if ((t30 >= 1L) & (t30 <= 16L) & (t31 >= 0L)) {
        __m512i t32 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
        __m512i t34 = _mm512_set1_epi32((int)(int)(t31 % 97L));
        __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 31, 62, 93, 27, 58, 89, 23, 54, 85, 19, 50, 81, 15, 46, 77));
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(97));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512 t38 = _mm512_cvtepi32_ps(t37);
        __m512 t39 = _mm512_mul_ps(t38, _mm512_set1_ps(0.25f));
        _mm512_mask_storeu_ps(a + (long)t29, t33, t39);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        a[i] = (float)(((long)(i * 31) + r) % 97L) * 0.25f;
    }
}

/* An int remainder stored as int; a power of two. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_int(int n, int *a, int b) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        __m512i t6 = _mm512_set1_epi32((int)(t4 % 256));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(256));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:16 vectorized: VF 16, UF 2, the remainder at 17:16 by 256 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
        do {
            _mm512_storeu_si512(a + i_vec, (__m512i)t1);
            __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(112));
            __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(256));
            __m512i t11 = _mm512_min_epu32(t9, t10);
            _mm512_storeu_si512(a + (i_vec + 16L), t11);
            i_vec += 32L;
            __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(224));
            __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(256));
            t1 = (vcc_v16_int)_mm512_min_epu32(t12, t13);
        } while (i_vec < t5);
        t14 = (int)t5;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    int t16 = (int)((unsigned int)(int)((unsigned int)t14 * 7U) + (unsigned int)b);
    if ((t15 >= 16L) & (t16 >= 0)) {
        long t17 = t15 & -16L;
        __m512i t18 = _mm512_set1_epi32((int)(t16 % 256));
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(256));
        vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(a + ((long)t14 + i_vec_1), (__m512i)t2);
            i_vec_1 += 16L;
            __m512i t21 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(112));
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(256));
            t2 = (vcc_v16_int)_mm512_min_epu32(t21, t22);
        } while (i_vec_1 < t17);
        t23 = (int)((long)t14 + t17);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    int t25 = (int)((unsigned int)(int)((unsigned int)t23 * 7U) + (unsigned int)b);
    if ((t24 >= 1L) & (t24 <= 16L) & (t25 >= 0)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        __m512i t28 = _mm512_set1_epi32((int)(t25 % 256));
        __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(256));
        __m512i t31 = _mm512_min_epu32(t29, t30);
        _mm512_mask_storeu_epi32(a + (long)t23, t27, t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        a[i] = (i * 7 + b) % 256;
    }
}

/* A step larger than the modulus, the remainder converted to short. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_big_step(int n, short *a, int b) {
    vcc_no_contract_body
    int t16;
    int i;
    long t3 = (long)n;
    int t4 = (int)(unsigned int)b;
    if ((t3 >= 32L) & (t4 >= 0)) {
        long t5 = t3 & -32L;
        __m512i t6 = _mm512_set1_epi32((int)(t4 % 13));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 11));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(13));
        vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:22 vectorized: VF 16, UF 2, the remainder at 23:23 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, scalar epilogue */
        do {
            __m256i t9 = _mm512_cvtepi32_epi16((__m512i)t1);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t9);
            __m512i t10 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(10));
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(13));
            __m512i t12 = _mm512_min_epu32(t10, t11);
            __m256i t13 = _mm512_cvtepi32_epi16(t12);
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t13);
            i_vec += 32L;
            __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(7));
            __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(13));
            t1 = (vcc_v16_int)_mm512_min_epu32(t14, t15);
        } while (i_vec < t5);
        t16 = (int)t5;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    int t18 = (int)((unsigned int)(int)((unsigned int)t16 * 1000U) + (unsigned int)b);
    if ((t17 >= 16L) & (t18 >= 0)) {
        long t19 = t17 & -16L;
        __m512i t20 = _mm512_set1_epi32((int)(t18 % 13));
        __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12, 11));
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(13));
        vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t21, t22);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m256i t23 = _mm512_cvtepi32_epi16((__m512i)t2);
            _mm256_storeu_si256((__m256i *)(a + ((long)t16 + i_vec_1)), t23);
            i_vec_1 += 16L;
            __m512i t24 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(10));
            __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(13));
            t2 = (vcc_v16_int)_mm512_min_epu32(t24, t25);
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        a[i] = (short)((i * 1000 + b) % 13);
    }
}

/* A long remainder stored as long: long lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_long(int n, long *a, long b) {
    vcc_no_contract_body
    int t20;
    int t29;
    int i;
    long t3 = (long)n;
    long t4 = (long)(unsigned long)b;
    if ((t3 >= 32L) & (t4 >= 0L)) {
        long t5 = t3 & -32L;
        __m512i t6 = _mm512_set1_epi64((long long)(t4 % 1000L));
        __m512i t7 = _mm512_add_epi64(t6, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t8 = _mm512_sub_epi64(t7, _mm512_set1_epi64((long long)1000LL));
        __m512i t1 = _mm512_min_epu64(t7, t8);
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:28 vectorized: VF 8, UF 4, the remainder at 29:16 by 1000 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_si512(a + i_vec, t1);
            __m512i t9 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)24LL));
            __m512i t10 = _mm512_sub_epi64(t9, _mm512_set1_epi64((long long)1000LL));
            __m512i t11 = _mm512_min_epu64(t9, t10);
            _mm512_storeu_si512(a + (i_vec + 8L), t11);
            __m512i t12 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)48LL));
            __m512i t13 = _mm512_sub_epi64(t12, _mm512_set1_epi64((long long)1000LL));
            __m512i t14 = _mm512_min_epu64(t12, t13);
            _mm512_storeu_si512(a + (i_vec + 16L), t14);
            __m512i t15 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)72LL));
            __m512i t16 = _mm512_sub_epi64(t15, _mm512_set1_epi64((long long)1000LL));
            __m512i t17 = _mm512_min_epu64(t15, t16);
            _mm512_storeu_si512(a + (i_vec + 24L), t17);
            i_vec += 32L;
            __m512i t18 = _mm512_add_epi64(t1, _mm512_set1_epi64((long long)96LL));
            __m512i t19 = _mm512_sub_epi64(t18, _mm512_set1_epi64((long long)1000LL));
            t1 = _mm512_min_epu64(t18, t19);
        } while (i_vec < t5);
        t20 = (int)t5;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    long t22 = (long)((unsigned long)(long)((unsigned long)(long)t20 * 3UL) + (unsigned long)b);
    if ((t21 >= 8L) & (t22 >= 0L)) {
        long t23 = t21 & -8L;
        __m512i t24 = _mm512_set1_epi64((long long)(t22 % 1000L));
        __m512i t25 = _mm512_add_epi64(t24, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t26 = _mm512_sub_epi64(t25, _mm512_set1_epi64((long long)1000LL));
        __m512i t2 = _mm512_min_epu64(t25, t26);
        long i_vec_1 = 0L;
        /* vcc: loop at mod_induction.c:28 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(a + ((long)t20 + i_vec_1), t2);
            i_vec_1 += 8L;
            __m512i t27 = _mm512_add_epi64(t2, _mm512_set1_epi64((long long)24LL));
            __m512i t28 = _mm512_sub_epi64(t27, _mm512_set1_epi64((long long)1000LL));
            t2 = _mm512_min_epu64(t27, t28);
        } while (i_vec_1 < t23);
        t29 = (int)((long)t20 + t23);
    } else {
        t29 = t20;
    }
    long t30 = (long)n + (long)t29 * -1L;
    long t31 = (long)((unsigned long)(long)((unsigned long)(long)t29 * 3UL) + (unsigned long)b);
    if ((t30 >= 1L) & (t30 <= 8L) & (t31 >= 0L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t30);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i t34 = _mm512_set1_epi64((long long)(t31 % 1000L));
        __m512i t35 = _mm512_add_epi64(t34, _mm512_setr_epi64(0LL, 3LL, 6LL, 9LL, 12LL, 15LL, 18LL, 21LL));
        __m512i t36 = _mm512_sub_epi64(t35, _mm512_set1_epi64((long long)1000LL));
        __m512i t37 = _mm512_min_epu64(t35, t36);
        _mm512_mask_storeu_epi64(a + (long)t29, _mm256_movepi32_mask(t33), t37);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = (t38 * 3L + b) % 1000L;
    }
}

/* Not a running remainder: the dividend moves down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_down(int n, int *a, int b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i b_v = _mm512_set1_epi32((int)b);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:34 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
            __m512i t5 = _mm512_sub_epi32(b_v, t4);
            __m512i t6 = (__m512i)((vcc_v16_int)t5 % (vcc_v16_int)_mm512_set1_epi32(7));
            _mm512_storeu_si512(a + i_vec, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i b_v_1 = _mm512_set1_epi32((int)b);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(5));
        __m512i t14 = _mm512_sub_epi32(b_v_1, t13);
        __m512i t15 = (__m512i)((vcc_v16_int)t14 % (vcc_v16_int)_mm512_set1_epi32(7));
        _mm512_mask_storeu_epi32(a + (long)t7, t10, t15);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        a[i] = (b - i * 5) % 7;
    }
}

/* Not a running remainder: unsigned (the dividend may wrap). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_unsigned(int n, unsigned *a, unsigned b) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i b_v = _mm512_set1_epi32((int)b);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:40 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
            __m512i t5 = _mm512_add_epi32(t4, b_v);
            __m512i t6 = (__m512i)((vcc_v16_uint)t5 % (vcc_v16_uint)_mm512_set1_epi32(7));
            _mm512_storeu_si512(a + i_vec, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i b_v_1 = _mm512_set1_epi32((int)b);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(5));
        __m512i t14 = _mm512_add_epi32(t13, b_v_1);
        __m512i t15 = (__m512i)((vcc_v16_uint)t14 % (vcc_v16_uint)_mm512_set1_epi32(7));
        _mm512_mask_storeu_epi32(a + (long)t7, t10, t15);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        a[i] = ((unsigned int)i * 5U + b) % 7U;
    }
}

/* Not a running remainder: under a condition. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_cond(int n, int *a, const int *c, int b) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)c;
    long t4 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        __m512i b_v = _mm512_set1_epi32((int)b);
        __m512i t6 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:46 vectorized: VF 16, UF 1, run-time check: `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        do {
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __mmask16 t7 = _mm512_cmp_epi32_mask(c_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t8 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
            __m512i t9 = _mm512_add_epi32(t8, b_v);
            __m512i t10 = (__m512i)((vcc_v16_int)t9 % (vcc_v16_int)_mm512_set1_epi32(10));
            _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t7, t10);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t5);
        t11 = (int)t5;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)a;
    unsigned long t14 = (unsigned long)c;
    long t15 = (long)((unsigned long)a + (unsigned long)((long)t11 * 4L) - ((unsigned long)c + (unsigned long)((long)t11 * 4L)));
    if ((t12 >= 1L) & (t12 <= 16L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))) | ((t15 <= 0L) | (t15 >= 64L)))) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        __m512i b_v_1 = _mm512_set1_epi32((int)b);
        __m512i t18 = _mm512_set1_epi32((int)t11);
        __m512i t19 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t20 = (long)t11;
        __m512i c_v_1 = _mm512_maskz_loadu_epi32(t17, c + t20);
        __mmask16 t21 = _mm512_cmp_epi32_mask(c_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __mmask16 t22 = _kand_mask16(t17, t21);
        __m512i t23 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(3));
        __m512i t24 = _mm512_add_epi32(t23, b_v_1);
        __m512i t25 = (__m512i)((vcc_v16_int)t24 % (vcc_v16_int)_mm512_set1_epi32(10));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t20 * 4UL), t22, t25);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        if (c[t26] > 0) {
            a[t26] = (i * 3 + b) % 10;
        }
    }
}

/* Not a running remainder: the modulus is not a constant. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_var(int n, int *a, int b, int m) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i b_v = _mm512_set1_epi32((int)b);
        __m512i m_v = _mm512_set1_epi32((int)m);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:53 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
            __m512i t5 = _mm512_add_epi32(t4, b_v);
            __m512i t6 = vcc_avx512_rem_epi32(t5, m_v);
            _mm512_storeu_si512(a + i_vec, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i b_v_1 = _mm512_set1_epi32((int)b);
        __m512i m_v_1 = _mm512_set1_epi32((int)m);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(3));
        __m512i t14 = _mm512_add_epi32(t13, b_v_1);
        __m512i t15 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(1), m_v_1);
        __m512i t16 = vcc_avx512_rem_epi32(t14, t15);
        _mm512_mask_storeu_epi32(a + (long)t7, t10, t16);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        a[i] = (i * 3 + b) % m;
    }
}

/* Not a running remainder: 4 divides VF·UF·1, so the residues would repeat on every vector
   iteration (a plain `&` in C's vector form). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mod_four(int n, int *a, int b) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512i b_v = _mm512_set1_epi32((int)b);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at mod_induction.c:60 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i t4 = _mm512_add_epi32((__m512i)i_v, b_v);
            __m512i t5 = (__m512i)((vcc_v16_int)t4 % (vcc_v16_int)_mm512_set1_epi32(4));
            _mm512_storeu_si512(a + i_vec, t5);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i b_v_1 = _mm512_set1_epi32((int)b);
        __m512i t10 = _mm512_set1_epi32((int)t6);
        __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t12 = _mm512_add_epi32(t11, b_v_1);
        __m512i t13 = (__m512i)((vcc_v16_int)t12 % (vcc_v16_int)_mm512_set1_epi32(4));
        _mm512_mask_storeu_epi32(a + (long)t6, t9, t13);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        a[i] = (i + b) % 4;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const long longs[7] = {0L, 5L, 96L, 3000000000007L, -1L, -3L, -100000L};
    static const int ints[8] = {0, 1, 12, 255, 2146000000, -1, -7, -2000};
    int n;
    int t1;
    int t13;
    int t16;
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
            if (t11 >= 64L) {
                long t12 = t11 & -64L;
                long i_vec = 0L;
                /* vcc: loop at mod_induction.c:90 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
                do {
                    _mm512_storeu_si512(a + i_vec, _mm512_set1_epi32(-1));
                    _mm512_storeu_si512(a + (i_vec + 16L), _mm512_set1_epi32(-1));
                    _mm512_storeu_si512(a + (i_vec + 32L), _mm512_set1_epi32(-1));
                    _mm512_storeu_si512(a + (i_vec + 48L), _mm512_set1_epi32(-1));
                    i_vec += 64L;
                } while (i_vec < t12);
                t13 = (int)t12;
            } else {
                t13 = 0;
            }
            long t14 = (long)n + (long)t13 * -1L;
            if (t14 >= 16L) {
                long t15 = t14 & -16L;
                long i_vec_1 = 0L;
                /* vcc: loop at mod_induction.c:90 vector epilogue: VF 16, UF 1, scalar epilogue */
                do {
                    _mm512_storeu_si512(a + ((long)t13 + i_vec_1), _mm512_set1_epi32(-1));
                    i_vec_1 += 16L;
                } while (i_vec_1 < t15);
                t16 = (int)((long)t13 + t15);
            } else {
                t16 = t13;
            }
            long t17 = (long)n + (long)t16 * -1L;
            if ((t17 >= 1L) & (t17 <= 16L)) {
                __m512i t18 = _mm512_set1_epi32((int)(int)t17);
                __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
                _mm512_mask_storeu_epi32(a + (long)t16, t19, _mm512_set1_epi32(-1));
                i = (int)((long)t16 + t17);
            } else {
                i = t16;
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
