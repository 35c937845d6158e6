/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
__attribute__((target("avx2"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            int t4 = (int)t1;
            __m256i t5 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -31));
            __m256i t6 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t5, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t7 = t6;
            __m256i t8 = _mm256_add_epi8(t7, _mm256_set1_epi8((char)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

__attribute__((target("avx2"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = t6;
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            __m256i t10 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t9, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t5) + -15), t10);
            int t11 = (int)(t1 + 16L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i t13 = t12;
            __m256i t14 = _mm256_mullo_epi16(t13, _mm256_set1_epi16((short)3));
            __m256i t15 = t14;
            __m256i t16 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t15, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t11) + -15), t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = t21;
            __m256i t23 = _mm256_mullo_epi16(t22, _mm256_set1_epi16((short)3));
            __m256i t24 = t23;
            __m256i t25 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t24, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t20) + -15), t25);
            t2 += 16L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

__attribute__((target("avx2"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -3));
            __m256i t7 = _mm256_permute4x64_epi64(t6, 0x1b);
            __m256i t8 = _mm256_sub_epi64(t7, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            int t9 = (int)(t1 + 4L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t9) + -3));
            __m256i t11 = _mm256_permute4x64_epi64(t10, 0x1b);
            __m256i t12 = _mm256_sub_epi64(t11, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            int t13 = (int)(t1 + 8L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t13) + -3));
            __m256i t15 = _mm256_permute4x64_epi64(t14, 0x1b);
            __m256i t16 = _mm256_sub_epi64(t15, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            int t17 = (int)(t1 + 12L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t17) + -3));
            __m256i t19 = _mm256_permute4x64_epi64(t18, 0x1b);
            __m256i t20 = _mm256_sub_epi64(t19, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
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
            int t24 = (int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t24) + -3));
            __m256i t26 = _mm256_permute4x64_epi64(t25, 0x1b);
            __m256i t27 = _mm256_sub_epi64(t26, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

__attribute__((target("avx2"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m256d t7 = _mm256_loadu_pd(b + t6 + -3);
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.5));
            __m256d t9 = _mm256_add_pd(t8, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t6 + -3, t9);
            long t10 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            __m256d t11 = _mm256_loadu_pd(b + t10 + -3);
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.5));
            __m256d t13 = _mm256_add_pd(t12, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t10 + -3, t13);
            long t14 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            __m256d t15 = _mm256_loadu_pd(b + t14 + -3);
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            __m256d t17 = _mm256_add_pd(t16, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t14 + -3, t17);
            long t18 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            __m256d t19 = _mm256_loadu_pd(b + t18 + -3);
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
            __m256d t21 = _mm256_add_pd(t20, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t18 + -3, t21);
            t2 += 16L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t22 = (long)t1 + 1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t3 = 0L;
        do {
            long t24 = (long)(int)((long)t1 + t3 * -1L);
            __m256d t25 = _mm256_loadu_pd(b + t24 + -3);
            __m256d t26 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
            __m256d t27 = _mm256_add_pd(t26, _mm256_set1_pd(1.0));
            _mm256_storeu_pd(a + t24 + -3, t27);
            t3 += 4L;
        } while (t3 < t23);
        i = (int)((long)t1 + t23 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t28 = (long)i;
        a[t28] = b[t28] * 0.5 + 1.0;
    }
}

__attribute__((target("avx2"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(n - 1 - (int)t1);
            __m256 t6 = _mm256_loadu_ps(b + t5 + -7);
            __m256 t7 = _mm256_sub_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5 + -7, t7);
            long t8 = (long)(n - 1 - (int)(t1 + 8L));
            __m256 t9 = _mm256_loadu_ps(b + t8 + -7);
            __m256 t10 = _mm256_sub_ps(t9, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8 + -7, t10);
            long t11 = (long)(n - 1 - (int)(t1 + 16L));
            __m256 t12 = _mm256_loadu_ps(b + t11 + -7);
            __m256 t13 = _mm256_sub_ps(t12, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t11 + -7, t13);
            long t14 = (long)(n - 1 - (int)(t1 + 24L));
            __m256 t15 = _mm256_loadu_ps(b + t14 + -7);
            __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t14 + -7, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(n - 1 - (int)((long)t17 + t2));
            __m256 t21 = _mm256_loadu_ps(b + t20 + -7);
            __m256 t22 = _mm256_sub_ps(t21, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t20 + -7, t22);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t23 = (long)(n - 1 - i);
        a[t23] = b[t23] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
__attribute__((target("avx2"))) void rev_iota(int n, int *restrict a) {
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 32L) {
        long t7 = t6 & -32L;
        __m256i t8 = _mm256_set1_epi32((int)t1);
        __m256i t9 = t8;
        __m256i t2 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t3 = 0L;
        do {
            __m256i t10 = t2;
            __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(5));
            __m256i t12 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t1 + t3 * -1L) + -7), t12);
            __m256i t13 = _mm256_add_epi32(t2, _mm256_set1_epi32(-8));
            __m256i t14 = t13;
            __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(5));
            __m256i t16 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t1 + (t3 + 8L) * -1L) + -7), t16);
            __m256i t17 = _mm256_add_epi32(t2, _mm256_set1_epi32(-16));
            __m256i t18 = t17;
            __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(5));
            __m256i t20 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t1 + (t3 + 16L) * -1L) + -7), t20);
            __m256i t21 = _mm256_add_epi32(t2, _mm256_set1_epi32(-24));
            __m256i t22 = t21;
            __m256i t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32(5));
            __m256i t24 = _mm256_permutevar8x32_epi32(t23, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t1 + (t3 + 24L) * -1L) + -7), t24);
            t3 += 32L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(-32));
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t25 = (long)t1 + 1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t1);
        __m256i t28 = t27;
        __m256i t4 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        long t5 = 0L;
        do {
            __m256i t29 = t4;
            __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(5));
            __m256i t31 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t1 + t5 * -1L) + -7), t31);
            t5 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32(-8));
        } while (t5 < t26);
        i = (int)((long)t1 + t26 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        a[i] = i * 5;
    }
}

/* A pointer walking down. */
__attribute__((target("avx2"))) void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    int i;
    const unsigned char *p = src + n;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(p + t1 * -1L + -1 + -31));
            __m256i t5 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t4, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            __m256i t6 = t5;
            __m256i t7 = _mm256_xor_si256(t6, _mm256_set1_epi8((char)90));
            __m256i t8 = t7;
            _mm256_storeu_si256((__m256i *)(dst + (int)t1), t8);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)t3;
        p = p + t3 * -1L;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        p = p + -1;
        dst[i] = (unsigned char)((int)*p ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

__attribute__((target("avx2"))) long long rev_sum(int n, const short *a) {
    long long s;
    long long t53;
    int i;
    int t1 = n - 1;
    long t11 = (long)n;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m128i t13 = _mm_set1_epi32((int)t1);
        __m128i t14 = t13;
        __m128i t2 = _mm_add_epi32(t14, _mm_setr_epi32(0, -1, -2, -3));
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t15 = t2;
            vcc_v4_short t16 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t3 * -1L) + -3);
            vcc_v4_short t17 = __builtin_shufflevector(t16, t16, 3, 2, 1, 0);
            __m128i t18 = _mm_add_epi32(t15, _mm_set1_epi32(1));
            __m256i t19 = _mm256_cvtepi32_epi64(t18);
            __m256i t20 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t17));
            __m256i t21 = (__m256i)((vcc_v4_llong)t20 * (vcc_v4_llong)t19);
            __m256i t22 = t21;
            t4 = _mm256_add_epi64(t4, t22);
            __m128i t23 = _mm_add_epi32(t2, _mm_set1_epi32(-4));
            __m128i t24 = t23;
            vcc_v4_short t25 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 4L) * -1L) + -3);
            vcc_v4_short t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            __m128i t27 = _mm_add_epi32(t24, _mm_set1_epi32(1));
            __m256i t28 = _mm256_cvtepi32_epi64(t27);
            __m256i t29 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t26));
            __m256i t30 = (__m256i)((vcc_v4_llong)t29 * (vcc_v4_llong)t28);
            __m256i t31 = t30;
            t5 = _mm256_add_epi64(t5, t31);
            __m128i t32 = _mm_add_epi32(t2, _mm_set1_epi32(-8));
            __m128i t33 = t32;
            vcc_v4_short t34 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 8L) * -1L) + -3);
            vcc_v4_short t35 = __builtin_shufflevector(t34, t34, 3, 2, 1, 0);
            __m128i t36 = _mm_add_epi32(t33, _mm_set1_epi32(1));
            __m256i t37 = _mm256_cvtepi32_epi64(t36);
            __m256i t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t35));
            __m256i t39 = (__m256i)((vcc_v4_llong)t38 * (vcc_v4_llong)t37);
            __m256i t40 = t39;
            t6 = _mm256_add_epi64(t6, t40);
            __m128i t41 = _mm_add_epi32(t2, _mm_set1_epi32(-12));
            __m128i t42 = t41;
            vcc_v4_short t43 = vcc_load(vcc_v4_short, a + (int)((long)t1 + (t3 + 12L) * -1L) + -3);
            vcc_v4_short t44 = __builtin_shufflevector(t43, t43, 3, 2, 1, 0);
            __m128i t45 = _mm_add_epi32(t42, _mm_set1_epi32(1));
            __m256i t46 = _mm256_cvtepi32_epi64(t45);
            __m256i t47 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t44));
            __m256i t48 = (__m256i)((vcc_v4_llong)t47 * (vcc_v4_llong)t46);
            __m256i t49 = t48;
            t7 = _mm256_add_epi64(t7, t49);
            t3 += 16L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32(-16));
        } while (t3 < t12);
        __m256i t50 = _mm256_add_epi64(t4, t5);
        __m256i t51 = _mm256_add_epi64(t50, t6);
        __m256i t52 = _mm256_add_epi64(t51, t7);
        t1 = (int)((long)t1 + t12 * -1L);
        t53 = (long long)vcc_avx2_reduce_epi64(t52, _mm_add_epi64, unsigned long long);
    } else {
        t53 = 0LL;
    }
    long t54 = (long)t1 + 1L;
    if (t54 >= 4L) {
        long t55 = t54 & -4L;
        __m128i t56 = _mm_set1_epi32((int)t1);
        __m128i t57 = t56;
        __m128i t8 = _mm_add_epi32(t57, _mm_setr_epi32(0, -1, -2, -3));
        long t9 = 0L;
        __m256i t10 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t58 = t8;
            vcc_v4_short t59 = vcc_load(vcc_v4_short, a + (int)((long)t1 + t9 * -1L) + -3);
            vcc_v4_short t60 = __builtin_shufflevector(t59, t59, 3, 2, 1, 0);
            __m128i t61 = _mm_add_epi32(t58, _mm_set1_epi32(1));
            __m256i t62 = _mm256_cvtepi32_epi64(t61);
            __m256i t63 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t60));
            __m256i t64 = (__m256i)((vcc_v4_llong)t63 * (vcc_v4_llong)t62);
            __m256i t65 = t64;
            t10 = _mm256_add_epi64(t10, t65);
            t9 += 4L;
            t8 = _mm_add_epi32(t8, _mm_set1_epi32(-4));
        } while (t9 < t55);
        i = (int)((long)t1 + t55 * -1L);
        s = (long long)((unsigned long long)t53 + vcc_avx2_reduce_epi64(t10, _mm_add_epi64, unsigned long long));
    } else {
        i = t1;
        s = t53;
    }
    for (; i >= 0; i--) {
        s += (long long)a[i] * (long long)(i + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
