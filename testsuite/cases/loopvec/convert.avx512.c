/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Conversions between element widths in byte loops (bench u8_to_f32): the bytes fill a
   register, so the wider values of one vector iteration take several registers, and their
   store is written one register at a time. On AVX2, 8- and 16-bit integers widened to 32-bit
   ints or floats of several registers take each group of 8 lanes with one vpmovzxbd/vpmovsxbd
   (vpmovzxwd/vpmovsxwd) from its place in the source register. */

/* uint8 -> float: 32 lanes, four registers of floats. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void u8_to_f32(int n, float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, p + t5);
            __m256 t7 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.00390625f));
            __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, p + t10);
            __m256 t12 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t11)));
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.00390625f));
            __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(f + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, p + t15);
            __m256 t17 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
            __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.00390625f));
            __m256 t19 = _mm256_sub_ps(t18, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(f + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, p + t20);
            __m256 t22 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21)));
            __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.00390625f));
            __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(f + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, p + t28);
            __m256 t30 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t29)));
            __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.00390625f));
            __m256 t32 = _mm256_sub_ps(t31, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(f + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        f[t33] = (float)p[t33] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, p + t5);
            __m256i t7 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(1000));
            __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(d + t5), t9);
            long t10 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t11 = vcc_load(vcc_v8_uchar, p + t10);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t11));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(1000));
            __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(d + t10), t14);
            long t15 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, p + t15);
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(1000));
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(d + t15), t19);
            long t20 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, p + t20);
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21));
            __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(1000));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(d + t20), t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, p + t28);
            __m256i t30 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t29));
            __m256i t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32(1000));
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(d + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        d[t33] = (int)p[t33] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m256i t7 = _mm256_cvtepi8_epi16(t6);
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(d + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(p + t10));
            __m256i t12 = _mm256_cvtepi8_epi16(t11);
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)(d + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(p + t18));
            __m256i t20 = _mm256_cvtepi8_epi16(t19);
            __m256i t21 = _mm256_mullo_epi16(t20, _mm256_set1_epi16((short)3));
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)(d + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (unsigned short)((int)p[t23] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_uchar t6 = vcc_load(vcc_v4_uchar, p + t5);
            __m256d t7 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t6)));
            __m256d t8 = _mm256_mask3_fmadd_pd(t7, _mm256_set1_pd(0.5), _mm256_set1_pd(1.0), (__mmask8)-1);
            _mm256_storeu_pd(d + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            vcc_v4_uchar t10 = vcc_load(vcc_v4_uchar, p + t9);
            __m256d t11 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t10)));
            __m256d t12 = _mm256_mask3_fmadd_pd(t11, _mm256_set1_pd(0.5), _mm256_set1_pd(1.0), (__mmask8)-1);
            _mm256_storeu_pd(d + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v4_uchar t14 = vcc_load(vcc_v4_uchar, p + t13);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t14)));
            __m256d t16 = _mm256_mask3_fmadd_pd(t15, _mm256_set1_pd(0.5), _mm256_set1_pd(1.0), (__mmask8)-1);
            _mm256_storeu_pd(d + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            vcc_v4_uchar t18 = vcc_load(vcc_v4_uchar, p + t17);
            __m256d t19 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t18)));
            __m256d t20 = _mm256_mask3_fmadd_pd(t19, _mm256_set1_pd(0.5), _mm256_set1_pd(1.0), (__mmask8)-1);
            _mm256_storeu_pd(d + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v4_uchar t25 = vcc_load(vcc_v4_uchar, p + t24);
            __m256d t26 = _mm256_cvtepi32_pd(_mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t25)));
            __m256d t27 = _mm256_mask3_fmadd_pd(t26, _mm256_set1_pd(0.5), _mm256_set1_pd(1.0), (__mmask8)-1);
            _mm256_storeu_pd(d + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        d[t28] = (double)p[t28] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_schar t6 = vcc_load(vcc_v8_schar, p + t5);
            __m256 t7 = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(f + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_schar t10 = vcc_load(vcc_v8_schar, p + t9);
            __m256 t11 = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t10)));
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(f + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_schar t14 = vcc_load(vcc_v8_schar, p + t13);
            __m256 t15 = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t14)));
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(f + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_schar t18 = vcc_load(vcc_v8_schar, p + t17);
            __m256 t19 = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t18)));
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(f + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v8_schar t25 = vcc_load(vcc_v8_schar, p + t24);
            __m256 t26 = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t25)));
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(f + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        f[t28] = (float)p[t28] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        vcc_v8_uchar t4 = vcc_load(vcc_v8_uchar, p + t3);
        __m256 t5 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t4)));
        __m256 t6 = _mm256_sub_ps(t5, _mm256_set1_ps(128.0f));
        _mm256_storeu_ps(f + t3, t6);
        long t7 = (long)(int)(t1 + 8L);
        vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, p + t7);
        __m256 t9 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8)));
        __m256 t10 = _mm256_sub_ps(t9, _mm256_set1_ps(128.0f));
        _mm256_storeu_ps(f + t7, t10);
        long t11 = (long)(int)(t1 + 16L);
        vcc_v8_uchar t12 = vcc_load(vcc_v8_uchar, p + t11);
        __m256 t13 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12)));
        __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(128.0f));
        _mm256_storeu_ps(f + t11, t14);
        long t15 = (long)(int)(t1 + 24L);
        vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, p + t15);
        __m256 t17 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
        __m256 t18 = _mm256_sub_ps(t17, _mm256_set1_ps(128.0f));
        _mm256_storeu_ps(f + t15, t18);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t19 = (long)(int)(992L + t2);
        vcc_v8_uchar t20 = vcc_load(vcc_v8_uchar, p + t19);
        __m256 t21 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t20)));
        __m256 t22 = _mm256_sub_ps(t21, _mm256_set1_ps(128.0f));
        _mm256_storeu_ps(f + t19, t22);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1000; i++) {
        long t23 = (long)i;
        f[t23] = (float)p[t23] - 128.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        vcc_v8_schar t4 = vcc_load(vcc_v8_schar, p + t3);
        __m256i t5 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t4));
        __m256i t6 = _mm256_add_epi32(t5, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)(d + t3), t6);
        long t7 = (long)(int)(t1 + 8L);
        vcc_v8_schar t8 = vcc_load(vcc_v8_schar, p + t7);
        __m256i t9 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t8));
        __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)(d + t7), t10);
        long t11 = (long)(int)(t1 + 16L);
        vcc_v8_schar t12 = vcc_load(vcc_v8_schar, p + t11);
        __m256i t13 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t12));
        __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)(d + t11), t14);
        long t15 = (long)(int)(t1 + 24L);
        vcc_v8_schar t16 = vcc_load(vcc_v8_schar, p + t15);
        __m256i t17 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t16));
        __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)(d + t15), t18);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        long t19 = (long)(int)(992L + t2);
        vcc_v8_schar t20 = vcc_load(vcc_v8_schar, p + t19);
        __m256i t21 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t20));
        __m256i t22 = _mm256_add_epi32(t21, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)(d + t19), t22);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1000; i++) {
        long t23 = (long)i;
        d[t23] = (int)p[t23] + 1000;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *p = new_array(n, 1);
        int8_t *sp = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        int *d = new_array(n, sizeof(int));
        uint16_t *w = new_array(n, 2);
        double *g = new_array(n, sizeof(double));
        FILL(p, n, 0, 256);
        FILL(sp, n, -128, 256);
        if (n > 0) p[0] = 255, sp[0] = -128;
        if (n > 1) p[n - 1] = 0, sp[n - 1] = 127;
        u8_to_f32(n, f, p);
        u8_to_i32(n, d, p);
        i8_to_u16(n, w, sp);
        u8_to_f64(n, g, p);
        printf("n=%d f=%llx d=%llx w=%llx g=%llx", n, HASH(f, n), HASH(d, n), HASH(w, n), HASH(g, n));
        i8_to_f32(n, f, sp);
        printf(" sf=%llx\n", HASH(f, n));
        free(p), free(sp), free(f), free(d), free(w), free(g);
    }
    uint8_t *p = new_array(FIXED, 1);
    int8_t *sp = new_array(FIXED, 1);
    float *f = new_array(FIXED, sizeof(float));
    int *d = new_array(FIXED, sizeof(int));
    FILL(p, FIXED, 0, 256);
    FILL(sp, FIXED, -128, 256);
    p[0] = 255, p[FIXED - 1] = 0, sp[0] = -128, sp[FIXED - 1] = 127;
    u8_to_f32_fixed(f, p);
    i8_to_i32_fixed(d, sp);
    printf("fixed f=%llx d=%llx\n", HASH(f, FIXED), HASH(d, FIXED));
    free(p), free(sp), free(f), free(d);
    return 0;
}
