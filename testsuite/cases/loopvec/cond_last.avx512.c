/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_index(int n, const int *a) {
    vcc_no_contract_body
    int t13;
    int t14;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, t10, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        int t12 = vcc_avx2_reduce_epi32(t11, _mm_max_epi32, int);
        t13 = (int)t5;
        t14 = t12 < 0 ? -1 : (int)(long)t12;
    } else {
        t13 = 0;
        t14 = -1;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 8L) & (t15 <= 2147483647L)) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t13 + i_vec_1)));
            __m256i t17 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            __m256i t18 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t17, t19, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        int t20 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        i = (int)((long)t13 + t16);
        last = t20 < 0 ? t14 : (int)((long)t13 + (long)t20);
    } else {
        i = t13;
        last = t14;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_index_select(int n, const int *a) {
    vcc_no_contract_body
    int t13;
    int t14;
    int i;
    int last;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(100));
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(100));
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, t10, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        int t12 = vcc_avx2_reduce_epi32(t11, _mm_max_epi32, int);
        t13 = (int)t5;
        t14 = t12 < 0 ? -1 : (int)(long)t12;
    } else {
        t13 = 0;
        t14 = -1;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if ((t15 >= 8L) & (t15 <= 2147483647L)) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t13 + i_vec_1)));
            __m256i t17 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(100));
            __m256i t18 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t17, t19, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        int t20 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        i = (int)((long)t13 + t16);
        last = t20 < 0 ? t14 : (int)((long)t13 + (long)t20);
    } else {
        i = t13;
        last = t14;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_float(int n, const float *a, const float *b, float t) {
    vcc_no_contract_body
    int t19;
    float t20;
    int i;
    float x;
    float x_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        __m256 x_v = _mm256_set1_ps(0.0f);
        __m256 t_v = _mm256_set1_ps(t);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        __m256 x_v_1 = x_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(b_v, t_v, _CMP_LT_OQ));
            __m256 x_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t6), (const float *)((unsigned long)a + (unsigned long)i_vec * 4UL));
            x_v = _mm256_mask_blend_ps(_mm256_movepi32_mask(t6), x_v, x_v_3);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            long t9 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t9);
            __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(b_v_1, t_v, _CMP_LT_OQ));
            __m256 x_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t10), (const float *)((unsigned long)a + (unsigned long)t9 * 4UL));
            x_v_1 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t10), x_v_1, x_v_4);
            __m256i t11 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t10, t11, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t12 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t13 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t12), x_v, x_v_1);
        int t15 = vcc_avx2_reduce_epi32(t13, _mm_max_epi32, int);
        __m256i t16 = _mm256_set1_epi32((int)t15);
        __m256i t17 = _mm256_cmpeq_epi32(t13, t16);
        __m256 t18 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t17), _mm256_set1_ps(-0.0f), t14);
        t19 = (int)t5;
        t20 = t15 < 0 ? 0.0f : vcc_avx2_sum_ps(t18);
    } else {
        t19 = 0;
        t20 = 0.0f;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 8L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -8L;
        __m256 x_v_2 = _mm256_set1_ps(t20);
        __m256 t_v_1 = _mm256_set1_ps(t);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t23 = (long)t19 + i_vec_1;
            __m256 b_v_2 = _mm256_loadu_ps(b + t23);
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(b_v_2, t_v_1, _CMP_LT_OQ));
            __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), (const float *)((unsigned long)a + (unsigned long)t23 * 4UL));
            x_v_2 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t24), x_v_2, x_v_5);
            __m256i t25 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t24, t26, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t22);
        int t27 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t28 = _mm256_set1_epi32((int)t27);
        __m256i t29 = _mm256_cmpeq_epi32((__m256i)t3, t28);
        __m256 t30 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t29), _mm256_set1_ps(-0.0f), x_v_2);
        i = (int)((long)t19 + t22);
        x = t27 < 0 ? t20 : vcc_avx2_sum_ps(t30);
    } else {
        i = t19;
        x = t20;
    }
    for (; i < n; i++, x = x_1) {
        long t31 = (long)i;
        if (b[t31] < t) {
            x_1 = a[t31];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double last_double(int n, const double *a, double t) {
    vcc_no_contract_body
    int t30;
    double t31;
    int i;
    double x;
    double x_1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        __m256d x_v = _mm256_set1_pd(-1.5);
        __m256d t_v = _mm256_set1_pd(t);
        long i_vec = 0L;
        __m256i t1 = _mm256_set1_epi64x((long long)-1LL);
        __m256d x_v_1 = x_v;
        __m256i t2 = _mm256_set1_epi64x((long long)-1LL);
        __m256d x_v_2 = x_v;
        __m256i t3 = _mm256_set1_epi64x((long long)-1LL);
        __m256d x_v_3 = x_v;
        __m256i t4 = _mm256_set1_epi64x((long long)-1LL);
        /* vcc: loop at cond_last.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v, t_v, _CMP_GT_OQ));
            __m256d x_v_5 = _mm256_mul_pd(a_v, _mm256_set1_pd(2.0));
            x_v = _mm256_mask_blend_pd(_mm_movepi32_mask(t8), x_v, x_v_5);
            __m256i t9 = _mm256_set1_epi64x((long long)i_vec);
            __m256i t10 = _mm256_add_epi64(t9, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t1 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t8), t1, t10);
            __m256d a_v_1 = _mm256_loadu_pd(a + (i_vec + 4L));
            __m128i t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_1, t_v, _CMP_GT_OQ));
            __m256d x_v_6 = _mm256_mul_pd(a_v_1, _mm256_set1_pd(2.0));
            x_v_1 = _mm256_mask_blend_pd(_mm_movepi32_mask(t11), x_v_1, x_v_6);
            __m256i t12 = _mm256_add_epi64(t10, _mm256_set1_epi64x((long long)4LL));
            t2 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t11), t2, t12);
            __m256d a_v_2 = _mm256_loadu_pd(a + (i_vec + 8L));
            __m128i t13 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_2, t_v, _CMP_GT_OQ));
            __m256d x_v_7 = _mm256_mul_pd(a_v_2, _mm256_set1_pd(2.0));
            x_v_2 = _mm256_mask_blend_pd(_mm_movepi32_mask(t13), x_v_2, x_v_7);
            __m256i t14 = _mm256_add_epi64(t10, _mm256_set1_epi64x((long long)8LL));
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t13), t3, t14);
            __m256d a_v_3 = _mm256_loadu_pd(a + (i_vec + 12L));
            __m128i t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_3, t_v, _CMP_GT_OQ));
            __m256d x_v_8 = _mm256_mul_pd(a_v_3, _mm256_set1_pd(2.0));
            x_v_3 = _mm256_mask_blend_pd(_mm_movepi32_mask(t15), x_v_3, x_v_8);
            __m256i t16 = _mm256_add_epi64(t10, _mm256_set1_epi64x((long long)12LL));
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t15), t4, t16);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t2, t1));
        __m256i t18 = _mm256_max_epi64(t2, t1);
        __m256d t19 = _mm256_mask_blend_pd(_mm_movepi32_mask(t17), x_v, x_v_1);
        __m128i t20 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t3, t18));
        __m256i t21 = _mm256_max_epi64(t3, t18);
        __m256d t22 = _mm256_mask_blend_pd(_mm_movepi32_mask(t20), t19, x_v_2);
        __m128i t23 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t4, t21));
        __m256i t24 = _mm256_max_epi64(t4, t21);
        __m256d t25 = _mm256_mask_blend_pd(_mm_movepi32_mask(t23), t22, x_v_3);
        long t26 = vcc_avx2_reduce_epi64(t24, _mm_max_epi64, long);
        __m256i t27 = _mm256_set1_epi64x((long long)t26);
        __m128i t28 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t24, t27));
        __m256d t29 = _mm256_mask_blend_pd(_mm_movepi32_mask(t28), _mm256_set1_pd(-0.0), t25);
        t30 = (int)t7;
        t31 = t26 < 0L ? -1.5 : vcc_avx2_sum_pd(t29);
    } else {
        t30 = 0;
        t31 = -1.5;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        __m256d x_v_4 = _mm256_set1_pd(t31);
        __m256d t_v_1 = _mm256_set1_pd(t);
        long i_vec_1 = 0L;
        __m256i t5 = _mm256_set1_epi64x((long long)-1LL);
        /* vcc: loop at cond_last.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256d a_v_4 = _mm256_loadu_pd(a + ((long)t30 + i_vec_1));
            __m128i t34 = vcc_avx2_narrow_pd(_mm256_cmp_pd(a_v_4, t_v_1, _CMP_GT_OQ));
            __m256d x_v_9 = _mm256_mul_pd(a_v_4, _mm256_set1_pd(2.0));
            x_v_4 = _mm256_mask_blend_pd(_mm_movepi32_mask(t34), x_v_4, x_v_9);
            __m256i t35 = _mm256_set1_epi64x((long long)i_vec_1);
            __m256i t36 = _mm256_add_epi64(t35, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t34), t5, t36);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        long t37 = vcc_avx2_reduce_epi64(t5, _mm_max_epi64, long);
        __m256i t38 = _mm256_set1_epi64x((long long)t37);
        __m128i t39 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t5, t38));
        __m256d t40 = _mm256_mask_blend_pd(_mm_movepi32_mask(t39), _mm256_set1_pd(-0.0), x_v_4);
        i = (int)((long)t30 + t33);
        x = t37 < 0L ? t31 : vcc_avx2_sum_pd(t40);
    } else {
        i = t30;
        x = t31;
    }
    for (; i < n; i++, x = x_1) {
        double t41 = a[i];
        if (t41 > t) {
            x_1 = t41 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int any_of(int n, const int *a, int k) {
    vcc_no_contract_body
    int t18;
    int t19;
    int i;
    int r;
    int r_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_int r_v = (vcc_v8_int)_mm256_set1_epi32(0);
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int r_v_1 = (vcc_v8_int)(__m256i)r_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:47 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpgt_epi32(a_v, k_v);
            r_v = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, _mm256_set1_epi32(1), (__m256i)r_v, 0xCA);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_1, k_v);
            r_v_1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, _mm256_set1_epi32(1), (__m256i)r_v_1, 0xCA);
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, t10, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t12 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        __m256i t13 = _mm256_ternarylogic_epi32(t11, (__m256i)r_v_1, (__m256i)r_v, 0xCA);
        int t14 = vcc_avx2_reduce_epi32(t12, _mm_max_epi32, int);
        __m256i t15 = _mm256_set1_epi32((int)t14);
        __m256i t16 = _mm256_cmpeq_epi32(t12, t15);
        __m256i t17 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, t13); });
        t18 = (int)t5;
        t19 = t14 < 0 ? 0 : vcc_avx2_reduce_epi32(t17, _mm_or_si128, int);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_int r_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t19);
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t18 + i_vec_1)));
            __m256i t22 = _mm256_cmpgt_epi32(a_v_2, k_v_1);
            r_v_2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t22, _mm256_set1_epi32(1), (__m256i)r_v_2, 0xCA);
            __m256i t23 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t22, t24, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t26 = _mm256_set1_epi32((int)t25);
        __m256i t27 = _mm256_cmpeq_epi32((__m256i)t3, t26);
        __m256i t28 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t27, (__m256i)r_v_2); });
        i = (int)((long)t18 + t21);
        r = t25 < 0 ? t19 : vcc_avx2_reduce_epi32(t28, _mm_or_si128, int);
    } else {
        i = t18;
        r = t19;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) signed char last_char(int n, const signed char *a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned last_unsigned(int n, const unsigned *a) {
    vcc_no_contract_body
    int t20;
    unsigned int t21;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uint u_v = (vcc_v8_uint)_mm256_set1_epi32((int)4000000000U);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_uint u_v_1 = (vcc_v8_uint)(__m256i)u_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:72 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_and_si256(a_v, _mm256_set1_epi32(7));
            __m256i t7 = _mm256_cmpeq_epi32(t6, _mm256_set1_epi32(3));
            __m256i u_v_3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            u_v = (vcc_v8_uint)_mm256_ternarylogic_epi32(t7, u_v_3, (__m256i)u_v, 0xCA);
            __m256i t8 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t7, t9, (__m256i)t1, 0xCA);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t10 = _mm256_and_si256(a_v_1, _mm256_set1_epi32(7));
            __m256i t11 = _mm256_cmpeq_epi32(t10, _mm256_set1_epi32(3));
            __m256i u_v_4 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            u_v_1 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t11, u_v_4, (__m256i)u_v_1, 0xCA);
            __m256i t12 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t11, t12, (__m256i)t2, 0xCA);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t13 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t14 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        __m256i t15 = _mm256_ternarylogic_epi32(t13, (__m256i)u_v_1, (__m256i)u_v, 0xCA);
        int t16 = vcc_avx2_reduce_epi32(t14, _mm_max_epi32, int);
        __m256i t17 = _mm256_set1_epi32((int)t16);
        __m256i t18 = _mm256_cmpeq_epi32(t14, t17);
        __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, t15); });
        t20 = (int)t5;
        t21 = t16 < 0 ? 4000000000U : vcc_avx2_reduce_epi32(t19, _mm_or_si128, unsigned int);
    } else {
        t20 = 0;
        t21 = 4000000000U;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 8L) & (t22 <= 2147483647L)) {
        long t23 = t22 & -8L;
        vcc_v8_uint u_v_2 = (vcc_v8_uint)_mm256_set1_epi32((int)t21);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:72 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t20 + i_vec_1)));
            __m256i t24 = _mm256_and_si256(a_v_2, _mm256_set1_epi32(7));
            __m256i t25 = _mm256_cmpeq_epi32(t24, _mm256_set1_epi32(3));
            __m256i u_v_5 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            u_v_2 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t25, u_v_5, (__m256i)u_v_2, 0xCA);
            __m256i t26 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t25, t27, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t23);
        int t28 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t29 = _mm256_set1_epi32((int)t28);
        __m256i t30 = _mm256_cmpeq_epi32((__m256i)t3, t29);
        __m256i t31 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t30, (__m256i)u_v_2); });
        i = (int)((long)t20 + t23);
        u = t28 < 0 ? t21 : vcc_avx2_reduce_epi32(t31, _mm_or_si128, unsigned int);
    } else {
        i = t20;
        u = t21;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t32 = a[i];
        if ((t32 & 7U) == 3U) {
            u_1 = t32 * 3U;
        } else {
            u_1 = u;
        }
    }
    return u;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long last_long(int n, const long *a) {
    vcc_no_contract_body
    int i;
    long v;
    long v_1;
    long t2 = (long)n;
    if (t2 >= 4L) {
        long t3 = t2 & -4L;
        __m256i v_v = _mm256_set1_epi64x((long long)-7L);
        __m128i t4 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        __m256i t1 = _mm256_set1_epi64x((long long)-1LL);
        /* vcc: loop at cond_last.c:80 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m256i t5 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = (__m256i)((vcc_v4_long)a_v % (vcc_v4_long)_mm256_set1_epi64x((long long)5LL));
            __m128i t7 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t6, _mm256_set1_epi64x((long long)0LL)));
            __m256i t8 = _mm256_add_epi64(a_v, t5);
            v_v = _mm256_mask_blend_epi64(_mm_movepi32_mask(t7), v_v, t8);
            __m256i t9 = _mm256_set1_epi64x((long long)i_vec);
            __m256i t10 = _mm256_add_epi64(t9, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t1 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t7), t1, t10);
            i_vec += 4L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        } while (i_vec < t3);
        long t11 = vcc_avx2_reduce_epi64(t1, _mm_max_epi64, long);
        __m256i t12 = _mm256_set1_epi64x((long long)t11);
        __m128i t13 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t1, t12));
        __m256i t14 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t13), _mm256_set1_epi64x((long long)0LL), v_v);
        i = (int)t3;
        v = t11 < 0L ? -7L : vcc_avx2_reduce_epi64(t14, _mm_or_si128, long);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_down(int n, const int *a) {
    vcc_no_contract_body
    int t16;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t5 = (long)n;
    if ((t5 >= 16L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -16L;
        long i_vec = 0L;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:89 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + i_vec * -1L) + -7));
            __m256i a_v = _mm256_permutevar8x32_epi32(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t8 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(500));
            __m256i t9 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t8, t10, (__m256i)t2, 0xCA);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + (i_vec + 8L) * -1L) + -7));
            __m256i a_v_1 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(500));
            __m256i t13 = _mm256_add_epi32(t10, _mm256_set1_epi32(8));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t12, t13, (__m256i)t3, 0xCA);
            i_vec += 16L;
        } while (i_vec < t6);
        __m256i t14 = _mm256_max_epi32((__m256i)t3, (__m256i)t2);
        int t15 = vcc_avx2_reduce_epi32(t14, _mm_max_epi32, int);
        t16 = t15 < 0 ? 1000000 : (int)((long)t1 + (long)t15 * -1L);
        t1 = (int)((long)t1 + t6 * -1L);
    } else {
        t16 = 1000000;
    }
    long t17 = (long)t1 + 1L;
    if ((t17 >= 8L) & (t17 <= 2147483647L)) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int t4 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:89 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + ((long)t1 + i_vec_1 * -1L) + -7));
            __m256i a_v_2 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t20 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(500));
            __m256i t21 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = (vcc_v8_int)_mm256_ternarylogic_epi32(t20, t22, (__m256i)t4, 0xCA);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        int t23 = vcc_avx2_reduce_epi32((__m256i)t4, _mm_max_epi32, int);
        i = (int)((long)t1 + t18 * -1L);
        last = t23 < 0 ? t16 : (int)((long)t1 + (long)t23 * -1L);
    } else {
        i = t1;
        last = t16;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int two_values(int n, const int *a, int *other) {
    vcc_no_contract_body
    int q;
    int i;
    int q_1;
    int p;
    int p_1;
    long t3 = (long)n;
    if ((t3 >= 8L) & (t3 <= 2147483647L)) {
        long t4 = t3 & -8L;
        vcc_v8_int q_v = (vcc_v8_int)_mm256_set1_epi32(-2);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:98 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t5 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(900));
            __m256i t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-900), a_v);
            q_v = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, a_v, (__m256i)q_v, 0xCA);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t6, t8, (__m256i)t1, 0xCA);
            __m256i t9 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t5, t10, (__m256i)t2, 0xCA);
            i_vec += 8L;
        } while (i_vec < t4);
        int t11 = vcc_avx2_reduce_epi32((__m256i)t1, _mm_max_epi32, int);
        __m256i t12 = _mm256_set1_epi32((int)t11);
        __m256i t13 = _mm256_cmpeq_epi32((__m256i)t1, t12);
        __m256i t14 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t13, (__m256i)q_v); });
        int t15 = vcc_avx2_reduce_epi32((__m256i)t2, _mm_max_epi32, int);
        i = (int)t4;
        q_1 = t11 < 0 ? -2 : vcc_avx2_reduce_epi32(t14, _mm_or_si128, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int if_else(int n, const int *a) {
    vcc_no_contract_body
    int i;
    int v;
    int v_1;
    int v_2;
    long t2 = (long)n;
    if ((t2 >= 8L) & (t2 <= 2147483647L)) {
        long t3 = t2 & -8L;
        vcc_v8_int v_v = (vcc_v8_int)_mm256_set1_epi32(5);
        __m256i t4 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:110 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t5 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(990));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-990), a_v);
            __m256i t8 = _mm256_and_si256(t6, t7);
            __m256i t9 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v);
            __m256i t10 = (__m256i)~(vcc_m8)t7;
            __m256i t11 = _mm256_and_si256(t6, t10);
            __m256i t12 = _mm256_or_si256(t11, t8);
            __m256i v_v_1 = _mm256_ternarylogic_epi32(t7, t9, (__m256i)v_v, 0xCA);
            v_v = (vcc_v8_int)_mm256_ternarylogic_epi32(t5, (__m256i)i_v, v_v_1, 0xCA);
            __m256i t13 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t15 = _mm256_ternarylogic_epi32(t8, t14, (__m256i)t1, 0xCA);
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t12, t15, t14, 0xCA);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t3);
        int t16 = vcc_avx2_reduce_epi32((__m256i)t1, _mm_max_epi32, int);
        __m256i t17 = _mm256_set1_epi32((int)t16);
        __m256i t18 = _mm256_cmpeq_epi32((__m256i)t1, t17);
        __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, (__m256i)v_v); });
        i = (int)t3;
        v = t16 < 0 ? 5 : vcc_avx2_reduce_epi32(t19, _mm_or_si128, int);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned last_step2(int n, const unsigned *a) {
    vcc_no_contract_body
    int t26;
    unsigned int t27;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t4 = ((long)n + 1L) / 2L - 1L;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_uint u_v = (vcc_v8_uint)_mm256_set1_epi32((int)1U);
        __m256i t6 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_uint u_v_1 = (vcc_v8_uint)(__m256i)u_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:122 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const unsigned int *t7 = a + i_vec * 2L;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(t7 + 8));
            __m256i a_v = _mm256_permutex2var_epi32(t8, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t9);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(a_v, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            u_v = (vcc_v8_uint)_mm256_ternarylogic_epi32(t10, (__m256i)i_v, (__m256i)u_v, 0xCA);
            __m256i t11 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t10, t12, (__m256i)t1, 0xCA);
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            const unsigned int *t14 = a + (i_vec + 8L) * 2L;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(t14 + 8));
            __m256i a_v_1 = _mm256_permutex2var_epi32(t15, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t16);
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(a_v_1, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            u_v_1 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t17, t13, (__m256i)u_v_1, 0xCA);
            __m256i t18 = _mm256_add_epi32(t12, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t17, t18, (__m256i)t2, 0xCA);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t5);
        __m256i t19 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t20 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        __m256i t21 = _mm256_ternarylogic_epi32(t19, (__m256i)u_v_1, (__m256i)u_v, 0xCA);
        int t22 = vcc_avx2_reduce_epi32(t20, _mm_max_epi32, int);
        __m256i t23 = _mm256_set1_epi32((int)t22);
        __m256i t24 = _mm256_cmpeq_epi32(t20, t23);
        __m256i t25 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t24, t21); });
        t26 = (int)(t5 * 2L);
        t27 = t22 < 0 ? 1U : vcc_avx2_reduce_epi32(t25, _mm_or_si128, unsigned int);
    } else {
        t26 = 0;
        t27 = 1U;
    }
    long t28 = ((long)n + (long)t26 * -1L + 1L) / 2L - 1L;
    if ((t28 >= 8L) & (t28 <= 2147483647L)) {
        long t29 = t28 & -8L;
        vcc_v8_uint u_v_2 = (vcc_v8_uint)_mm256_set1_epi32((int)t27);
        __m256i t30 = _mm256_set1_epi32((int)t26);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t30, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at cond_last.c:122 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            const unsigned int *t31 = a + ((long)t26 + i_vec_1 * 2L);
            __m256i t32 = _mm256_loadu_si256((const __m256i *)t31);
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(t31 + 8));
            __m256i a_v_2 = _mm256_permutex2var_epi32(t32, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t33);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(a_v_2, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            u_v_2 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t34, (__m256i)i_v_1, (__m256i)u_v_2, 0xCA);
            __m256i t35 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t34, t36, (__m256i)t3, 0xCA);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(16));
        } while (i_vec_1 < t29);
        int t37 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t38 = _mm256_set1_epi32((int)t37);
        __m256i t39 = _mm256_cmpeq_epi32((__m256i)t3, t38);
        __m256i t40 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t39, (__m256i)u_v_2); });
        i = (int)((long)t26 + t29 * 2L);
        u = t37 < 0 ? t27 : vcc_avx2_reduce_epi32(t40, _mm_or_si128, unsigned int);
    } else {
        i = t26;
        u = t27;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int other;
    int n;
    int t1;
    int t17;
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
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -8L;
            long i_vec = 0L;
            /* vcc: loop at cond_last.c:157 vectorized: VF 4, UF 2, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                float *t8 = fa + i_vec;
                __m128 fa_v = _mm_loadu_ps(t8);
                __m128 t9 = _mm_div_ps(fa_v, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t8, t9);
                double *t10 = d + i_vec;
                __m256d d_v = _mm256_loadu_pd(t10);
                __m256d t11 = _mm256_div_pd(d_v, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t10, t11);
                long t12 = i_vec + 4L;
                float *t13 = fa + t12;
                __m128 fa_v_1 = _mm_loadu_ps(t13);
                __m128 t14 = _mm_div_ps(fa_v_1, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t13, t14);
                double *t15 = d + t12;
                __m256d d_v_1 = _mm256_loadu_pd(t15);
                __m256d t16 = _mm256_div_pd(d_v_1, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t15, t16);
                i_vec += 8L;
            } while (i_vec < t7);
            t17 = (int)t7;
        } else {
            t17 = 0;
        }
        long t18 = (long)n + (long)t17 * -1L;
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = (unsigned long)t3;
        if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 8L))) | ((t20 + (unsigned long)((long)t17 * 8L + 8L + (t18 - 1L) * 8L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
            long t21 = t18 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at cond_last.c:157 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 143:21 and the value of the call to `new_array` at 144:21 do not overlap, scalar epilogue */
            do {
                long t22 = (long)t17 + i_vec_1;
                float *t23 = fa + t22;
                __m128 fa_v_2 = _mm_loadu_ps(t23);
                __m128 t24 = _mm_div_ps(fa_v_2, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t23, t24);
                double *t25 = d + t22;
                __m256d d_v_2 = _mm256_loadu_pd(t25);
                __m256d t26 = _mm256_div_pd(d_v_2, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t25, t26);
                i_vec_1 += 4L;
            } while (i_vec_1 < t21);
            i = (int)((long)t17 + t21);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            long t27 = (long)i;
            float *t28 = fa + t27;
            *t28 = *t28 / 3.0f;
            double *t29 = d + t27;
            *t29 = *t29 / 7.0;
        }
        const int *t30 = a;
        int t31 = any_of(n, t30, 1000);
        int t32 = any_of(n, t30, 990);
        const double *t33 = d;
        double t34 = last_double(n, t33, 1000.0);
        double t35 = last_double(n, t33, 100.0);
        const float *t36 = fb;
        const float *t37 = fa;
        float t38 = last_float(n, t37, t36, -1000.0f);
        float t39 = last_float(n, t37, t36, -90.0f);
        int t40 = last_index_select(n, t30);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t30), t40, (double)t39, (double)t38, t35, t34, t32, t31);
        other = 0;
        int p = two_values(n, t30, &other);
        int rt = (_mm256_zeroupper(), read_too(n, t30, b));
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)b, (unsigned long)n * 4UL));
        const unsigned int *t42 = u;
        unsigned int t43 = last_step2(n, t42);
        int t44 = if_else(n, t30);
        int t45 = other;
        int t46 = last_down(n, t30);
        long t47 = last_long(n, l);
        unsigned int t48 = last_unsigned(n, t42);
        const unsigned short *t49 = us;
        unsigned short t50 = last_ushort(n, t49, (unsigned short)65535);
        unsigned short t51 = last_ushort(n, t49, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t51, (int)t50, t48, t47, t46, p, t45, t44, t43, rt, (unsigned long long)t41);
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
