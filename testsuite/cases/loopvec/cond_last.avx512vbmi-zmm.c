/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_avx2_reduce_epi8(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_index(int n, const int *a) {
    vcc_no_contract_body
    int i;
    int last;
    int last_1;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_set1_epi32((int)(int)t1);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t6, t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        int t9 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)t4;
        last = t9 < 0 ? -1 : (int)(long)t9;
    } else {
        i = 0;
        last = -1;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 0) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* The same as a `?:` on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_index_select(int n, const int *a) {
    vcc_no_contract_body
    int i;
    int last;
    int last_1;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t1);
            __mmask16 t6 = _mm512_cmp_epi32_mask(t5, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_set1_epi32((int)(int)t1);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t6, t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        int t9 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        i = (int)t4;
        last = t9 < 0 ? -1 : (int)(long)t9;
    } else {
        i = 0;
        last = -1;
    }
    for (; i < n; i++, last = last_1) {
        if (a[i] > 100) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* A float value taken under a condition on another array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float last_float(int n, const float *a, const float *b, float t) {
    vcc_no_contract_body
    int i;
    float x;
    float x_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m512 t1 = _mm512_set1_ps(0.0f);
        __m512 t6 = _mm512_set1_ps(t);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            long t7 = (long)(int)t2;
            __m512 t8 = _mm512_loadu_ps(b + t7);
            __mmask16 t9 = _mm512_cmp_ps_mask(t8, t6, _CMP_LT_OQ);
            __m512 t10 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)a + (unsigned long)t7 * 4UL));
            t1 = _mm512_mask_blend_ps(t9, t1, t10);
            __m512i t11 = _mm512_set1_epi32((int)(int)t2);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t9, t3, t12);
            t2 += 16L;
        } while (t2 < t5);
        int t13 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t14 = _mm512_set1_epi32((int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(t3, t14, _MM_CMPINT_EQ);
        __m512 t16 = _mm512_mask_blend_ps(t15, _mm512_set1_ps(-0.0f), t1);
        i = (int)t5;
        x = t13 < 0 ? 0.0f : vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t16), _mm512_extractf32x8_ps(t16, 1)));
    } else {
        i = 0;
        x = 0.0f;
    }
    for (; i < n; i++, x = x_1) {
        long t17 = (long)i;
        if (b[t17] < t) {
            x_1 = a[t17];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double last_double(int n, const double *a, double t) {
    vcc_no_contract_body
    int t30;
    double t31;
    int i;
    double x;
    double x_1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        __m512d t1 = _mm512_set1_pd(-1.5);
        __m512d t11 = _mm512_set1_pd(t);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)-1LL);
        __m512d t4 = t1;
        __m512i t5 = _mm512_set1_epi64((long long)-1LL);
        do {
            long t12 = t2 + 8L;
            __m512d t13 = _mm512_loadu_pd(a + (int)t2);
            __m256i t14 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, t11, _CMP_GT_OQ));
            __m512d t15 = _mm512_mul_pd(t13, _mm512_set1_pd(2.0));
            t1 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t14), t1, t15);
            __m512i t16 = _mm512_set1_epi64((long long)t2);
            __m512i t17 = _mm512_add_epi64(t16, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t14), t3, t17);
            __m512d t18 = _mm512_loadu_pd(a + (int)t12);
            __m256i t19 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t18, t11, _CMP_GT_OQ));
            __m512d t20 = _mm512_mul_pd(t18, _mm512_set1_pd(2.0));
            t4 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t19), t4, t20);
            __m512i t21 = _mm512_set1_epi64((long long)t12);
            __m512i t22 = _mm512_add_epi64(t21, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t5 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), t5, t22);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t23 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t5, t3, _MM_CMPINT_NLE));
        __m512i t24 = _mm512_max_epi64(t5, t3);
        __m512d t25 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t23), t1, t4);
        long t26 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_max_epi64, long);
        __m512i t27 = _mm512_set1_epi64((long long)t26);
        __m256i t28 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t24, t27, _MM_CMPINT_EQ));
        __m512d t29 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t28), _mm512_set1_pd(-0.0), t25);
        t30 = (int)t10;
        t31 = t26 < 0L ? -1.5 : vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t29), _mm512_extractf64x4_pd(t29, 1)));
    } else {
        t30 = 0;
        t31 = -1.5;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        __m512d t6 = _mm512_set1_pd(t31);
        __m512d t34 = _mm512_set1_pd(t);
        long t7 = 0L;
        __m512i t8 = _mm512_set1_epi64((long long)-1LL);
        do {
            __m512d t35 = _mm512_loadu_pd(a + (int)((long)t30 + t7));
            __m256i t36 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t35, t34, _CMP_GT_OQ));
            __m512d t37 = _mm512_mul_pd(t35, _mm512_set1_pd(2.0));
            t6 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t36), t6, t37);
            __m512i t38 = _mm512_set1_epi64((long long)t7);
            __m512i t39 = _mm512_add_epi64(t38, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t8 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t36), t8, t39);
            t7 += 8L;
        } while (t7 < t33);
        long t40 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t8), _mm512_extracti64x4_epi64(t8, 1)), _mm_max_epi64, long);
        __m512i t41 = _mm512_set1_epi64((long long)t40);
        __m256i t42 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t8, t41, _MM_CMPINT_EQ));
        __m512d t43 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t42), _mm512_set1_pd(-0.0), t6);
        i = (int)((long)t30 + t33);
        x = t40 < 0L ? t31 : vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t43), _mm512_extractf64x4_pd(t43, 1)));
    } else {
        i = t30;
        x = t31;
    }
    for (; i < n; i++, x = x_1) {
        double t44 = a[i];
        if (t44 > t) {
            x_1 = t44 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int any_of(int n, const int *a, int k) {
    vcc_no_contract_body
    int i;
    int r;
    int r_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m512i t1 = _mm512_set1_epi32(0);
        __m512i t6 = _mm512_set1_epi32((int)k);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m512i t7 = _mm512_loadu_si512(a + (int)t2);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, t6, _MM_CMPINT_NLE);
            t1 = _mm512_mask_blend_epi32(t8, t1, _mm512_set1_epi32(1));
            __m512i t9 = _mm512_set1_epi32((int)(int)t2);
            __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t8, t3, t10);
            t2 += 16L;
        } while (t2 < t5);
        int t11 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t12 = _mm512_set1_epi32((int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask(t3, t12, _MM_CMPINT_EQ);
        __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), t1);
        i = (int)t5;
        r = t11 < 0 ? 0 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_or_si128, int);
    } else {
        i = 0;
        r = 0;
    }
    for (; i < n; i++, r = r_1) {
        if (a[i] > k) {
            r_1 = 1;
        } else {
            r_1 = r;
        }
    }
    return r;
}

/* Narrow and unsigned values. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) signed char last_char(int n, const signed char *a) {
    vcc_no_contract_body
    signed char c;
    int i;
    signed char c_1;
    long t4 = (long)n;
    if ((t4 >= 32L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -32L;
        __m256i t1 = _mm256_set1_epi8((char)(signed char)77);
        long t2 = 0L;
        vcc_v32_int t3 = (vcc_v32_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        do {
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t7 = t6;
            __mmask32 t8 = _mm256_cmp_epi8_mask(t7, _mm256_set1_epi8((char)-100), _MM_CMPINT_LT);
            t1 = _mm256_mask_blend_epi8(t8, t1, t6);
            vcc_v32_int t9 = vcc_splat(vcc_v32_int, (int)t2);
            vcc_v32_int t10 = t9 + (vcc_v32_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
            t3 = vcc_select(vcc_v32_int, __builtin_convertvector((vcc_m32)_mm512_movm_epi16(t8), vcc_v32_int), t10, t3);
            t2 += 32L;
        } while (t2 < t5);
        int t11 = vcc_reduce_max(int, t3);
        vcc_v32_int t12 = vcc_splat(vcc_v32_int, t11);
        __mmask32 t13 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t3 == t12, vcc_m32));
        __m256i t14 = _mm256_mask_blend_epi8(t13, _mm256_set1_epi8((char)0), t1);
        i = (int)t5;
        c_1 = (signed char)(t11 < 0 ? (signed char)77 : vcc_avx2_reduce_epi8(t14, _mm_or_si128, signed char));
    } else {
        i = 0;
        c_1 = (signed char)77;
    }
    for (; i < n; i++, c_1 = c) {
        c = a[i];
        if ((int)c >= -100) {
            c = c_1;
        }
    }
    return c_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
    vcc_no_contract_body
    int i;
    unsigned short s;
    unsigned short s_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m256i t1 = _mm256_set1_epi16((short)(unsigned short)65535);
        __m256i t6 = _mm256_set1_epi16((short)lim);
        __m256i t7 = t6;
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t9 = t8;
            __mmask16 t10 = _mm256_cmp_epu16_mask(t9, t7, _MM_CMPINT_NLE);
            __m256i t11 = t9;
            __m256i t12 = _mm256_set1_epi16((short)1);
            __m256i t13 = _mm256_add_epi16(t11, t12);
            __m256i t14 = t13;
            __m256i t15 = t14;
            t1 = _mm256_mask_blend_epi16(t10, t1, t15);
            __m512i t16 = _mm512_set1_epi32((int)(int)t2);
            __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t10, t3, t17);
            t2 += 16L;
        } while (t2 < t5);
        int t18 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t19 = _mm512_set1_epi32((int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(t3, t19, _MM_CMPINT_EQ);
        __m256i t21 = _mm256_mask_blend_epi16(t20, _mm256_set1_epi16((short)0), t1);
        i = (int)t5;
        s = (unsigned short)(t18 < 0 ? (unsigned short)65535 : vcc_avx2_reduce_epi16(t21, _mm_or_si128, unsigned short));
    } else {
        i = 0;
        s = (unsigned short)65535;
    }
    for (; i < n; i++, s = s_1) {
        int t22 = (int)a[i];
        if (t22 > (int)lim) {
            s_1 = (unsigned short)(t22 + 1);
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned last_unsigned(int n, const unsigned *a) {
    vcc_no_contract_body
    int i;
    unsigned int u;
    unsigned int u_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)4000000000U);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        do {
            __m512i t6 = _mm512_loadu_si512(a + (int)t2);
            __m512i t7 = _mm512_and_si512(t6, _mm512_set1_epi32(7));
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(3), _MM_CMPINT_EQ);
            __m512i t9 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(3));
            t1 = _mm512_mask_blend_epi32(t8, t1, t9);
            __m512i t10 = _mm512_set1_epi32((int)(int)t2);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t8, t3, t11);
            t2 += 16L;
        } while (t2 < t5);
        int t12 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t13 = _mm512_set1_epi32((int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(t3, t13, _MM_CMPINT_EQ);
        __m512i t15 = _mm512_mask_blend_epi32(t14, _mm512_set1_epi32(0), t1);
        i = (int)t5;
        u = t12 < 0 ? 4000000000U : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_or_si128, unsigned int);
    } else {
        i = 0;
        u = 4000000000U;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t16 = a[i];
        if ((t16 & 7U) == 3U) {
            u_1 = t16 * 3U;
        } else {
            u_1 = u;
        }
    }
    return u;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long last_long(int n, const long *a) {
    vcc_no_contract_body
    int i;
    long v;
    long v_1;
    long t5 = (long)n;
    if (t5 >= 8L) {
        long t6 = t5 & -8L;
        __m512i t1 = _mm512_set1_epi64((long long)-7L);
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t2 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi64((long long)-1LL);
        do {
            __m256i t9 = t2;
            __m512i t10 = _mm512_cvtepi32_epi64(t9);
            __m512i t11 = _mm512_loadu_si512(a + (int)t3);
            __m512i t12 = (__m512i)((vcc_v8_long)t11 % (vcc_v8_long)_mm512_set1_epi64((long long)5LL));
            __m256i t13 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t12, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_EQ));
            __m512i t14 = t11;
            __m512i t15 = t10;
            __m512i t16 = _mm512_add_epi64(t14, t15);
            __m512i t17 = t16;
            t1 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t13), t1, t17);
            __m512i t18 = _mm512_set1_epi64((long long)t3);
            __m512i t19 = _mm512_add_epi64(t18, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t4 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t13), t4, t19);
            t3 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        } while (t3 < t6);
        long t20 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi64, long);
        __m512i t21 = _mm512_set1_epi64((long long)t20);
        __m256i t22 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t4, t21, _MM_CMPINT_EQ));
        __m512i t23 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t22), _mm512_set1_epi64((long long)0LL), t1);
        i = (int)t6;
        v = t20 < 0L ? -7L : vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t23), _mm512_extracti64x4_epi64(t23, 1)), _mm_or_si128, long);
    } else {
        i = 0;
        v = -7L;
    }
    for (; i < n; i++, v = v_1) {
        long t24 = (long)i;
        long t25 = a[t24];
        if ((t25 % 5L) == 0L) {
            v_1 = t25 + t24;
        } else {
            v_1 = v;
        }
    }
    return v;
}

/* An induction that counts down: the last index taken is the smallest. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int last_down(int n, const int *a) {
    vcc_no_contract_body
    int last;
    int last_1;
    int i = n - 1;
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(-1);
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)((long)i + t1 * -1L) + -15);
            __m512i t6 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(t6, _mm512_set1_epi32(500), _MM_CMPINT_NLE);
            __m512i t8 = _mm512_set1_epi32((int)(int)t1);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = _mm512_mask_blend_epi32(t7, t2, t9);
            t1 += 16L;
        } while (t1 < t4);
        int t10 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)), _mm_max_epi32, int);
        last = t10 < 0 ? 1000000 : (int)((long)i + (long)t10 * -1L);
        i = (int)((long)i + t4 * -1L);
    } else {
        last = 1000000;
    }
    for (; i >= 0; i--, last = last_1) {
        if (a[i] > 500) {
            last_1 = i;
        } else {
            last_1 = last;
        }
    }
    return last;
}

/* Two values set on different conditions, and an if/else that sets it on both paths. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int two_values(int n, const int *a, int *other) {
    vcc_no_contract_body
    int q;
    int i;
    int q_1;
    int p;
    int p_1;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        __m512i t1 = _mm512_set1_epi32(-2);
        long t2 = 0L;
        __m512i t3 = _mm512_set1_epi32(-1);
        __m512i t4 = _mm512_set1_epi32(-1);
        do {
            __m512i t7 = _mm512_loadu_si512(a + (int)t2);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(900), _MM_CMPINT_NLE);
            __mmask16 t9 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(-900), _MM_CMPINT_LT);
            t1 = _mm512_mask_blend_epi32(t9, t1, t7);
            __m512i t10 = _mm512_set1_epi32((int)(int)t2);
            __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = _mm512_mask_blend_epi32(t9, t3, t11);
            __m512i t12 = _mm512_set1_epi32((int)(int)t2);
            __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t4 = _mm512_mask_blend_epi32(t8, t4, t13);
            t2 += 16L;
        } while (t2 < t6);
        int t14 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi32, int);
        __m512i t15 = _mm512_set1_epi32((int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(t3, t15, _MM_CMPINT_EQ);
        __m512i t17 = _mm512_mask_blend_epi32(t16, _mm512_set1_epi32(0), t1);
        int t18 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi32, int);
        i = (int)t6;
        q_1 = t14 < 0 ? -2 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_or_si128, int);
        p = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        i = 0;
        q_1 = -2;
        p = -1;
    }
    for (; i < n; i++, q_1 = q, p = p_1) {
        q = a[i];
        if (q > 900) {
            p_1 = i;
        } else {
            p_1 = p;
        }
        if (q >= -900) {
            q = q_1;
        }
    }
    *other = q_1;
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int if_else(int n, const int *a) {
    vcc_no_contract_body
    int i;
    int v;
    int v_1;
    int v_2;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        __m512i t1 = _mm512_set1_epi32(5);
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t2 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi32(-1);
        do {
            __m512i t9 = t2;
            __m512i t10 = _mm512_loadu_si512(a + (int)t3);
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(990), _MM_CMPINT_NLE);
            __mmask16 t12 = _knot_mask16(t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(-990), _MM_CMPINT_LT);
            __mmask16 t14 = _kand_mask16(t12, t13);
            __m512i t15 = t9;
            __m512i t16 = _mm512_sub_epi32(_mm512_setzero_si512(), t15);
            __m512i t17 = t16;
            __mmask16 t18 = _knot_mask16(t13);
            __mmask16 t19 = _kand_mask16(t12, t18);
            __mmask16 t20 = _kor_mask16(t19, t14);
            __m512i t21 = _mm512_mask_blend_epi32(t14, t1, t17);
            t1 = _mm512_mask_blend_epi32(t20, t9, t21);
            __m512i t22 = _mm512_set1_epi32((int)(int)t3);
            __m512i t23 = _mm512_add_epi32(t22, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t24 = _mm512_mask_blend_epi32(t14, t4, t23);
            t4 = _mm512_mask_blend_epi32(t20, t23, t24);
            t3 += 16L;
            t2 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        } while (t3 < t6);
        int t25 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi32, int);
        __m512i t26 = _mm512_set1_epi32((int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(t4, t26, _MM_CMPINT_EQ);
        __m512i t28 = _mm512_mask_blend_epi32(t27, _mm512_set1_epi32(0), t1);
        i = (int)t6;
        v = t25 < 0 ? 5 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t28), _mm512_extracti64x4_epi64(t28, 1)), _mm_or_si128, int);
    } else {
        i = 0;
        v = 5;
    }
    for (; i < n; i++, v = v_2) {
        int t29 = a[i];
        if (t29 > 990) {
            v_2 = i;
        } else {
            if (t29 < -990) {
                v_1 = -i;
            } else {
                v_1 = v;
            }
            v_2 = v_1;
        }
    }
    return v;
}

/* A value that is unsigned and an index stepping by 2. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned last_step2(int n, const unsigned *a) {
    vcc_no_contract_body
    int i;
    unsigned int u;
    unsigned int u_1;
    long t5 = ((long)n + 1L) / 2L - 1L;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)1U);
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t2 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
        long t3 = 0L;
        __m512i t4 = _mm512_set1_epi32(-1);
        do {
            __m512i t9 = t2;
            const unsigned int *t10 = a + (int)(t3 * 2L);
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_loadu_si512(t10 + 16);
            __m512i t13 = _mm512_permutex2var_epi32(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
            __mmask16 t14 = _mm512_cmp_epu32_mask(t13, _mm512_set1_epi32(2000), _MM_CMPINT_NLE);
            __m512i t15 = t9;
            t1 = _mm512_mask_blend_epi32(t14, t1, t15);
            __m512i t16 = _mm512_set1_epi32((int)(int)t3);
            __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t4 = _mm512_mask_blend_epi32(t14, t4, t17);
            t3 += 16L;
            t2 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
        } while (t3 < t6);
        int t18 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t4), _mm512_extracti64x4_epi64(t4, 1)), _mm_max_epi32, int);
        __m512i t19 = _mm512_set1_epi32((int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(t4, t19, _MM_CMPINT_EQ);
        __m512i t21 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(0), t1);
        i = (int)(t6 * 2L);
        u = t18 < 0 ? 1U : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t21), _mm512_extracti64x4_epi64(t21, 1)), _mm_or_si128, unsigned int);
    } else {
        i = 0;
        u = 1U;
    }
    for (; i < n; i += 2, u = u_1) {
        if (a[i] > 2000U) {
            u_1 = (unsigned int)i;
        } else {
            u_1 = u;
        }
    }
    return u;
}

/* Stays scalar: the variable is also read in the loop. */
int read_too(int n, const int *a, int *b) {
    int last = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            last = a[i];
        b[i] = last;
    }
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int other;
    int n;
    int t3;
    int t24;
    int t36;
    int i;
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
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t4;
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)t5;
        signed char *c = (signed char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned short *us = (unsigned short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned int *u = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            fb[fill_idx_2] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            d[fill_idx_3] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            c[fill_idx_4] = (signed char)(-128 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            us[fill_idx_5] = (unsigned short)(int)((_mm256_zeroupper(), next_rand()) % 65536U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            u[fill_idx_6] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 3000U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            l[fill_idx_7] = (long)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t4;
        unsigned long t8 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -16L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = fa + t10;
                __m256 t12 = _mm256_loadu_ps(t11);
                __m256 t13 = _mm256_div_ps(t12, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t11, t13);
                double *t14 = d + t10;
                __m512d t15 = _mm512_loadu_pd(t14);
                __m512d t16 = _mm512_div_pd(t15, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t14, t16);
                long t17 = (long)(int)(t1 + 8L);
                float *t18 = fa + t17;
                __m256 t19 = _mm256_loadu_ps(t18);
                __m256 t20 = _mm256_div_ps(t19, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t18, t20);
                double *t21 = d + t17;
                __m512d t22 = _mm512_loadu_pd(t21);
                __m512d t23 = _mm512_div_pd(t22, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t21, t23);
                t1 += 16L;
            } while (t1 < t9);
            t24 = (int)t9;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        unsigned long t26 = (unsigned long)t4;
        unsigned long t27 = (unsigned long)t5;
        if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 8L))) | ((t27 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
            long t28 = t25 & -8L;
            long t2 = 0L;
            do {
                long t29 = (long)(int)((long)t24 + t2);
                float *t30 = fa + t29;
                __m256 t31 = _mm256_loadu_ps(t30);
                __m256 t32 = _mm256_div_ps(t31, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t30, t32);
                double *t33 = d + t29;
                __m512d t34 = _mm512_loadu_pd(t33);
                __m512d t35 = _mm512_div_pd(t34, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t33, t35);
                t2 += 8L;
            } while (t2 < t28);
            t36 = (int)((long)t24 + t28);
        } else {
            t36 = t24;
        }
        long t37 = (long)n + (long)t36 * -1L;
        unsigned long t38 = (unsigned long)t4;
        unsigned long t39 = (unsigned long)t5;
        if ((t37 >= 1L) & (t37 <= 8L) & (((t38 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t36 * 8L))) | ((t39 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t36 * 4L))))) {
            __m256i t40 = _mm256_set1_epi32((int)(int)t37);
            __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t42 = (long)(int)(long)t36;
            float *t43 = fa + t42;
            __m256 t44 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), t43);
            __m256 t45 = _mm256_div_ps(t44, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(t43, _mm256_movepi32_mask(t41), t45);
            double *t46 = d + t42;
            __m512d t47 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), t46);
            __m512d t48 = _mm512_div_pd(t47, _mm512_set1_pd(7.0));
            _mm512_mask_storeu_pd(t46, _mm256_movepi32_mask(t41), t48);
            i = (int)((long)t36 + t37);
        } else {
            i = t36;
        }
        for (; i < n; i++) {
            long t49 = (long)i;
            float *t50 = fa + t49;
            *t50 = *t50 / 3.0f;
            double *t51 = d + t49;
            *t51 = *t51 / 7.0;
        }
        const int *t52 = a;
        int t53 = any_of(n, t52, 1000);
        int t54 = any_of(n, t52, 990);
        const double *t55 = d;
        double t56 = last_double(n, t55, 1000.0);
        double t57 = last_double(n, t55, 100.0);
        const float *t58 = fb;
        const float *t59 = fa;
        float t60 = last_float(n, t59, t58, -1000.0f);
        float t61 = last_float(n, t59, t58, -90.0f);
        int t62 = last_index_select(n, t52);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t52), t62, (double)t61, (double)t60, t57, t56, t54, t53);
        other = 0;
        int p = two_values(n, t52, &other);
        int rt = (_mm256_zeroupper(), read_too(n, t52, b));
        unsigned long t63 = (_mm256_zeroupper(), hash_bytes((const void *)b, (unsigned long)n * 4UL));
        const unsigned int *t64 = u;
        unsigned int t65 = last_step2(n, t64);
        int t66 = if_else(n, t52);
        int t67 = other;
        int t68 = last_down(n, t52);
        long t69 = last_long(n, l);
        unsigned int t70 = last_unsigned(n, t64);
        const unsigned short *t71 = us;
        unsigned short t72 = last_ushort(n, t71, (unsigned short)65535);
        unsigned short t73 = last_ushort(n, t71, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t73, (int)t72, t70, t69, t68, p, t67, t66, t65, rt, (unsigned long long)t63);
        free((void *)a);
        free((void *)b);
        free((void *)fa);
        free((void *)fb);
        free((void *)d);
        free((void *)c);
        free((void *)us);
        free((void *)u);
        free((void *)l);
    }
}
