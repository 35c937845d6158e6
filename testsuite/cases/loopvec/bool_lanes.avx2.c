/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `_Bool` values in vector lanes: bytes holding 0 or 1, as a `_Bool` in memory does. A
   conversion to `_Bool` is `x != 0` (a mask of the nonzero lanes, then 1 or 0), never a
   truncation: 256, 0.5, -0.0 and NaN below convert to 1, 1, 0 and 1. A `_Bool` read from memory
   converts to a number as a byte does, and tests as `!= 0`. */

__attribute__((target("avx2"))) void flags_gt(int n, _Bool *restrict flags, const int *restrict a, const int *restrict b) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = vcc_load(vcc_v16_int, b + t5);
            __m256i t8 = (__m256i)__builtin_convertvector(t6 > t7, vcc_m16);
            __m128i t9 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t8, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            vcc_v16_int t11 = vcc_load(vcc_v16_int, a + t10);
            vcc_v16_int t12 = vcc_load(vcc_v16_int, b + t10);
            __m256i t13 = (__m256i)__builtin_convertvector(t11 > t12, vcc_m16);
            __m128i t14 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t13, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t10), t14);
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
            vcc_v16_int t19 = vcc_load(vcc_v16_int, a + t18);
            vcc_v16_int t20 = vcc_load(vcc_v16_int, b + t18);
            __m256i t21 = (__m256i)__builtin_convertvector(t19 > t20, vcc_m16);
            __m128i t22 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t21, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] > b[t23]);
    }
}

/* Bits that a truncation to the low byte would lose. */
__attribute__((target("avx2"))) void flags_bits(int n, _Bool *restrict flags, const int *restrict a) {
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = t6 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t8 = (__m256i)__builtin_convertvector(t7 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            __m128i t9 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t8, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            vcc_v16_int t11 = vcc_load(vcc_v16_int, a + t10);
            vcc_v16_int t12 = t11 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t13 = (__m256i)__builtin_convertvector(t12 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            __m128i t14 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t13, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t10), t14);
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
            vcc_v16_int t19 = vcc_load(vcc_v16_int, a + t18);
            vcc_v16_int t20 = t19 & (vcc_v16_int){768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768, 768};
            __m256i t21 = (__m256i)__builtin_convertvector(t20 != (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, vcc_m16);
            __m128i t22 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t21, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        flags[t23] = (_Bool)(a[t23] & 768);
    }
}

__attribute__((target("avx2"))) void flags_float(int n, _Bool *restrict flags, const float *restrict x) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_float t6 = vcc_load(vcc_v16_float, x + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            __m128i t8 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t7, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t5), t8);
            long t9 = (long)(int)(t1 + 16L);
            vcc_v16_float t10 = vcc_load(vcc_v16_float, x + t9);
            __m256i t11 = (__m256i)__builtin_convertvector(t10 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            __m128i t12 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t11, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t9), t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            vcc_v16_float t17 = vcc_load(vcc_v16_float, x + t16);
            __m256i t18 = (__m256i)__builtin_convertvector(t17 != (vcc_v16_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f}, vcc_m16);
            __m128i t19 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t18, vcc_v16_schar), (vcc_v16_uchar)_mm_set1_epi8((char)1), (vcc_v16_uchar)_mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(flags + t16), t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        flags[t20] = (_Bool)x[t20];
    }
}

/* A `_Bool` loaded and tested. */
__attribute__((target("avx2"))) void copy_if(int n, int *restrict c, const _Bool *restrict flags, const int *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t8 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t5 * 4UL), t7);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)t5 * 4UL), t7, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, flags + t9);
            __m256i t11 = (__m256i)__builtin_convertvector(t10 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t12 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t9 * 4UL), t11);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)t9 * 4UL), t11, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, flags + t13);
            __m256i t15 = (__m256i)__builtin_convertvector(t14 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t16 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t13 * 4UL), t15);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)t13 * 4UL), t15, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, flags + t17);
            __m256i t19 = (__m256i)__builtin_convertvector(t18 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t20 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t17 * 4UL), t19);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)t17 * 4UL), t19, t20);
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
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, flags + t24);
            __m256i t26 = (__m256i)__builtin_convertvector(t25 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t27 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)a + (unsigned long)t24 * 4UL), t26);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)t24 * 4UL), t26, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        if (flags[t28]) {
            c[t28] = a[t28];
        }
    }
}

/* `_Bool`s as numbers: a sum and a select. */
__attribute__((target("avx2"))) int count_flags(int n, const _Bool *restrict flags) {
    int s;
    int t25;
    int t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = _mm256_set1_epi32(0);
        __m256i t5 = _mm256_set1_epi32(0);
        do {
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, flags + (int)t1);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10));
            __m256i t12 = t11;
            t2 = _mm256_add_epi32(t2, t12);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 8L));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            __m256i t15 = t14;
            t3 = _mm256_add_epi32(t3, t15);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 16L));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t18 = t17;
            t4 = _mm256_add_epi32(t4, t18);
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, flags + (int)(t1 + 24L));
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t19));
            __m256i t21 = t20;
            t5 = _mm256_add_epi32(t5, t21);
            t1 += 32L;
        } while (t1 < t9);
        __m256i t22 = _mm256_add_epi32(t2, t3);
        __m256i t23 = _mm256_add_epi32(t22, t4);
        __m256i t24 = _mm256_add_epi32(t23, t5);
        t25 = (int)t9;
        t26 = (int)vcc_avx2_sum_epi32(t24);
    } else {
        t25 = 0;
        t26 = 0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi32(0);
        do {
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, flags + (int)((long)t25 + t6));
            __m256i t30 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t29));
            __m256i t31 = t30;
            t7 = _mm256_add_epi32(t7, t31);
            t6 += 8L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (int)((unsigned int)t26 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += (int)flags[i];
    }
    return s;
}

__attribute__((target("avx2"))) void pick(int n, float *restrict y, const _Bool *restrict flags, const float *restrict x) {
    int t49;
    int i;
    float t66;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, flags + t5);
            __m256i t7 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256 t9 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t5 * 4UL), t8);
            __m256 t10 = _mm256_xor_ps(t9, _mm256_set1_ps(-0.0f));
            __m256 t11 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256 t12 = _mm256_add_ps(t10, t11);
            __m256i t13 = (__m256i)__builtin_convertvector(t6 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t14 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t5 * 4UL), t13);
            __m256 t15 = _mm256_blendv_ps(t12, t14, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(y + t5, t15);
            long t16 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, flags + t16);
            __m256i t18 = (__m256i)__builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t19 = (__m256i)~(vcc_m8)t18;
            __m256 t20 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t16 * 4UL), t19);
            __m256 t21 = _mm256_xor_ps(t20, _mm256_set1_ps(-0.0f));
            __m256 t22 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t17)));
            __m256 t23 = _mm256_add_ps(t21, t22);
            __m256i t24 = (__m256i)__builtin_convertvector(t17 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t25 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t16 * 4UL), t24);
            __m256 t26 = _mm256_blendv_ps(t23, t25, _mm256_castsi256_ps(t18));
            _mm256_storeu_ps(y + t16, t26);
            long t27 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t28 = vcc_load(vcc_v8_uchar, flags + t27);
            __m256i t29 = (__m256i)__builtin_convertvector(t28 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            __m256 t31 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t27 * 4UL), t30);
            __m256 t32 = _mm256_xor_ps(t31, _mm256_set1_ps(-0.0f));
            __m256 t33 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t28)));
            __m256 t34 = _mm256_add_ps(t32, t33);
            __m256i t35 = (__m256i)__builtin_convertvector(t28 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t36 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t27 * 4UL), t35);
            __m256 t37 = _mm256_blendv_ps(t34, t36, _mm256_castsi256_ps(t29));
            _mm256_storeu_ps(y + t27, t37);
            long t38 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t39 = vcc_load(vcc_v8_uchar, flags + t38);
            __m256i t40 = (__m256i)__builtin_convertvector(t39 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t41 = (__m256i)~(vcc_m8)t40;
            __m256 t42 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t38 * 4UL), t41);
            __m256 t43 = _mm256_xor_ps(t42, _mm256_set1_ps(-0.0f));
            __m256 t44 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t39)));
            __m256 t45 = _mm256_add_ps(t43, t44);
            __m256i t46 = (__m256i)__builtin_convertvector(t39 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t47 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t38 * 4UL), t46);
            __m256 t48 = _mm256_blendv_ps(t45, t47, _mm256_castsi256_ps(t40));
            _mm256_storeu_ps(y + t38, t48);
            t1 += 32L;
        } while (t1 < t4);
        t49 = (int)t4;
    } else {
        t49 = 0;
    }
    long t50 = (long)n + (long)t49 * -1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long t2 = 0L;
        do {
            long t52 = (long)(int)((long)t49 + t2);
            vcc_v8_uchar t53 = vcc_load(vcc_v8_uchar, flags + t52);
            __m256i t54 = (__m256i)__builtin_convertvector(t53 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256i t55 = (__m256i)~(vcc_m8)t54;
            __m256 t56 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t52 * 4UL), t55);
            __m256 t57 = _mm256_xor_ps(t56, _mm256_set1_ps(-0.0f));
            __m256 t58 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t53)));
            __m256 t59 = _mm256_add_ps(t57, t58);
            __m256i t60 = (__m256i)__builtin_convertvector(t53 != (vcc_v8_uchar){(_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0, (_Bool)0}, vcc_m8);
            __m256 t61 = _mm256_maskload_ps((const float *)((unsigned long)x + (unsigned long)t52 * 4UL), t60);
            __m256 t62 = _mm256_blendv_ps(t59, t61, _mm256_castsi256_ps(t54));
            _mm256_storeu_ps(y + t52, t62);
            t2 += 8L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51);
    } else {
        i = t49;
    }
    for (; i < n; i++) {
        long t63 = (long)i;
        float *t64 = y + t63;
        _Bool t65 = flags[t63];
        if (t65) {
            t66 = x[t63];
        } else {
            t66 = -x[t63] + (float)t65;
        }
        *t64 = t66;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t4;
    float t8;
    float t9;
    float t10;
    float t11;
    int t36;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        _Bool *f = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *g = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        _Bool *h = (_Bool *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int i = 0; i < n; i++) {
            long t5 = (long)i;
            a[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            b[t5] = (int)((_mm256_zeroupper(), next_rand()) % 2048U) - 1024;
            c[t5] = -1;
            unsigned int r = (_mm256_zeroupper(), next_rand()) % 6U;
            float *t6 = x + t5;
            if (r == 0U) {
                t11 = 0.0f;
            } else {
                if (r == 1U) {
                    t10 = -0.0f;
                } else {
                    if (r == 2U) {
                        t9 = 0.5f;
                    } else {
                        if (r == 3U) {
                            t8 = __builtin_nanf("");
                        } else {
                            unsigned int t7 = (_mm256_zeroupper(), next_rand());
                            t8 = (float)(int)(t7 % 7U) - 3.0f;
                        }
                        t9 = t8;
                    }
                    t10 = t9;
                }
                t11 = t10;
            }
            *t6 = t11;
        }
        if (n > 2) {
            a[0] = 256;
            a[1] = 512;
            a[2] = 768;
        }
        const int *t12 = a;
        flags_gt(n, f, t12, b);
        flags_bits(n, g, t12);
        const float *t13 = x;
        flags_float(n, h, t13);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 1UL;
        unsigned long t16 = (_mm256_zeroupper(), hash_bytes((const void *)h, t15));
        unsigned long t17 = (_mm256_zeroupper(), hash_bytes((const void *)g, t15));
        printf("n=%d %016llx %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f, t15)), (unsigned long long)t17, (unsigned long long)t16);
        long t18 = (long)n;
        if (t18 >= 32L) {
            long t19 = t18 & -32L;
            long t1 = 0L;
            do {
                float *t20 = x + (int)t1;
                __m256 t21 = _mm256_loadu_ps(t20);
                __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(t21, t21, _CMP_NEQ_UQ));
                __m256 t23 = _mm256_blendv_ps(t21, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t22));
                _mm256_storeu_ps(t20, t23);
                float *t24 = x + (int)(t1 + 8L);
                __m256 t25 = _mm256_loadu_ps(t24);
                __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t25, t25, _CMP_NEQ_UQ));
                __m256 t27 = _mm256_blendv_ps(t25, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t26));
                _mm256_storeu_ps(t24, t27);
                float *t28 = x + (int)(t1 + 16L);
                __m256 t29 = _mm256_loadu_ps(t28);
                __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(t29, t29, _CMP_NEQ_UQ));
                __m256 t31 = _mm256_blendv_ps(t29, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t30));
                _mm256_storeu_ps(t28, t31);
                float *t32 = x + (int)(t1 + 24L);
                __m256 t33 = _mm256_loadu_ps(t32);
                __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(t33, t33, _CMP_NEQ_UQ));
                __m256 t35 = _mm256_blendv_ps(t33, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t34));
                _mm256_storeu_ps(t32, t35);
                t1 += 32L;
            } while (t1 < t19);
            t36 = (int)t19;
        } else {
            t36 = 0;
        }
        long t37 = (long)n + (long)t36 * -1L;
        if (t37 >= 8L) {
            long t38 = t37 & -8L;
            long t2 = 0L;
            do {
                float *t39 = x + (int)((long)t36 + t2);
                __m256 t40 = _mm256_loadu_ps(t39);
                __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t40, t40, _CMP_NEQ_UQ));
                __m256 t42 = _mm256_blendv_ps(t40, _mm256_set1_ps(1.5f), _mm256_castsi256_ps(t41));
                _mm256_storeu_ps(t39, t42);
                t2 += 8L;
            } while (t2 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < n; i_1++) {
            float *t43 = x + i_1;
            float t3 = *t43;
            if (t3 != t3) {
                t3 = 1.5f;
            }
            *t43 = t3;
        }
        copy_if(n, c, g, t12);
        const _Bool *t44 = f;
        pick(n, y, t44, t13);
        int t45 = count_flags(n, h);
        int t46 = count_flags(n, t44);
        unsigned long t47 = t14 * 4UL;
        unsigned long t48 = (_mm256_zeroupper(), hash_bytes((const void *)y, t47));
        printf(" %016llx %016llx %d %d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t47)), (unsigned long long)t48, t46, t45);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)x);
        free((void *)y);
        free((void *)f);
        free((void *)g);
        free((void *)h);
    }
}
