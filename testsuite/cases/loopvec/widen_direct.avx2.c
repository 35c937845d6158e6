/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v16_double __attribute__((vector_size(128)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned long vcc_v16_ulong __attribute__((vector_size(128)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Widenings from 4- or 8-byte vectors (4 shorts or bytes of a VF=4 loop, 8 bytes of a VF=8
   one): one vpmovsx/vpmovzx from the low bits of an xmm to the result's width, never a chain
   of conversions through the widths between. Signed and unsigned sources, integer and
   floating results; the extreme values of each source type are in the data. */

__attribute__((target("avx2"))) void w_i16_i64(int n, int64_t *restrict d, const int16_t *restrict s) {
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long *t6 = d + t5;
            vcc_v4_short t7 = vcc_load(vcc_v4_short, s + t5);
            __m256i t8 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t7));
            __m256i t9 = (__m256i)((vcc_v4_long)t8 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t11 = _mm256_add_epi64(t9, t10);
            _mm256_storeu_si256((__m256i *)t6, t11);
            long t12 = (long)(int)(t1 + 4L);
            long *t13 = d + t12;
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + t12);
            __m256i t15 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t14));
            __m256i t16 = (__m256i)((vcc_v4_long)t15 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t17 = _mm256_loadu_si256((const __m256i *)t13);
            __m256i t18 = _mm256_add_epi64(t16, t17);
            _mm256_storeu_si256((__m256i *)t13, t18);
            long t19 = (long)(int)(t1 + 8L);
            long *t20 = d + t19;
            vcc_v4_short t21 = vcc_load(vcc_v4_short, s + t19);
            __m256i t22 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t21));
            __m256i t23 = (__m256i)((vcc_v4_long)t22 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t24 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t25 = _mm256_add_epi64(t23, t24);
            _mm256_storeu_si256((__m256i *)t20, t25);
            long t26 = (long)(int)(t1 + 12L);
            long *t27 = d + t26;
            vcc_v4_short t28 = vcc_load(vcc_v4_short, s + t26);
            __m256i t29 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t28));
            __m256i t30 = (__m256i)((vcc_v4_long)t29 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t32 = _mm256_add_epi64(t30, t31);
            _mm256_storeu_si256((__m256i *)t27, t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            long *t37 = d + t36;
            vcc_v4_short t38 = vcc_load(vcc_v4_short, s + t36);
            __m256i t39 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t38));
            __m256i t40 = (__m256i)((vcc_v4_long)t39 * (vcc_v4_long)_mm256_set1_epi64x((long long)3LL));
            __m256i t41 = _mm256_loadu_si256((const __m256i *)t37);
            __m256i t42 = _mm256_add_epi64(t40, t41);
            _mm256_storeu_si256((__m256i *)t37, t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        long *t44 = d + t43;
        *t44 = (long)s[t43] * 3L + *t44;
    }
}

__attribute__((target("avx2"))) void w_u16_u64(int n, uint64_t *restrict d, const uint16_t *restrict s) {
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            unsigned long *t6 = d + t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            vcc_v4_ushort t8 = vcc_load(vcc_v4_ushort, s + t5);
            __m256i t9 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t8));
            __m256i t10 = _mm256_xor_si256(t7, t9);
            _mm256_storeu_si256((__m256i *)t6, t10);
            long t11 = (long)(int)(t1 + 4L);
            unsigned long *t12 = d + t11;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)t12);
            vcc_v4_ushort t14 = vcc_load(vcc_v4_ushort, s + t11);
            __m256i t15 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t14));
            __m256i t16 = _mm256_xor_si256(t13, t15);
            _mm256_storeu_si256((__m256i *)t12, t16);
            long t17 = (long)(int)(t1 + 8L);
            unsigned long *t18 = d + t17;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            vcc_v4_ushort t20 = vcc_load(vcc_v4_ushort, s + t17);
            __m256i t21 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t20));
            __m256i t22 = _mm256_xor_si256(t19, t21);
            _mm256_storeu_si256((__m256i *)t18, t22);
            long t23 = (long)(int)(t1 + 12L);
            unsigned long *t24 = d + t23;
            __m256i t25 = _mm256_loadu_si256((const __m256i *)t24);
            vcc_v4_ushort t26 = vcc_load(vcc_v4_ushort, s + t23);
            __m256i t27 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t26));
            __m256i t28 = _mm256_xor_si256(t25, t27);
            _mm256_storeu_si256((__m256i *)t24, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            unsigned long *t33 = d + t32;
            __m256i t34 = _mm256_loadu_si256((const __m256i *)t33);
            vcc_v4_ushort t35 = vcc_load(vcc_v4_ushort, s + t32);
            __m256i t36 = _mm256_cvtepu16_epi64(_mm_cvtsi64_si128((long long)t35));
            __m256i t37 = _mm256_xor_si256(t34, t36);
            _mm256_storeu_si256((__m256i *)t33, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        unsigned long *t39 = d + t38;
        *t39 = *t39 ^ (unsigned long)s[t38];
    }
}

__attribute__((target("avx2"))) void w_i8_i64(int n, int64_t *restrict d, const int8_t *restrict s) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            long *t5 = d + t4;
            vcc_v16_long t6 = vcc_load(vcc_v16_long, t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(s + t4));
            vcc_v16_long t8 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_schar)t7, vcc_v16_short), vcc_v16_int), vcc_v16_long);
            vcc_v16_long t9 = t6 - t8;
            do { vcc_v16_long vcc_w = t9; char *vcc_p = (char *)(t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        long *t11 = d + t10;
        *t11 = *t11 - (long)s[t10];
    }
}

__attribute__((target("avx2"))) void w_u8_u64(int n, uint64_t *restrict d, const uint8_t *restrict s) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            unsigned long *t5 = d + t4;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(s + t4));
            vcc_v16_ulong t7 = vcc_load(vcc_v16_ulong, t5);
            vcc_v16_ulong t8 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_uchar)t6, vcc_v16_ushort), vcc_v16_uint), vcc_v16_ulong);
            vcc_v16_ulong t9 = t8 + t7;
            do { vcc_v16_ulong vcc_w = t9; char *vcc_p = (char *)(t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        unsigned long *t11 = d + t10;
        *t11 = (unsigned long)s[t10] + *t11;
    }
}

/* 4 lanes of bytes to ints (the loop's widest element, int64, makes VF=4). */
__attribute__((target("avx2"))) void w_i8_i32(int n, int32_t *restrict d, const int8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(s + t4));
            vcc_v16_long t6 = vcc_load(vcc_v16_long, t + t4);
            vcc_v16_int t7 = __builtin_convertvector(t6, vcc_v16_int);
            vcc_v16_int t8 = ({ __m128i vcc_h0 = t5; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepi8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepi8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t9 = t8 + t7;
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(d + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        d[t10] = (int)s[t10] + (int)t[t10];
    }
}

__attribute__((target("avx2"))) void w_u8_i32(int n, int32_t *restrict d, const uint8_t *restrict s, const int64_t *restrict t) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(s + t4));
            vcc_v16_long t6 = vcc_load(vcc_v16_long, t + t4);
            vcc_v16_int t7 = __builtin_convertvector(t6, vcc_v16_int);
            vcc_v16_int t8 = ({ __m128i vcc_h0 = t5; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t9 = t8 - t7;
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(d + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        d[t10] = (int)s[t10] - (int)t[t10];
    }
}

/* To doubles, through 32-bit lanes. */
__attribute__((target("avx2"))) void w_i16_f64(int n, double *restrict d, const int16_t *restrict s) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v4_short t6 = vcc_load(vcc_v4_short, s + t5);
            __m256d t7 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t5, t8);
            long t9 = (long)(int)(t1 + 4L);
            vcc_v4_short t10 = vcc_load(vcc_v4_short, s + t9);
            __m256d t11 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t10)));
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t9, t12);
            long t13 = (long)(int)(t1 + 8L);
            vcc_v4_short t14 = vcc_load(vcc_v4_short, s + t13);
            __m256d t15 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t14)));
            __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t13, t16);
            long t17 = (long)(int)(t1 + 12L);
            vcc_v4_short t18 = vcc_load(vcc_v4_short, s + t17);
            __m256d t19 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t18)));
            __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
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
            vcc_v4_short t25 = vcc_load(vcc_v4_short, s + t24);
            __m256d t26 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t25)));
            __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.5));
            _mm256_storeu_pd(d + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        d[t28] = (double)s[t28] * 0.5;
    }
}

__attribute__((target("avx2"))) void w_u8_f64(int n, double *restrict d, const uint8_t *restrict s) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            double *t5 = d + t4;
            vcc_v16_double t6 = vcc_load(vcc_v16_double, t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(s + t4));
            vcc_v16_double t8 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector((vcc_v16_uchar)t7, vcc_v16_ushort), vcc_v16_int), vcc_v16_double);
            vcc_v16_double t9 = t6 + t8;
            do { vcc_v16_double vcc_w = t9; char *vcc_p = (char *)(t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)); vcc_store(vcc_p + 64, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11)); vcc_store(vcc_p + 96, __builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        double *t11 = d + t10;
        *t11 = *t11 + (double)s[t10];
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t19;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        short *s16 = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        signed char *s8 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        void *t4 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *d64 = (long *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        long *e64 = (long *)t5;
        long *t64 = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *d32 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *f64 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int i = 0; i < n; i++) {
            long t6 = (long)i;
            s16[t6] = (short)(_mm256_zeroupper(), next_rand());
            s8[t6] = (signed char)(_mm256_zeroupper(), next_rand());
            d64[t6] = (long)(_mm256_zeroupper(), next_rand()) << 20;
            t64[t6] = (long)(_mm256_zeroupper(), next_rand()) - 8388608L;
            f64[t6] = (double)((_mm256_zeroupper(), next_rand()) % 1000U) * 0.25;
        }
        if (n > 3) {
            s16[0] = (short)-32768;
            s16[1] = (short)32767;
            s16[2] = (short)-1;
            s8[0] = (signed char)-128;
            s8[1] = (signed char)127;
            s8[3] = (signed char)-1;
        }
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t5;
        if ((t7 >= 16L) & (((t8 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t9) | ((t9 + (unsigned long)(8L + (t7 - 1L) * 8L)) <= t8))) {
            long t10 = t7 & -16L;
            long t1 = 0L;
            do {
                long t11 = (long)(int)t1;
                __m256i t12 = _mm256_loadu_si256((const __m256i *)(d64 + t11));
                _mm256_storeu_si256((__m256i *)(e64 + t11), t12);
                long t13 = (long)(int)(t1 + 4L);
                __m256i t14 = _mm256_loadu_si256((const __m256i *)(d64 + t13));
                _mm256_storeu_si256((__m256i *)(e64 + t13), t14);
                long t15 = (long)(int)(t1 + 8L);
                __m256i t16 = _mm256_loadu_si256((const __m256i *)(d64 + t15));
                _mm256_storeu_si256((__m256i *)(e64 + t15), t16);
                long t17 = (long)(int)(t1 + 12L);
                __m256i t18 = _mm256_loadu_si256((const __m256i *)(d64 + t17));
                _mm256_storeu_si256((__m256i *)(e64 + t17), t18);
                t1 += 16L;
            } while (t1 < t10);
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        unsigned long t21 = (unsigned long)t4;
        unsigned long t22 = (unsigned long)t5;
        if ((t20 >= 4L) & (((t21 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t22 + (unsigned long)((long)t19 * 8L))) | ((t22 + (unsigned long)((long)t19 * 8L + 8L + (t20 - 1L) * 8L)) <= (t21 + (unsigned long)((long)t19 * 8L))))) {
            long t23 = t20 & -4L;
            long t2 = 0L;
            do {
                long t24 = (long)(int)((long)t19 + t2);
                __m256i t25 = _mm256_loadu_si256((const __m256i *)(d64 + t24));
                _mm256_storeu_si256((__m256i *)(e64 + t24), t25);
                t2 += 4L;
            } while (t2 < t23);
            i_1 = (int)((long)t19 + t23);
        } else {
            i_1 = t19;
        }
        for (; i_1 < n; i_1++) {
            long t26 = (long)i_1;
            e64[t26] = d64[t26];
        }
        const short *t27 = s16;
        w_i16_i64(n, d64, t27);
        unsigned long *t28 = (unsigned long *)e64;
        w_u16_u64(n, t28, (const unsigned short *)s16);
        unsigned long t29 = (unsigned long)n;
        unsigned long t30 = t29 * 8UL;
        const void *t31 = (const void *)e64;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes(t31, t30));
        const void *t33 = (const void *)d64;
        printf("n=%d %016llx %016llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30)), (unsigned long long)t32);
        const signed char *t34 = s8;
        w_i8_i64(n, d64, t34);
        const unsigned char *t35 = (const unsigned char *)s8;
        w_u8_u64(n, t28, t35);
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes(t31, t30));
        printf(" %016llx %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t33, t30)), (unsigned long long)t36);
        const long *t37 = t64;
        w_i8_i32(n, d32, t34, t37);
        unsigned long t38 = t29 * 4UL;
        const void *t39 = (const void *)d32;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t38)));
        w_u8_i32(n, d32, t35, t37);
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t39, t38)));
        w_i16_f64(n, f64, t27);
        const void *t40 = (const void *)f64;
        printf(" %016llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t30)));
        w_u8_f64(n, f64, t35);
        printf(" %016llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t40, t30)));
        free((void *)s16);
        free((void *)s8);
        free((void *)d64);
        free((void *)e64);
        free((void *)t64);
        free((void *)d32);
        free((void *)f64);
    }
}
