/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

__attribute__((target("avx2"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            vcc_v16_int t5 = vcc_load(vcc_v16_int, idx + t4);
            __m128i t6 = (__m128i)vcc_gather(vcc_v16_schar, b, t5);
            __m128i t7 = t6;
            __m128i t8 = _mm_add_epi8(t7, _mm_set1_epi8((char)1));
            __m128i t9 = t8;
            _mm_storeu_si128((__m128i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (signed char)((int)b[idx[t10]] + 1);
    }
}

__attribute__((target("avx2"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            __m256i t6 = (__m256i)vcc_gather(vcc_v16_ushort, b, (vcc_v16_uchar)t5);
            __m256i t7 = t6;
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)2));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = (unsigned short)((unsigned int)b[(int)idx[t10]] * 2U);
    }
}

__attribute__((target("avx2"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 4L);
            long t7 = (long)(int)(t1 + 8L);
            long t8 = (long)(int)(t1 + 12L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            __m256d t13 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)t9);
            __m256d t14 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)t10);
            __m256d t15 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)t11);
            __m256d t16 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)t12);
            __m256d t17 = _mm256_add_pd(t13, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t5, t17);
            __m256d t18 = _mm256_add_pd(t14, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t6, t18);
            __m256d t19 = _mm256_add_pd(t15, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t7, t19);
            __m256d t20 = _mm256_add_pd(t16, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t8, t20);
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
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(idx + t24));
            __m256d t26 = (__m256d)vcc_gather(vcc_v4_double, b, (vcc_v4_long)t25);
            __m256d t27 = _mm256_add_pd(t26, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[idx[t28]] + 0.25;
    }
}

__attribute__((target("avx2"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(idx + t4));
            vcc_v16_int t6 = ({ __m128i vcc_h0 = t5; vcc_v8_int vcc_p0 = (vcc_v8_int)_mm256_cvtepu8_epi32(vcc_h0); vcc_v8_int vcc_p1 = (vcc_v8_int)_mm256_cvtepu8_epi32(_mm_srli_si128(vcc_h0, 8)); __builtin_shufflevector(vcc_p0, vcc_p1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); });
            vcc_v16_int t7 = t6 & (vcc_v16_int){63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v16_float t8 = vcc_gather(vcc_v16_float, table, t7);
            vcc_v16_float t9 = t8 * (vcc_v16_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            do { vcc_v16_float vcc_w = t9; char *vcc_p = (char *)(a + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = table[(int)idx[t10] & 63] * 3.0f;
    }
}

__attribute__((target("avx2"))) long long gather_sum(int n, const long long *b, const int *idx) {
    long long s;
    int t25;
    long long t26;
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
            __m128i t10 = _mm_loadu_si128((const __m128i *)(idx + (int)t1));
            __m128i t11 = _mm_loadu_si128((const __m128i *)(idx + (int)(t1 + 4L)));
            __m128i t12 = _mm_loadu_si128((const __m128i *)(idx + (int)(t1 + 8L)));
            __m128i t13 = _mm_loadu_si128((const __m128i *)(idx + (int)(t1 + 12L)));
            __m256i t14 = _mm256_i32gather_epi64((const long long *)b, t10, 8);
            __m256i t15 = _mm256_i32gather_epi64((const long long *)b, t11, 8);
            __m256i t16 = _mm256_i32gather_epi64((const long long *)b, t12, 8);
            __m256i t17 = _mm256_i32gather_epi64((const long long *)b, t13, 8);
            __m256i t18 = t14;
            t2 = _mm256_add_epi64(t2, t18);
            __m256i t19 = t15;
            t3 = _mm256_add_epi64(t3, t19);
            __m256i t20 = t16;
            t4 = _mm256_add_epi64(t4, t20);
            __m256i t21 = t17;
            t5 = _mm256_add_epi64(t5, t21);
            t1 += 16L;
        } while (t1 < t9);
        __m256i t22 = _mm256_add_epi64(t2, t3);
        __m256i t23 = _mm256_add_epi64(t22, t4);
        __m256i t24 = _mm256_add_epi64(t23, t5);
        t25 = (int)t9;
        t26 = (long long)vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long long);
    } else {
        t25 = 0;
        t26 = 0LL;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long t6 = 0L;
        __m256i t7 = _mm256_set1_epi64x((long long)0LL);
        do {
            __m128i t29 = _mm_loadu_si128((const __m128i *)(idx + (int)((long)t25 + t6)));
            __m256i t30 = _mm256_i32gather_epi64((const long long *)b, t29, 8);
            __m256i t31 = t30;
            t7 = _mm256_add_epi64(t7, t31);
            t6 += 4L;
        } while (t6 < t28);
        i = (int)((long)t25 + t28);
        s = (long long)((unsigned long long)t26 + vcc_avx2_reduce_epi64(t7, _mm_add_epi64, unsigned long long));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        s += b[idx[i]];
    }
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
__attribute__((target("avx2"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    int t18;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            int t9 = (int)t2;
            __m256i t10 = t1;
            int t11 = (int)(t2 + 8L);
            __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t13 = t12;
            __m256i t14 = _mm256_i32gather_epi32((const int *)(b + 3 * (n - 1 - t9)), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21), 4);
            __m256i t15 = _mm256_i32gather_epi32((const int *)(b + 3 * (n - 1 - t11)), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21), 4);
            __m256i t16 = _mm256_add_epi32(t14, t10);
            _mm256_storeu_si256((__m256i *)(a + t9), t16);
            __m256i t17 = _mm256_add_epi32(t15, t13);
            _mm256_storeu_si256((__m256i *)(a + t11), t17);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        } while (t2 < t6);
        t18 = (int)t6;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)t18);
        __m256i t22 = t21;
        __m256i t3 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            int t23 = (int)((long)t18 + t4);
            __m256i t24 = t3;
            __m256i t25 = _mm256_i32gather_epi32((const int *)(b + 3 * (n - 1 - t23)), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21), 4);
            __m256i t26 = _mm256_add_epi32(t25, t24);
            _mm256_storeu_si256((__m256i *)(a + t23), t26);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
void stride_store(int n, double *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[2 * i] * 0.5;
}

/* A non-unit step: i += 2 touches every other element. */
void step_two(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i += 2)
        a[i] = b[i] + 1.0f;
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    int t37;
    int m;
    int t42;
    int t45;
    int k_1;
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(13));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256 t10 = _mm256_cvtepi32_ps(t1);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[(int)t2], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(13));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_sub_ps(t17, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[(int)(t2 + 8L)], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        __m256 t25 = _mm256_sub_ps(t24, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[(int)(t2 + 16L)], t25);
        __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(12));
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(13));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256i t30 = t29;
        __m256 t31 = _mm256_cvtepi32_ps(t30);
        __m256 t32 = _mm256_sub_ps(t31, _mm256_set1_ps(6.0f));
        _mm256_storeu_ps(&table[(int)(t2 + 24L)], t32);
        t2 += 32L;
        __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t34 = t33;
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(13));
        __m256i t36 = _mm256_min_epu32(t34, t35);
        t1 = t36;
    } while (t2 < 64L);
    for (int k = 64; k < 64; k++) {
        table[k] = (float)(k * 7 % 13) - 6.0f;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t37 = 1;
        } else {
            t37 = 0;
            n = n_1;
        }
        if (!t37) {
            return 0;
        }
        if (n > 0) {
            m = n;
        } else {
            m = 1;
        }
        signed char *c1 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        signed char *c2 = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned short *u1 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned short *u2 = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        double *d1 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *d2 = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        float *f1 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *f2 = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        long long *l = (long long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *i1 = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t38 = 3 * n;
        int *i3 = (int *)(_mm256_zeroupper(), new_array(t38, 4UL));
        unsigned char *uidx = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        long *lidx = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        int t39 = 2 * n;
        double *d3 = (double *)(_mm256_zeroupper(), new_array(t39, 8UL));
        short *s3 = (short *)(_mm256_zeroupper(), new_array(t39, 2UL));
        int *bins = (int *)(_mm256_zeroupper(), new_array(m, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c2[fill_idx] = (signed char)(-128 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            u2[fill_idx_1] = (unsigned short)(int)((_mm256_zeroupper(), next_rand()) % 65536U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d2[fill_idx_2] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            f2[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            l[fill_idx_4] = (long long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            idx[fill_idx_5] = (int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            unsigned char *t40 = uidx + fill_idx_6;
            unsigned int t41 = (_mm256_zeroupper(), next_rand());
            if (n < 256) {
                t42 = m;
            } else {
                t42 = 256;
            }
            *t40 = (unsigned char)(int)(t41 % (unsigned int)t42);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            lidx[fill_idx_7] = (long)(int)((_mm256_zeroupper(), next_rand()) % (unsigned int)m);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < t38; fill_idx_8++) {
            i3[fill_idx_8] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_9 = 0; fill_idx_9 < t39; fill_idx_9++) {
            s3[fill_idx_9] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_10 = 0; fill_idx_10 < t39; fill_idx_10++) {
            d3[fill_idx_10] = (double)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        for (int fill_idx_11 = 0; fill_idx_11 < n; fill_idx_11++) {
            f1[fill_idx_11] = (float)(int)((_mm256_zeroupper(), next_rand()) % 1U);
        }
        long t43 = (long)m;
        if (t43 >= 32L) {
            long t44 = t43 & -32L;
            long t3 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(bins + (int)t3), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (int)(t3 + 8L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (int)(t3 + 16L)), _mm256_set1_epi32(0));
                _mm256_storeu_si256((__m256i *)(bins + (int)(t3 + 24L)), _mm256_set1_epi32(0));
                t3 += 32L;
            } while (t3 < t44);
            t45 = (int)t44;
        } else {
            t45 = 0;
        }
        long t46 = (long)m + (long)t45 * -1L;
        if (t46 >= 8L) {
            long t47 = t46 & -8L;
            long t4 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)(bins + (int)((long)t45 + t4)), _mm256_set1_epi32(0));
                t4 += 8L;
            } while (t4 < t47);
            k_1 = (int)((long)t45 + t47);
        } else {
            k_1 = t45;
        }
        for (; k_1 < m; k_1++) {
            bins[k_1] = 0;
        }
        const int *t48 = idx;
        gather_i8(n, c1, c2, t48);
        const unsigned char *t49 = uidx;
        gather_u16(n, u1, u2, t49);
        gather_double(n, d1, d2, lidx);
        unsigned long t50 = (unsigned long)n;
        unsigned long t51 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t50 * 8UL));
        unsigned long t52 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t50 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t50 * 1UL)), (unsigned long long)t52, (unsigned long long)t51);
        gather_global(n, f2, t49);
        stride_down(n, i1, i3);
        (_mm256_zeroupper(), stride_store(n, d3, s3));
        (_mm256_zeroupper(), step_two(n, f1, f2));
        (_mm256_zeroupper(), scatter_add(n, bins, t48));
        unsigned long t53 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t54 = t50 * 4UL;
        unsigned long t55 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t54));
        unsigned long t56 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t39 * 8UL));
        unsigned long t57 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t54));
        long long t58 = gather_sum(n, l, t48);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t54)), t58, (unsigned long long)t57, (unsigned long long)t56, (unsigned long long)t55, (unsigned long long)t53);
        free((void *)c1);
        free((void *)c2);
        free((void *)u1);
        free((void *)u2);
        free((void *)d1);
        free((void *)d2);
        free((void *)f1);
        free((void *)f2);
        free((void *)l);
        free((void *)idx);
        free((void *)i1);
        free((void *)i3);
        free((void *)uidx);
        free((void *)lidx);
        free((void *)d3);
        free((void *)s3);
        free((void *)bins);
    }
}
