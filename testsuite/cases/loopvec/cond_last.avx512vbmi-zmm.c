/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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

/* vcc-test: expect-vectorized generic=13 avx2=13 sse4.2=12 neon=12 */
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:12 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        i = (int)t3;
        last = t7 < 0 ? -1 : (int)(long)t7;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(100), _MM_CMPINT_NLE);
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        i = (int)t3;
        last = t7 < 0 ? -1 : (int)(long)t7;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        __m512 x_v = _mm512_set1_ps(0.0f);
        __m512 t_v = _mm512_set1_ps(t);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:29 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __mmask16 t4 = _mm512_cmp_ps_mask(b_v, t_v, _CMP_LT_OQ);
            __m512 x_v_1 = _mm512_maskz_loadu_ps(t4, (const float *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            x_v = _mm512_mask_blend_ps(t4, x_v, x_v_1);
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m512 t10 = _mm512_mask_blend_ps(t9, _mm512_set1_ps(-0.0f), x_v);
        i = (int)t3;
        x = t7 < 0 ? 0.0f : vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t10), _mm512_extractf32x8_ps(t10, 1)));
    } else {
        i = 0;
        x = 0.0f;
    }
    for (; i < n; i++, x = x_1) {
        long t11 = (long)i;
        if (b[t11] < t) {
            x_1 = a[t11];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double last_double(int n, const double *a, double t) {
    vcc_no_contract_body
    int t18;
    double t19;
    int i;
    double x;
    double x_1;
    long t4 = (long)n;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        __m512d x_v = _mm512_set1_pd(-1.5);
        __m512d t_v = _mm512_set1_pd(t);
        long i_vec = 0L;
        __m512i t1 = _mm512_set1_epi64((long long)-1LL);
        __m512d x_v_1 = x_v;
        __m512i t2 = _mm512_set1_epi64((long long)-1LL);
        /* vcc: loop at cond_last.c:38 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m256i t6 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v, t_v, _CMP_GT_OQ));
            __m512d x_v_3 = _mm512_mul_pd(a_v, _mm512_set1_pd(2.0));
            x_v = _mm512_mask_blend_pd(_mm256_movepi32_mask(t6), x_v, x_v_3);
            __m512i t7 = _mm512_set1_epi64((long long)i_vec);
            __m512i t8 = _mm512_add_epi64(t7, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t1 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t6), t1, t8);
            __m512d a_v_1 = _mm512_loadu_pd(a + (i_vec + 8L));
            __m256i t9 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_1, t_v, _CMP_GT_OQ));
            __m512d x_v_4 = _mm512_mul_pd(a_v_1, _mm512_set1_pd(2.0));
            x_v_1 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t9), x_v_1, x_v_4);
            __m512i t10 = _mm512_add_epi64(t8, _mm512_set1_epi64((long long)8LL));
            t2 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t9), t2, t10);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t2, t1, _MM_CMPINT_NLE));
        __m512i t12 = _mm512_max_epi64(t2, t1);
        __m512d t13 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t11), x_v, x_v_1);
        long t14 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_max_epi64, long);
        __m512i t15 = _mm512_set1_epi64((long long)t14);
        __m256i t16 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t12, t15, _MM_CMPINT_EQ));
        __m512d t17 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t16), _mm512_set1_pd(-0.0), t13);
        t18 = (int)t5;
        t19 = t14 < 0L ? -1.5 : vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t17), _mm512_extractf64x4_pd(t17, 1)));
    } else {
        t18 = 0;
        t19 = -1.5;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m512d x_v_2 = _mm512_set1_pd(t19);
        __m512d t_v_1 = _mm512_set1_pd(t);
        long i_vec_1 = 0L;
        __m512i t3 = _mm512_set1_epi64((long long)-1LL);
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512d a_v_2 = _mm512_loadu_pd(a + ((long)t18 + i_vec_1));
            __m256i t22 = _mm256_movm_epi32(_mm512_cmp_pd_mask(a_v_2, t_v_1, _CMP_GT_OQ));
            __m512d x_v_5 = _mm512_mul_pd(a_v_2, _mm512_set1_pd(2.0));
            x_v_2 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t22), x_v_2, x_v_5);
            __m512i t23 = _mm512_set1_epi64((long long)i_vec_1);
            __m512i t24 = _mm512_add_epi64(t23, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t22), t3, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        long t25 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t3), _mm512_extracti64x4_epi64(t3, 1)), _mm_max_epi64, long);
        __m512i t26 = _mm512_set1_epi64((long long)t25);
        __m256i t27 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t3, t26, _MM_CMPINT_EQ));
        __m512d t28 = _mm512_mask_blend_pd(_mm256_movepi32_mask(t27), _mm512_set1_pd(-0.0), x_v_2);
        i = (int)((long)t18 + t21);
        x = t25 < 0L ? t19 : vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t28), _mm512_extractf64x4_pd(t28, 1)));
    } else {
        i = t18;
        x = t19;
    }
    for (; i < n; i++, x = x_1) {
        double t29 = a[i];
        if (t29 > t) {
            x_1 = t29 * 2.0;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_int r_v = (vcc_v16_int)_mm512_set1_epi32(0);
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:47 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, k_v, _MM_CMPINT_NLE);
            r_v = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)r_v, _mm512_set1_epi32(1));
            __m512i t5 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t6);
            i_vec += 16L;
        } while (i_vec < t3);
        int t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t8 = _mm512_set1_epi32((int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask((__m512i)t1, t8, _MM_CMPINT_EQ);
        __m512i t10 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), (__m512i)r_v);
        i = (int)t3;
        r = t7 < 0 ? 0 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t10), _mm512_extracti64x4_epi64(t10, 1)), _mm_or_si128, int);
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
    long t2 = (long)n;
    if ((t2 >= 32L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -32L;
        vcc_v32_schar c_v = (vcc_v32_schar)_mm256_set1_epi8((char)(signed char)77);
        long i_vec = 0L;
        vcc_v32_int t1 = (vcc_v32_int){-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
        /* vcc: loop at cond_last.c:56 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __mmask32 t4 = _mm256_cmp_epi8_mask(a_v, _mm256_set1_epi8((char)-100), _MM_CMPINT_LT);
            c_v = (vcc_v32_schar)_mm256_mask_blend_epi8(t4, (__m256i)c_v, a_v);
            vcc_v32_int t5 = vcc_splat(vcc_v32_int, (int)i_vec);
            vcc_v32_int t6 = t5 + (vcc_v32_int){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
            t1 = vcc_select(vcc_v32_int, __builtin_convertvector((vcc_m32)_mm512_movm_epi16(t4), vcc_v32_int), t6, t1);
            i_vec += 32L;
        } while (i_vec < t3);
        int t7 = vcc_reduce_max(int, t1);
        vcc_v32_int t8 = vcc_splat(vcc_v32_int, t7);
        __mmask32 t9 = _mm512_movepi16_mask((__m512i)__builtin_convertvector(t1 == t8, vcc_m32));
        __m256i t10 = _mm256_mask_blend_epi8(t9, _mm256_set1_epi8((char)0), (__m256i)c_v);
        i = (int)t3;
        c_1 = (signed char)(t7 < 0 ? (signed char)77 : vcc_avx2_reduce_epi8(t10, _mm_or_si128, signed char));
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_ushort s_v = (vcc_v16_ushort)_mm256_set1_epi16((short)(unsigned short)65535);
        __m256i lim_v = _mm256_set1_epi16((short)lim);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:64 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __mmask16 t4 = _mm256_cmp_epu16_mask(a_v, lim_v, _MM_CMPINT_NLE);
            __m256i t5 = _mm256_add_epi16(a_v, _mm256_set1_epi16((short)1));
            s_v = (vcc_v16_ushort)_mm256_mask_blend_epi16(t4, (__m256i)s_v, t5);
            __m512i t6 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)t1, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        int t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t9 = _mm512_set1_epi32((int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask((__m512i)t1, t9, _MM_CMPINT_EQ);
        __m256i t11 = _mm256_mask_blend_epi16(t10, _mm256_set1_epi16((short)0), (__m256i)s_v);
        i = (int)t3;
        s = (unsigned short)(t8 < 0 ? (unsigned short)65535 : vcc_avx2_reduce_epi16(t11, _mm_or_si128, unsigned short));
    } else {
        i = 0;
        s = (unsigned short)65535;
    }
    for (; i < n; i++, s = s_1) {
        int t12 = (int)a[i];
        if (t12 > (int)lim) {
            s_1 = (unsigned short)(t12 + 1);
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uint u_v = (vcc_v16_uint)_mm512_set1_epi32((int)4000000000U);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:72 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t4 = _mm512_and_si512(a_v, _mm512_set1_epi32(7));
            __mmask16 t5 = _mm512_cmp_epi32_mask(t4, _mm512_set1_epi32(3), _MM_CMPINT_EQ);
            __m512i u_v_1 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            u_v = (vcc_v16_uint)_mm512_mask_blend_epi32(t5, (__m512i)u_v, u_v_1);
            __m512i t6 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t5, (__m512i)t1, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        int t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t9 = _mm512_set1_epi32((int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask((__m512i)t1, t9, _MM_CMPINT_EQ);
        __m512i t11 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), (__m512i)u_v);
        i = (int)t3;
        u = t8 < 0 ? 4000000000U : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t11), _mm512_extracti64x4_epi64(t11, 1)), _mm_or_si128, unsigned int);
    } else {
        i = 0;
        u = 4000000000U;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t12 = a[i];
        if ((t12 & 7U) == 3U) {
            u_1 = t12 * 3U;
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
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        __m512i v_v = _mm512_set1_epi64((long long)-7L);
        __m256i t4 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        __m512i t1 = _mm512_set1_epi64((long long)-1LL);
        /* vcc: loop at cond_last.c:80 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m512i t5 = _mm512_cvtepi32_epi64((__m256i)i_v);
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t6 = (__m512i)((vcc_v8_long)a_v % (vcc_v8_long)_mm512_set1_epi64((long long)5LL));
            __m256i t7 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t6, _mm512_set1_epi64((long long)0LL), _MM_CMPINT_EQ));
            __m512i t8 = _mm512_add_epi64(a_v, t5);
            v_v = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t7), v_v, t8);
            __m512i t9 = _mm512_set1_epi64((long long)i_vec);
            __m512i t10 = _mm512_add_epi64(t9, _mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL));
            t1 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t7), t1, t10);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t3);
        long t11 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi64, long);
        __m512i t12 = _mm512_set1_epi64((long long)t11);
        __m256i t13 = _mm256_movm_epi32(_mm512_cmp_epi64_mask(t1, t12, _MM_CMPINT_EQ));
        __m512i t14 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t13), _mm512_set1_epi64((long long)0LL), v_v);
        i = (int)t3;
        v = t11 < 0L ? -7L : vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_or_si128, long);
    } else {
        i = 0;
        v = -7L;
    }
    for (; i < n; i++, v = v_1) {
        long t15 = (long)i;
        long t16 = a[t15];
        if ((t16 % 5L) == 0L) {
            v_1 = t16 + t15;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:89 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i t4 = _mm512_loadu_si512(a + ((long)i + i_vec * -1L) + -15);
            __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t4);
            __mmask16 t5 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(500), _MM_CMPINT_NLE);
            __m512i t6 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t5, (__m512i)t1, t7);
            i_vec += 16L;
        } while (i_vec < t3);
        int t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        last = t8 < 0 ? 1000000 : (int)((long)i + (long)t8 * -1L);
        i = (int)((long)i + t3 * -1L);
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
    long t3 = (long)n;
    if ((t3 >= 16L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -16L;
        vcc_v16_int q_v = (vcc_v16_int)_mm512_set1_epi32(-2);
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        vcc_v16_int t2 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:98 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t5 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(900), _MM_CMPINT_NLE);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(-900), _MM_CMPINT_LT);
            q_v = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)q_v, a_v);
            __m512i t7 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t6, (__m512i)t1, t8);
            __m512i t9 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t5, (__m512i)t2, t10);
            i_vec += 16L;
        } while (i_vec < t4);
        int t11 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t12 = _mm512_set1_epi32((int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask((__m512i)t1, t12, _MM_CMPINT_EQ);
        __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), (__m512i)q_v);
        int t15 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t2), _mm512_extracti64x4_epi64((__m512i)t2, 1)), _mm_max_epi32, int);
        i = (int)t4;
        q_1 = t11 < 0 ? -2 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_or_si128, int);
        p = t15 < 0 ? -1 : (int)(long)t15;
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
    long t2 = (long)n;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_int v_v = (vcc_v16_int)_mm512_set1_epi32(5);
        __m512i t4 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:110 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __mmask16 t5 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(990), _MM_CMPINT_NLE);
            __mmask16 t6 = _knot_mask16(t5);
            __mmask16 t7 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(-990), _MM_CMPINT_LT);
            __mmask16 t8 = _kand_mask16(t6, t7);
            __m512i t9 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)i_v);
            __mmask16 t10 = _knot_mask16(t7);
            __mmask16 t11 = _kand_mask16(t6, t10);
            __mmask16 t12 = _kor_mask16(t11, t8);
            __m512i v_v_1 = _mm512_mask_blend_epi32(t7, (__m512i)v_v, t9);
            v_v = (vcc_v16_int)_mm512_mask_blend_epi32(t5, v_v_1, (__m512i)i_v);
            __m512i t13 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t15 = _mm512_mask_blend_epi32(t8, (__m512i)t1, t14);
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t12, t14, t15);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t3);
        int t16 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t17 = _mm512_set1_epi32((int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask((__m512i)t1, t17, _MM_CMPINT_EQ);
        __m512i t19 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), (__m512i)v_v);
        i = (int)t3;
        v = t16 < 0 ? 5 : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t19), _mm512_extracti64x4_epi64(t19, 1)), _mm_or_si128, int);
    } else {
        i = 0;
        v = 5;
    }
    for (; i < n; i++, v = v_2) {
        int t20 = a[i];
        if (t20 > 990) {
            v_2 = i;
        } else {
            if (t20 < -990) {
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
    long t2 = ((long)n + 1L) / 2L - 1L;
    if ((t2 >= 16L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -16L;
        vcc_v16_uint u_v = (vcc_v16_uint)_mm512_set1_epi32((int)1U);
        __m512i t4 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30));
        long i_vec = 0L;
        vcc_v16_int t1 = (vcc_v16_int)_mm512_set1_epi32(-1);
        /* vcc: loop at cond_last.c:122 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const unsigned int *t5 = a + i_vec * 2L;
            __m512i t6 = _mm512_loadu_si512(t5);
            __m512i t7 = _mm512_loadu_si512(t5 + 16);
            __m512i a_v = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            __mmask16 t8 = _mm512_cmp_epu32_mask(a_v, _mm512_set1_epi32(2000), _MM_CMPINT_NLE);
            u_v = (vcc_v16_uint)_mm512_mask_blend_epi32(t8, (__m512i)u_v, (__m512i)i_v);
            __m512i t9 = _mm512_set1_epi32((int)(int)i_vec);
            __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t8, (__m512i)t1, t10);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        } while (i_vec < t3);
        int t11 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)t1), _mm512_extracti64x4_epi64((__m512i)t1, 1)), _mm_max_epi32, int);
        __m512i t12 = _mm512_set1_epi32((int)t11);
        __mmask16 t13 = _mm512_cmp_epi32_mask((__m512i)t1, t12, _MM_CMPINT_EQ);
        __m512i t14 = _mm512_mask_blend_epi32(t13, _mm512_set1_epi32(0), (__m512i)u_v);
        i = (int)(t3 * 2L);
        u = t11 < 0 ? 1U : vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256(t14), _mm512_extracti64x4_epi64(t14, 1)), _mm_or_si128, unsigned int);
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
    int t1;
    int t17;
    int t27;
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
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t2;
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *d = (double *)t3;
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
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at cond_last.c:157 vectorized: VF 8, UF 2, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, vector epilogue VF 8, masked remainder */
            do {
                float *t8 = fa + i_vec;
                __m256 fa_v = _mm256_loadu_ps(t8);
                __m256 t9 = _mm256_div_ps(fa_v, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t8, t9);
                double *t10 = d + i_vec;
                __m512d d_v = _mm512_loadu_pd(t10);
                __m512d t11 = _mm512_div_pd(d_v, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t10, t11);
                long t12 = i_vec + 8L;
                float *t13 = fa + t12;
                __m256 fa_v_1 = _mm256_loadu_ps(t13);
                __m256 t14 = _mm256_div_ps(fa_v_1, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t13, t14);
                double *t15 = d + t12;
                __m512d d_v_1 = _mm512_loadu_pd(t15);
                __m512d t16 = _mm512_div_pd(d_v_1, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t15, t16);
                i_vec += 16L;
            } while (i_vec < t7);
            t17 = (int)t7;
        } else {
            t17 = 0;
        }
        long t18 = (long)n + (long)t17 * -1L;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t3;
        if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 8L))) | ((t20 + (unsigned long)((long)t17 * 8L + 8L + (t18 - 1L) * 8L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
            long t21 = t18 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at cond_last.c:157 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, scalar epilogue */
            do {
                long t22 = (long)t17 + i_vec_1;
                float *t23 = fa + t22;
                __m256 fa_v_2 = _mm256_loadu_ps(t23);
                __m256 t24 = _mm256_div_ps(fa_v_2, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t23, t24);
                double *t25 = d + t22;
                __m512d d_v_2 = _mm512_loadu_pd(t25);
                __m512d t26 = _mm512_div_pd(d_v_2, _mm512_set1_pd(7.0));
                _mm512_storeu_pd(t25, t26);
                i_vec_1 += 8L;
            } while (i_vec_1 < t21);
            t27 = (int)((long)t17 + t21);
        } else {
            t27 = t17;
        }
        long t28 = (long)n + (long)t27 * -1L;
        unsigned long t29 = (unsigned long)t2;
        unsigned long t30 = (unsigned long)t3;
        if ((t28 >= 1L) & (t28 <= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 8L))) | ((t30 + (unsigned long)((long)t27 * 8L + 8L + (t28 - 1L) * 8L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
            __m256i t31 = _mm256_set1_epi32((int)(int)t28);
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t33 = (long)t27;
            float *t34 = fa + t33;
            __m256 fa_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t32), t34);
            __m256 t35 = _mm256_div_ps(fa_v_3, _mm256_set1_ps(3.0f));
            _mm256_mask_storeu_ps(t34, _mm256_movepi32_mask(t32), t35);
            double *t36 = d + t33;
            __m512d d_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), t36);
            __m512d t37 = _mm512_div_pd(d_v_3, _mm512_set1_pd(7.0));
            _mm512_mask_storeu_pd(t36, _mm256_movepi32_mask(t32), t37);
            i = (int)((long)t27 + t28);
        } else {
            i = t27;
        }
        for (; i < n; i++) {
            long t38 = (long)i;
            float *t39 = fa + t38;
            *t39 = *t39 / 3.0f;
            double *t40 = d + t38;
            *t40 = *t40 / 7.0;
        }
        const int *t41 = a;
        int t42 = any_of(n, t41, 1000);
        int t43 = any_of(n, t41, 990);
        const double *t44 = d;
        double t45 = last_double(n, t44, 1000.0);
        double t46 = last_double(n, t44, 100.0);
        const float *t47 = fb;
        const float *t48 = fa;
        float t49 = last_float(n, t48, t47, -1000.0f);
        float t50 = last_float(n, t48, t47, -90.0f);
        int t51 = last_index_select(n, t41);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t41), t51, (double)t50, (double)t49, t46, t45, t43, t42);
        other = 0;
        int p = two_values(n, t41, &other);
        int rt = (_mm256_zeroupper(), read_too(n, t41, b));
        unsigned long t52 = (_mm256_zeroupper(), hash_bytes((const void *)b, (unsigned long)n * 4UL));
        const unsigned int *t53 = u;
        unsigned int t54 = last_step2(n, t53);
        int t55 = if_else(n, t41);
        int t56 = other;
        int t57 = last_down(n, t41);
        long t58 = last_long(n, l);
        unsigned int t59 = last_unsigned(n, t53);
        const unsigned short *t60 = us;
        unsigned short t61 = last_ushort(n, t60, (unsigned short)65535);
        unsigned short t62 = last_ushort(n, t60, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t62, (int)t61, t59, t58, t57, p, t56, t55, t54, rt, (unsigned long long)t52);
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
