/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
__attribute__((target("avx2"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            vcc_v16_int t8 = ({ __m128i vcc_h0 = t6; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t9 = ({ __m128i vcc_h0 = t7; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t10 = t8 * t9;
            vcc_v16_int t11 = t10 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t11; char *vcc_p = (char *)(out + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t12 = (long)(int)(t1 + 16L);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t12));
            vcc_v16_int t15 = ({ __m128i vcc_h0 = t13; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t16 = ({ __m128i vcc_h0 = t14; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t17 = t15 * t16;
            vcc_v16_int t18 = t17 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t18; char *vcc_p = (char *)(out + t12); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t22));
            vcc_v16_int t25 = ({ __m128i vcc_h0 = t23; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t26 = ({ __m128i vcc_h0 = t24; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t27 = t25 * t26;
            vcc_v16_int t28 = t27 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t28; char *vcc_p = (char *)(out + t22); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        out[t29] = (int)a[t29] * (int)b[t29] - 5000;
    }
}

__attribute__((target("avx2"))) int sum_u8(int n, const unsigned char *a) {
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
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, a + (int)t1);
            __m256i t11 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10));
            __m256i t12 = t11;
            t2 = _mm256_add_epi32(t2, t12);
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 8L));
            __m256i t14 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t13));
            __m256i t15 = t14;
            t3 = _mm256_add_epi32(t3, t15);
            vcc_v8_uchar t16 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 16L));
            __m256i t17 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16));
            __m256i t18 = t17;
            t4 = _mm256_add_epi32(t4, t18);
            vcc_v8_uchar t19 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 24L));
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
            vcc_v8_uchar t29 = vcc_load(vcc_v8_uchar, a + (int)((long)t25 + t6));
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
        s += (int)a[i];
    }
    return s;
}

__attribute__((target("avx2"))) int dot_i16(int n, const short *a, const short *b) {
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

__attribute__((target("avx2"))) long sum_i32_in_long(int n, const int *a) {
    long s;
    int t25;
    long t26;
    int i;
    long t8 = (long)n;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi64x((long long)0LL);
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t10 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m256i t11 = _mm256_cvtepi32_epi64(t10);
            __m256i t12 = t11;
            t2 = _mm256_add_epi64(t2, t12);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 4L)));
            __m256i t14 = _mm256_cvtepi32_epi64(t13);
            __m256i t15 = t14;
            t3 = _mm256_add_epi64(t3, t15);
            __m128i t16 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 8L)));
            __m256i t17 = _mm256_cvtepi32_epi64(t16);
            __m256i t18 = t17;
            t4 = _mm256_add_epi64(t4, t18);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(a + (int)(t1 + 12L)));
            __m256i t20 = _mm256_cvtepi32_epi64(t19);
            __m256i t21 = t20;
            t5 = _mm256_add_epi64(t5, t21);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t22 = _mm256_add_epi64(t2, t3);
        __m256i t23 = _mm256_add_epi64(t22, t4);
        __m256i t24 = _mm256_add_epi64(t23, t5);
        t25 = (int)t9;
        t26 = (long)vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t29 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_cvtepi32_epi64(t29);
            __m256i t31 = t30;
            t7 = _mm256_add_epi64(t7, t31);
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

__attribute__((target("avx2"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v16_int t6 = vcc_load(vcc_v16_int, a + t5);
            vcc_v16_int t7 = t6 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            __m128i t8 = (__m128i)__builtin_convertvector(__builtin_convertvector(t7, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t5), t8);
            long t9 = (long)(int)(t1 + 16L);
            vcc_v16_int t10 = vcc_load(vcc_v16_int, a + t9);
            vcc_v16_int t11 = t10 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            __m128i t12 = (__m128i)__builtin_convertvector(__builtin_convertvector(t11, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t9), t12);
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
            vcc_v16_int t17 = vcc_load(vcc_v16_int, a + t16);
            vcc_v16_int t18 = t17 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            __m128i t19 = (__m128i)__builtin_convertvector(__builtin_convertvector(t18, vcc_v16_short), vcc_v16_schar);
            _mm_storeu_si128((__m128i *)(out + t16), t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (signed char)(a[t20] >> 4);
    }
}

__attribute__((target("avx2"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256 t7 = _mm256_cvtepi32_ps(t6);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256 t11 = _mm256_cvtepi32_ps(t10);
            __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256 t15 = _mm256_cvtepi32_ps(t14);
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t17, t20);
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
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + t24));
            __m256 t26 = _mm256_cvtepi32_ps(t25);
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(out + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (float)a[t28] * 0.5f;
    }
}

__attribute__((target("avx2"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128 t6 = _mm_loadu_ps(a + t5);
            __m256d t7 = _mm256_cvtps_pd(t6);
            __m256d t8 = _mm256_add_pd(t7, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            __m128 t10 = _mm_loadu_ps(a + t9);
            __m256d t11 = _mm256_cvtps_pd(t10);
            __m256d t12 = _mm256_add_pd(t11, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            __m128 t14 = _mm_loadu_ps(a + t13);
            __m256d t15 = _mm256_cvtps_pd(t14);
            __m256d t16 = _mm256_add_pd(t15, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            __m128 t18 = _mm_loadu_ps(a + t17);
            __m256d t19 = _mm256_cvtps_pd(t18);
            __m256d t20 = _mm256_add_pd(t19, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t17, t20);
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
            __m128 t25 = _mm_loadu_ps(a + t24);
            __m256d t26 = _mm256_cvtps_pd(t25);
            __m256d t27 = _mm256_add_pd(t26, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(out + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (double)a[t28] + 0.25;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
