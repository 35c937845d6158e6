/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            vcc_v8_schar t9 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, t7, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_schar t10 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, t8, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t11 = (vcc_v8_uchar)t9;
            vcc_v8_uchar t12 = t11 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t13 = (vcc_v8_schar)t12;
            vcc_store(a + t5, t13);
            vcc_v8_uchar t14 = (vcc_v8_uchar)t10;
            vcc_v8_uchar t15 = t14 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t16 = (vcc_v8_schar)t15;
            vcc_store(a + t6, t16);
            t1 += 16L;
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
            long t20 = (long)(int)((long)t17 + t2);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(idx + t20));
            vcc_v8_schar t22 = ({ __m256i vcc_w = vcc_avx2_gather_narrow(b, t21, _mm256_set1_epi32(-1), 1, 1); __m256i vcc_h = _mm256_packs_epi32(vcc_w, vcc_w); (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_packs_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))); });
            vcc_v8_uchar t23 = (vcc_v8_uchar)t22;
            vcc_v8_uchar t24 = t23 + (vcc_v8_uchar){(unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1, (unsigned char)1};
            vcc_v8_schar t25 = (vcc_v8_schar)t24;
            vcc_store(a + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        a[t26] = (signed char)((int)b[idx[t26]] + 1);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    vcc_no_contract_body
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    vcc_no_contract_body
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    vcc_no_contract_body
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t7 = vcc_load(vcc_v8_uchar, idx + t5);
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, idx + t6);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t7));
            __m256i t10 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t8));
            __m256i t11 = _mm256_and_si256(t9, _mm256_set1_epi32(63));
            __m256i t12 = _mm256_and_si256(t10, _mm256_set1_epi32(63));
            __m256 t13 = _mm256_i32gather_ps(table, t11, 4);
            __m256 t14 = _mm256_i32gather_ps(table, t12, 4);
            __m256 t15 = _mm256_mul_ps(t13, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + t5, t15);
            __m256 t16 = _mm256_mul_ps(t14, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + t6, t16);
            t1 += 16L;
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
            long t20 = (long)(int)((long)t17 + t2);
            vcc_v8_uchar t21 = vcc_load(vcc_v8_uchar, idx + t20);
            __m256i t22 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t21));
            __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi32(63));
            __m256 t24 = _mm256_i32gather_ps(table, t23, 4);
            __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(3.0f));
            _mm256_storeu_ps(a + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        a[t26] = table[(int)idx[t26] & 63] * 3.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long long gather_sum(int n, const long long *b, const int *idx) {
    vcc_no_contract_body
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void stride_down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t18;
    int t27;
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
        t27 = (int)((long)t18 + t20);
    } else {
        t27 = t18;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if ((t28 >= 1L) & (t28 <= 8L)) {
        __m256i t29 = _mm256_set1_epi32((int)(int)t28);
        __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t31 = _mm256_set1_epi32((int)t27);
        __m256i t32 = t31;
        __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t34 = (int)(long)t27;
        __m256i t35 = t33;
        __m256i t36 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(b + 3 * (n - 1 - t34)), _mm256_setr_epi32(0, -3, -6, -9, -12, -15, -18, -21), t30, 4);
        __m256i t37 = t36;
        __m256i t38 = t35;
        __m256i t39 = _mm256_add_epi32(t37, t38);
        __m256i t40 = t39;
        _mm256_mask_storeu_epi32(a + t34, _mm256_movepi32_mask(t30), t40);
        i = (int)((long)t27 + t28);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        a[i] = b[3 * (n - 1 - i)] + i;
    }
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void stride_store(int n, double *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t53;
    int i;
    long t3 = (long)n - 1L;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(2 * (int)t1);
            double *t6 = a + t5;
            const short *t7 = b + t5;
            vcc_v4_short t8 = vcc_load(vcc_v4_short, t7);
            vcc_v4_short t9 = vcc_load(vcc_v4_short, t7 + 4);
            vcc_v4_short t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6);
            __m256d t11 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t10)));
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(0.5));
            __m256d t13 = _mm256_permutex2var_pd(t12, _mm256_setr_epi64x(0, 4, 1, 5), t12);
            __m128i t14 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6, _mm_movepi32_mask(t14), t13);
            __m256d t15 = _mm256_permutex2var_pd(t12, _mm256_setr_epi64x(2, 6, 3, 7), t12);
            __m128i t16 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6 + 4, _mm_movepi32_mask(t16), t15);
            long t17 = (long)(2 * (int)(t1 + 4L));
            double *t18 = a + t17;
            const short *t19 = b + t17;
            vcc_v4_short t20 = vcc_load(vcc_v4_short, t19);
            vcc_v4_short t21 = vcc_load(vcc_v4_short, t19 + 4);
            vcc_v4_short t22 = __builtin_shufflevector(t20, t21, 0, 2, 4, 6);
            __m256d t23 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t22)));
            __m256d t24 = _mm256_mul_pd(t23, _mm256_set1_pd(0.5));
            __m256d t25 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(0, 4, 1, 5), t24);
            __m128i t26 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t18, _mm_movepi32_mask(t26), t25);
            __m256d t27 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(2, 6, 3, 7), t24);
            __m128i t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t18 + 4, _mm_movepi32_mask(t28), t27);
            long t29 = (long)(2 * (int)(t1 + 8L));
            double *t30 = a + t29;
            const short *t31 = b + t29;
            vcc_v4_short t32 = vcc_load(vcc_v4_short, t31);
            vcc_v4_short t33 = vcc_load(vcc_v4_short, t31 + 4);
            vcc_v4_short t34 = __builtin_shufflevector(t32, t33, 0, 2, 4, 6);
            __m256d t35 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t34)));
            __m256d t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.5));
            __m256d t37 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(0, 4, 1, 5), t36);
            __m128i t38 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30, _mm_movepi32_mask(t38), t37);
            __m256d t39 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(2, 6, 3, 7), t36);
            __m128i t40 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30 + 4, _mm_movepi32_mask(t40), t39);
            long t41 = (long)(2 * (int)(t1 + 12L));
            double *t42 = a + t41;
            const short *t43 = b + t41;
            vcc_v4_short t44 = vcc_load(vcc_v4_short, t43);
            vcc_v4_short t45 = vcc_load(vcc_v4_short, t43 + 4);
            vcc_v4_short t46 = __builtin_shufflevector(t44, t45, 0, 2, 4, 6);
            __m256d t47 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t46)));
            __m256d t48 = _mm256_mul_pd(t47, _mm256_set1_pd(0.5));
            __m256d t49 = _mm256_permutex2var_pd(t48, _mm256_setr_epi64x(0, 4, 1, 5), t48);
            __m128i t50 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t42, _mm_movepi32_mask(t50), t49);
            __m256d t51 = _mm256_permutex2var_pd(t48, _mm256_setr_epi64x(2, 6, 3, 7), t48);
            __m128i t52 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t42 + 4, _mm_movepi32_mask(t52), t51);
            t1 += 16L;
        } while (t1 < t4);
        t53 = (int)t4;
    } else {
        t53 = 0;
    }
    long t54 = (long)n + (long)t53 * -1L - 1L;
    if (t54 >= 4L) {
        long t55 = t54 & -4L;
        long t2 = 0L;
        do {
            long t56 = (long)(2 * (int)((long)t53 + t2));
            double *t57 = a + t56;
            const short *t58 = b + t56;
            vcc_v4_short t59 = vcc_load(vcc_v4_short, t58);
            vcc_v4_short t60 = vcc_load(vcc_v4_short, t58 + 4);
            vcc_v4_short t61 = __builtin_shufflevector(t59, t60, 0, 2, 4, 6);
            __m256d t62 = _mm256_cvtepi32_pd(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t61)));
            __m256d t63 = _mm256_mul_pd(t62, _mm256_set1_pd(0.5));
            __m256d t64 = _mm256_permutex2var_pd(t63, _mm256_setr_epi64x(0, 4, 1, 5), t63);
            __m128i t65 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t57, _mm_movepi32_mask(t65), t64);
            __m256d t66 = _mm256_permutex2var_pd(t63, _mm256_setr_epi64x(2, 6, 3, 7), t63);
            __m128i t67 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t57 + 4, _mm_movepi32_mask(t67), t66);
            t2 += 4L;
        } while (t2 < t55);
        i = (int)((long)t53 + t55);
    } else {
        i = t53;
    }
    for (; i < n; i++) {
        long t68 = (long)(2 * i);
        a[t68] = (double)b[t68] * 0.5;
    }
}

/* A non-unit step: i += 2 touches every other element. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void step_two(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t49;
    int i;
    long t3 = ((long)n + 1L) / 2L - 1L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)(t1 * 2L);
            float *t6 = a + t5;
            const float *t7 = b + t5;
            __m256 t8 = _mm256_loadu_ps(t7);
            __m256 t9 = _mm256_loadu_ps(t7 + 8);
            __m256 t10 = _mm256_permutex2var_ps(t8, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t9);
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1.0f));
            __m256 t12 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t11);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6, _mm256_movepi32_mask(t13), t12);
            __m256 t14 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t11);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6 + 8, _mm256_movepi32_mask(t15), t14);
            long t16 = (long)(int)((t1 + 8L) * 2L);
            float *t17 = a + t16;
            const float *t18 = b + t16;
            __m256 t19 = _mm256_loadu_ps(t18);
            __m256 t20 = _mm256_loadu_ps(t18 + 8);
            __m256 t21 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t20);
            __m256 t22 = _mm256_add_ps(t21, _mm256_set1_ps(1.0f));
            __m256 t23 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t17, _mm256_movepi32_mask(t24), t23);
            __m256 t25 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t17 + 8, _mm256_movepi32_mask(t26), t25);
            long t27 = (long)(int)((t1 + 16L) * 2L);
            float *t28 = a + t27;
            const float *t29 = b + t27;
            __m256 t30 = _mm256_loadu_ps(t29);
            __m256 t31 = _mm256_loadu_ps(t29 + 8);
            __m256 t32 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t31);
            __m256 t33 = _mm256_add_ps(t32, _mm256_set1_ps(1.0f));
            __m256 t34 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t28, _mm256_movepi32_mask(t35), t34);
            __m256 t36 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t28 + 8, _mm256_movepi32_mask(t37), t36);
            long t38 = (long)(int)((t1 + 24L) * 2L);
            float *t39 = a + t38;
            const float *t40 = b + t38;
            __m256 t41 = _mm256_loadu_ps(t40);
            __m256 t42 = _mm256_loadu_ps(t40 + 8);
            __m256 t43 = _mm256_permutex2var_ps(t41, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t42);
            __m256 t44 = _mm256_add_ps(t43, _mm256_set1_ps(1.0f));
            __m256 t45 = _mm256_permutex2var_ps(t44, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t44);
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t39, _mm256_movepi32_mask(t46), t45);
            __m256 t47 = _mm256_permutex2var_ps(t44, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t44);
            __m256i t48 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t39 + 8, _mm256_movepi32_mask(t48), t47);
            t1 += 32L;
        } while (t1 < t4);
        t49 = (int)(t4 * 2L);
    } else {
        t49 = 0;
    }
    long t50 = ((long)n + (long)t49 * -1L + 1L) / 2L - 1L;
    if (t50 >= 8L) {
        long t51 = t50 & -8L;
        long t2 = 0L;
        do {
            long t52 = (long)(int)((long)t49 + t2 * 2L);
            float *t53 = a + t52;
            const float *t54 = b + t52;
            __m256 t55 = _mm256_loadu_ps(t54);
            __m256 t56 = _mm256_loadu_ps(t54 + 8);
            __m256 t57 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t56);
            __m256 t58 = _mm256_add_ps(t57, _mm256_set1_ps(1.0f));
            __m256 t59 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m256i t60 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t53, _mm256_movepi32_mask(t60), t59);
            __m256 t61 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m256i t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t53 + 8, _mm256_movepi32_mask(t62), t61);
            t2 += 8L;
        } while (t2 < t51);
        i = (int)((long)t49 + t51 * 2L);
    } else {
        i = t49;
    }
    for (; i < n; i += 2) {
        long t63 = (long)i;
        a[t63] = b[t63] + 1.0f;
    }
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

static __typeof__(table) table __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t37;
    int m;
    int t42;
    int t45;
    int t48;
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
            t48 = (int)((long)t45 + t47);
        } else {
            t48 = t45;
        }
        long t49 = (long)m + (long)t48 * -1L;
        if ((t49 >= 1L) & (t49 <= 8L)) {
            __m256i t50 = _mm256_set1_epi32((int)(int)t49);
            __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_mask_storeu_epi32(bins + (int)(long)t48, _mm256_movepi32_mask(t51), _mm256_set1_epi32(0));
            k_1 = (int)((long)t48 + t49);
        } else {
            k_1 = t48;
        }
        for (; k_1 < m; k_1++) {
            bins[k_1] = 0;
        }
        const int *t52 = idx;
        gather_i8(n, c1, c2, t52);
        const unsigned char *t53 = uidx;
        gather_u16(n, u1, u2, t53);
        gather_double(n, d1, d2, lidx);
        unsigned long t54 = (unsigned long)n;
        unsigned long t55 = (_mm256_zeroupper(), hash_bytes((const void *)d1, t54 * 8UL));
        unsigned long t56 = (_mm256_zeroupper(), hash_bytes((const void *)u1, t54 * 2UL));
        printf("n=%d %llx %llx %llx", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c1, t54 * 1UL)), (unsigned long long)t56, (unsigned long long)t55);
        gather_global(n, f2, t53);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        (_mm256_zeroupper(), scatter_add(n, bins, t52));
        unsigned long t57 = (_mm256_zeroupper(), hash_bytes((const void *)bins, (unsigned long)m * 4UL));
        unsigned long t58 = t54 * 4UL;
        unsigned long t59 = (_mm256_zeroupper(), hash_bytes((const void *)f1, t58));
        unsigned long t60 = (_mm256_zeroupper(), hash_bytes((const void *)d3, (unsigned long)t39 * 8UL));
        unsigned long t61 = (_mm256_zeroupper(), hash_bytes((const void *)i1, t58));
        long long t62 = gather_sum(n, l, t52);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)f2, t58)), t62, (unsigned long long)t61, (unsigned long long)t60, (unsigned long long)t59, (unsigned long long)t57);
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
