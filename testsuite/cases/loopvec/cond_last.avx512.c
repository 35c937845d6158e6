/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m32 __attribute__((vector_size(64)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v32_int __attribute__((vector_size(128)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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

/* vcc-test: expect-vectorized 13 */
#include "harness.h"

/* Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a variable
   the loop replaces under a condition and never reads otherwise. The vector loop keeps per lane
   the value last taken and the iteration it was taken in; the middle block picks the lane of
   the latest iteration, or the start value when the condition never held. */

/* The last index where the condition held (-1 if none). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_index(int n, const int *a) {
    vcc_no_contract_body
    int t19;
    int t20;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        do {
            long t8 = t1 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32(0));
            __m256i t11 = _mm256_set1_epi32((int)(int)t1);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t10, t12, t2, 0xCA);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(0));
            __m256i t15 = _mm256_set1_epi32((int)(int)t8);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t14, t16, t3, 0xCA);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t17 = _mm256_max_epi32(t3, t2);
        int t18 = vcc_avx2_reduce_epi32(t17, _mm_max_epi32, int);
        t19 = (int)t7;
        t20 = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 8L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t19 + t4)));
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_set1_epi32(0));
            __m256i t25 = _mm256_set1_epi32((int)(int)t4);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t24, t26, t5, 0xCA);
            t4 += 8L;
        } while (t4 < t22);
        int t27 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
        i = (int)((long)t19 + t22);
        last = t27 < 0 ? t20 : (int)((long)t19 + (long)t27);
    } else {
        i = t19;
        last = t20;
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
    int t19;
    int t20;
    int i;
    int last;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(-1);
        __m256i t3 = _mm256_set1_epi32(-1);
        do {
            long t8 = t1 + 8L;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m256i t10 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32(100));
            __m256i t11 = _mm256_set1_epi32((int)(int)t1);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = _mm256_ternarylogic_epi32(t10, t12, t2, 0xCA);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)t8));
            __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(100));
            __m256i t15 = _mm256_set1_epi32((int)(int)t8);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t14, t16, t3, 0xCA);
            t1 += 16L;
        } while (t1 < t7);
        __m256i t17 = _mm256_max_epi32(t3, t2);
        int t18 = vcc_avx2_reduce_epi32(t17, _mm_max_epi32, int);
        t19 = (int)t7;
        t20 = t18 < 0 ? -1 : (int)(long)t18;
    } else {
        t19 = 0;
        t20 = -1;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 8L) & (t21 <= 2147483647L)) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t19 + t4)));
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_set1_epi32(100));
            __m256i t25 = _mm256_set1_epi32((int)(int)t4);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t24, t26, t5, 0xCA);
            t4 += 8L;
        } while (t4 < t22);
        int t27 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
        i = (int)((long)t19 + t22);
        last = t27 < 0 ? t20 : (int)((long)t19 + (long)t27);
    } else {
        i = t19;
        last = t20;
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
    int t32;
    float t33;
    int i;
    float x;
    float x_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        __m256 t1 = _mm256_set1_ps(0.0f);
        __m256 t11 = _mm256_set1_ps(t);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256 t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t12 = t2 + 8L;
            long t13 = (long)(int)t2;
            __m256 t14 = _mm256_loadu_ps(b + t13);
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(t14, t11, _CMP_LT_OQ));
            __m256 t16 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t15), (const float *)((unsigned long)a + (unsigned long)t13 * 4UL));
            t1 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t15), t1, t16);
            __m256i t17 = _mm256_set1_epi32((int)(int)t2);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t15, t18, t3, 0xCA);
            long t19 = (long)(int)t12;
            __m256 t20 = _mm256_loadu_ps(b + t19);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(t20, t11, _CMP_LT_OQ));
            __m256 t22 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), (const float *)((unsigned long)a + (unsigned long)t19 * 4UL));
            t4 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t21), t4, t22);
            __m256i t23 = _mm256_set1_epi32((int)(int)t12);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t21, t24, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t25 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t26 = _mm256_max_epi32(t5, t3);
        __m256 t27 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t25), t1, t4);
        int t28 = vcc_avx2_reduce_epi32(t26, _mm_max_epi32, int);
        __m256i t29 = _mm256_set1_epi32((int)t28);
        __m256i t30 = _mm256_cmpeq_epi32(t26, t29);
        __m256 t31 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t30), _mm256_set1_ps(-0.0f), t27);
        t32 = (int)t10;
        t33 = t28 < 0 ? 0.0f : vcc_avx2_sum_ps(t31);
    } else {
        t32 = 0;
        t33 = 0.0f;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 8L) & (t34 <= 2147483647L)) {
        long t35 = t34 & -8L;
        __m256 t6 = _mm256_set1_ps(t33);
        __m256 t36 = _mm256_set1_ps(t);
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            long t37 = (long)(int)((long)t32 + t7);
            __m256 t38 = _mm256_loadu_ps(b + t37);
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t38, t36, _CMP_LT_OQ));
            __m256 t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t39), (const float *)((unsigned long)a + (unsigned long)t37 * 4UL));
            t6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t39), t6, t40);
            __m256i t41 = _mm256_set1_epi32((int)(int)t7);
            __m256i t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t39, t42, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t35);
        int t43 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t44 = _mm256_set1_epi32((int)t43);
        __m256i t45 = _mm256_cmpeq_epi32(t8, t44);
        __m256 t46 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t45), _mm256_set1_ps(-0.0f), t6);
        i = (int)((long)t32 + t35);
        x = t43 < 0 ? t33 : vcc_avx2_sum_ps(t46);
    } else {
        i = t32;
        x = t33;
    }
    for (; i < n; i++, x = x_1) {
        long t47 = (long)i;
        if (b[t47] < t) {
            x_1 = a[t47];
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* A double, with an 8-byte iteration number per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double last_double(int n, const double *a, double t) {
    vcc_no_contract_body
    int t52;
    double t53;
    int i;
    double x;
    double x_1;
    long t13 = (long)n;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m256d t1 = _mm256_set1_pd(-1.5);
        __m256d t15 = _mm256_set1_pd(t);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)-1LL);
        __m256d t4 = t1;
        __m256i t5 = _mm256_set1_epi64x((long long)-1LL);
        __m256d t6 = t1;
        __m256i t7 = _mm256_set1_epi64x((long long)-1LL);
        __m256d t8 = t1;
        __m256i t9 = _mm256_set1_epi64x((long long)-1LL);
        do {
            long t16 = t2 + 4L;
            long t17 = t2 + 8L;
            long t18 = t2 + 12L;
            __m256d t19 = _mm256_loadu_pd(a + (int)t2);
            __m128i t20 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t19, t15, _CMP_GT_OQ));
            __m256d t21 = _mm256_mul_pd(t19, _mm256_set1_pd(2.0));
            t1 = _mm256_mask_blend_pd(_mm_movepi32_mask(t20), t1, t21);
            __m256i t22 = _mm256_set1_epi64x((long long)t2);
            __m256i t23 = _mm256_add_epi64(t22, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t3 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t20), t3, t23);
            __m256d t24 = _mm256_loadu_pd(a + (int)t16);
            __m128i t25 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t24, t15, _CMP_GT_OQ));
            __m256d t26 = _mm256_mul_pd(t24, _mm256_set1_pd(2.0));
            t4 = _mm256_mask_blend_pd(_mm_movepi32_mask(t25), t4, t26);
            __m256i t27 = _mm256_set1_epi64x((long long)t16);
            __m256i t28 = _mm256_add_epi64(t27, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t5 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t25), t5, t28);
            __m256d t29 = _mm256_loadu_pd(a + (int)t17);
            __m128i t30 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t29, t15, _CMP_GT_OQ));
            __m256d t31 = _mm256_mul_pd(t29, _mm256_set1_pd(2.0));
            t6 = _mm256_mask_blend_pd(_mm_movepi32_mask(t30), t6, t31);
            __m256i t32 = _mm256_set1_epi64x((long long)t17);
            __m256i t33 = _mm256_add_epi64(t32, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t7 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t30), t7, t33);
            __m256d t34 = _mm256_loadu_pd(a + (int)t18);
            __m128i t35 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t34, t15, _CMP_GT_OQ));
            __m256d t36 = _mm256_mul_pd(t34, _mm256_set1_pd(2.0));
            t8 = _mm256_mask_blend_pd(_mm_movepi32_mask(t35), t8, t36);
            __m256i t37 = _mm256_set1_epi64x((long long)t18);
            __m256i t38 = _mm256_add_epi64(t37, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t9 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t35), t9, t38);
            t2 += 16L;
        } while (t2 < t14);
        __m128i t39 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t5, t3));
        __m256i t40 = _mm256_max_epi64(t5, t3);
        __m256d t41 = _mm256_mask_blend_pd(_mm_movepi32_mask(t39), t1, t4);
        __m128i t42 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t7, t40));
        __m256i t43 = _mm256_max_epi64(t7, t40);
        __m256d t44 = _mm256_mask_blend_pd(_mm_movepi32_mask(t42), t41, t6);
        __m128i t45 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t9, t43));
        __m256i t46 = _mm256_max_epi64(t9, t43);
        __m256d t47 = _mm256_mask_blend_pd(_mm_movepi32_mask(t45), t44, t8);
        long t48 = vcc_avx2_reduce_epi64(t46, _mm_max_epi64, long);
        __m256i t49 = _mm256_set1_epi64x((long long)t48);
        __m128i t50 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t46, t49));
        __m256d t51 = _mm256_mask_blend_pd(_mm_movepi32_mask(t50), _mm256_set1_pd(-0.0), t47);
        t52 = (int)t14;
        t53 = t48 < 0L ? -1.5 : vcc_avx2_sum_pd(t51);
    } else {
        t52 = 0;
        t53 = -1.5;
    }
    long t54 = (long)n + (long)t52 * -1L;
    if (t54 >= 4L) {
        long t55 = t54 & -4L;
        __m256d t10 = _mm256_set1_pd(t53);
        __m256d t56 = _mm256_set1_pd(t);
        long t11 = 0L;
        __m256i t12 = _mm256_set1_epi64x((long long)-1LL);
        do {
            __m256d t57 = _mm256_loadu_pd(a + (int)((long)t52 + t11));
            __m128i t58 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t57, t56, _CMP_GT_OQ));
            __m256d t59 = _mm256_mul_pd(t57, _mm256_set1_pd(2.0));
            t10 = _mm256_mask_blend_pd(_mm_movepi32_mask(t58), t10, t59);
            __m256i t60 = _mm256_set1_epi64x((long long)t11);
            __m256i t61 = _mm256_add_epi64(t60, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t12 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t58), t12, t61);
            t11 += 4L;
        } while (t11 < t55);
        long t62 = vcc_avx2_reduce_epi64(t12, _mm_max_epi64, long);
        __m256i t63 = _mm256_set1_epi64x((long long)t62);
        __m128i t64 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t12, t63));
        __m256d t65 = _mm256_mask_blend_pd(_mm_movepi32_mask(t64), _mm256_set1_pd(-0.0), t10);
        i = (int)((long)t52 + t55);
        x = t62 < 0L ? t53 : vcc_avx2_sum_pd(t65);
    } else {
        i = t52;
        x = t53;
    }
    for (; i < n; i++, x = x_1) {
        double t66 = a[i];
        if (t66 > t) {
            x_1 = t66 * 2.0;
        } else {
            x_1 = x;
        }
    }
    return x;
}

/* Any-of: whether the condition ever held. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int any_of(int n, const int *a, int k) {
    vcc_no_contract_body
    int t28;
    int t29;
    int i;
    int r;
    int r_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        __m256i t1 = _mm256_set1_epi32(0);
        __m256i t11 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t12 = t2 + 8L;
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t14 = _mm256_cmpgt_epi32(t13, t11);
            t1 = _mm256_ternarylogic_epi32(t14, _mm256_set1_epi32(1), t1, 0xCA);
            __m256i t15 = _mm256_set1_epi32((int)(int)t2);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t14, t16, t3, 0xCA);
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(a + (int)t12));
            __m256i t18 = _mm256_cmpgt_epi32(t17, t11);
            t4 = _mm256_ternarylogic_epi32(t18, _mm256_set1_epi32(1), t4, 0xCA);
            __m256i t19 = _mm256_set1_epi32((int)(int)t12);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t18, t20, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t21 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t22 = _mm256_max_epi32(t5, t3);
        __m256i t23 = _mm256_ternarylogic_epi32(t21, t4, t1, 0xCA);
        int t24 = vcc_avx2_reduce_epi32(t22, _mm_max_epi32, int);
        __m256i t25 = _mm256_set1_epi32((int)t24);
        __m256i t26 = _mm256_cmpeq_epi32(t22, t25);
        __m256i t27 = _mm256_ternarylogic_epi32(t26, t23, _mm256_set1_epi32(0), 0xCA);
        t28 = (int)t10;
        t29 = t24 < 0 ? 0 : vcc_avx2_reduce_epi32(t27, _mm_or_si128, int);
    } else {
        t28 = 0;
        t29 = 0;
    }
    long t30 = (long)n + (long)t28 * -1L;
    if ((t30 >= 8L) & (t30 <= 2147483647L)) {
        long t31 = t30 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t29);
        __m256i t32 = _mm256_set1_epi32((int)k);
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t28 + t7)));
            __m256i t34 = _mm256_cmpgt_epi32(t33, t32);
            t6 = _mm256_ternarylogic_epi32(t34, _mm256_set1_epi32(1), t6, 0xCA);
            __m256i t35 = _mm256_set1_epi32((int)(int)t7);
            __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t34, t36, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t31);
        int t37 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t38 = _mm256_set1_epi32((int)t37);
        __m256i t39 = _mm256_cmpeq_epi32(t8, t38);
        __m256i t40 = _mm256_ternarylogic_epi32(t39, t6, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t28 + t31);
        r = t37 < 0 ? t29 : vcc_avx2_reduce_epi32(t40, _mm_or_si128, int);
    } else {
        i = t28;
        r = t29;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short last_ushort(int n, const unsigned short *a, unsigned short lim) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned last_unsigned(int n, const unsigned *a) {
    vcc_no_contract_body
    int t31;
    unsigned int t32;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t9 = (long)n;
    if ((t9 >= 16L) & (t9 <= 2147483647L)) {
        long t10 = t9 & -16L;
        __m256i t1 = _mm256_set1_epi32((int)4000000000U);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = t1;
        __m256i t5 = _mm256_set1_epi32(-1);
        do {
            long t11 = t2 + 8L;
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t13 = _mm256_and_si256(t12, _mm256_set1_epi32(7));
            __m256i t14 = _mm256_cmpeq_epi32(t13, _mm256_set1_epi32(3));
            __m256i t15 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(3));
            t1 = _mm256_ternarylogic_epi32(t14, t15, t1, 0xCA);
            __m256i t16 = _mm256_set1_epi32((int)(int)t2);
            __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t14, t17, t3, 0xCA);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (int)t11));
            __m256i t19 = _mm256_and_si256(t18, _mm256_set1_epi32(7));
            __m256i t20 = _mm256_cmpeq_epi32(t19, _mm256_set1_epi32(3));
            __m256i t21 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
            t4 = _mm256_ternarylogic_epi32(t20, t21, t4, 0xCA);
            __m256i t22 = _mm256_set1_epi32((int)(int)t11);
            __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = _mm256_ternarylogic_epi32(t20, t23, t5, 0xCA);
            t2 += 16L;
        } while (t2 < t10);
        __m256i t24 = _mm256_cmpgt_epi32(t5, t3);
        __m256i t25 = _mm256_max_epi32(t5, t3);
        __m256i t26 = _mm256_ternarylogic_epi32(t24, t4, t1, 0xCA);
        int t27 = vcc_avx2_reduce_epi32(t25, _mm_max_epi32, int);
        __m256i t28 = _mm256_set1_epi32((int)t27);
        __m256i t29 = _mm256_cmpeq_epi32(t25, t28);
        __m256i t30 = _mm256_ternarylogic_epi32(t29, t26, _mm256_set1_epi32(0), 0xCA);
        t31 = (int)t10;
        t32 = t27 < 0 ? 4000000000U : vcc_avx2_reduce_epi32(t30, _mm_or_si128, unsigned int);
    } else {
        t31 = 0;
        t32 = 4000000000U;
    }
    long t33 = (long)n + (long)t31 * -1L;
    if ((t33 >= 8L) & (t33 <= 2147483647L)) {
        long t34 = t33 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t32);
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi32(-1);
        do {
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t31 + t7)));
            __m256i t36 = _mm256_and_si256(t35, _mm256_set1_epi32(7));
            __m256i t37 = _mm256_cmpeq_epi32(t36, _mm256_set1_epi32(3));
            __m256i t38 = _mm256_mullo_epi32(t35, _mm256_set1_epi32(3));
            t6 = _mm256_ternarylogic_epi32(t37, t38, t6, 0xCA);
            __m256i t39 = _mm256_set1_epi32((int)(int)t7);
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t8 = _mm256_ternarylogic_epi32(t37, t40, t8, 0xCA);
            t7 += 8L;
        } while (t7 < t34);
        int t41 = vcc_avx2_reduce_epi32(t8, _mm_max_epi32, int);
        __m256i t42 = _mm256_set1_epi32((int)t41);
        __m256i t43 = _mm256_cmpeq_epi32(t8, t42);
        __m256i t44 = _mm256_ternarylogic_epi32(t43, t6, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t31 + t34);
        u = t41 < 0 ? t32 : vcc_avx2_reduce_epi32(t44, _mm_or_si128, unsigned int);
    } else {
        i = t31;
        u = t32;
    }
    for (; i < n; i++, u = u_1) {
        unsigned int t45 = a[i];
        if ((t45 & 7U) == 3U) {
            u_1 = t45 * 3U;
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
    long t5 = (long)n;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        __m256i t1 = _mm256_set1_epi64x((long long)-7L);
        __m128i t7 = _mm_set1_epi32(0);
        __m128i t8 = t7;
        __m128i t2 = _mm_add_epi32(t8, _mm_setr_epi32(0, 1, 2, 3));
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi64x((long long)-1LL);
        do {
            __m128i t9 = t2;
            __m256i t10 = _mm256_cvtepi32_epi64(t9);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)t3));
            __m256i t12 = (__m256i)((vcc_v4_long)t11 % (vcc_v4_long)_mm256_set1_epi64x((long long)5LL));
            __m128i t13 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t12, _mm256_set1_epi64x((long long)0LL)));
            __m256i t14 = t11;
            __m256i t15 = t10;
            __m256i t16 = _mm256_add_epi64(t14, t15);
            __m256i t17 = t16;
            t1 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t13), t1, t17);
            __m256i t18 = _mm256_set1_epi64x((long long)t3);
            __m256i t19 = _mm256_add_epi64(t18, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            t4 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t13), t4, t19);
            t3 += 4L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        } while (t3 < t6);
        long t20 = vcc_avx2_reduce_epi64(t4, _mm_max_epi64, long);
        __m256i t21 = _mm256_set1_epi64x((long long)t20);
        __m128i t22 = vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64(t4, t21));
        __m256i t23 = _mm256_mask_blend_epi64(_mm_movepi32_mask(t22), _mm256_set1_epi64x((long long)0LL), t1);
        i = (int)t6;
        v = t20 < 0L ? -7L : vcc_avx2_reduce_epi64(t23, _mm_or_si128, long);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_down(int n, const int *a) {
    vcc_no_contract_body
    int t22;
    int i;
    int last;
    int last_1;
    int t1 = n - 1;
    long t7 = (long)n;
    if ((t7 >= 16L) & (t7 <= 2147483647L)) {
        long t8 = t7 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = _mm256_set1_epi32(-1);
        do {
            long t9 = t2 + 8L;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t1 + t2 * -1L) + -7));
            __m256i t11 = _mm256_permutevar8x32_epi32(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t12 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(500));
            __m256i t13 = _mm256_set1_epi32((int)(int)t2);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t12, t14, t3, 0xCA);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t1 + t9 * -1L) + -7));
            __m256i t16 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t17 = _mm256_cmpgt_epi32(t16, _mm256_set1_epi32(500));
            __m256i t18 = _mm256_set1_epi32((int)(int)t9);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = _mm256_ternarylogic_epi32(t17, t19, t4, 0xCA);
            t2 += 16L;
        } while (t2 < t8);
        __m256i t20 = _mm256_max_epi32(t4, t3);
        int t21 = vcc_avx2_reduce_epi32(t20, _mm_max_epi32, int);
        t22 = t21 < 0 ? 1000000 : (int)((long)t1 + (long)t21 * -1L);
        t1 = (int)((long)t1 + t8 * -1L);
    } else {
        t22 = 1000000;
    }
    long t23 = (long)t1 + 1L;
    if ((t23 >= 8L) & (t23 <= 2147483647L)) {
        long t24 = t23 & -8L;
        long t5 = 0L;
        __m256i t6 = _mm256_set1_epi32(-1);
        do {
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t1 + t5 * -1L) + -7));
            __m256i t26 = _mm256_permutevar8x32_epi32(t25, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_set1_epi32(500));
            __m256i t28 = _mm256_set1_epi32((int)(int)t5);
            __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = _mm256_ternarylogic_epi32(t27, t29, t6, 0xCA);
            t5 += 8L;
        } while (t5 < t24);
        int t30 = vcc_avx2_reduce_epi32(t6, _mm_max_epi32, int);
        i = (int)((long)t1 + t24 * -1L);
        last = t30 < 0 ? t22 : (int)((long)t1 + (long)t30 * -1L);
    } else {
        i = t1;
        last = t22;
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
    long t5 = (long)n;
    if ((t5 >= 8L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -8L;
        __m256i t1 = _mm256_set1_epi32(-2);
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi32(-1);
        __m256i t4 = _mm256_set1_epi32(-1);
        do {
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            __m256i t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32(900));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-900), t7);
            t1 = _mm256_ternarylogic_epi32(t9, t7, t1, 0xCA);
            __m256i t10 = _mm256_set1_epi32((int)(int)t2);
            __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = _mm256_ternarylogic_epi32(t9, t11, t3, 0xCA);
            __m256i t12 = _mm256_set1_epi32((int)(int)t2);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = _mm256_ternarylogic_epi32(t8, t13, t4, 0xCA);
            t2 += 8L;
        } while (t2 < t6);
        int t14 = vcc_avx2_reduce_epi32(t3, _mm_max_epi32, int);
        __m256i t15 = _mm256_set1_epi32((int)t14);
        __m256i t16 = _mm256_cmpeq_epi32(t3, t15);
        __m256i t17 = _mm256_ternarylogic_epi32(t16, t1, _mm256_set1_epi32(0), 0xCA);
        int t18 = vcc_avx2_reduce_epi32(t4, _mm_max_epi32, int);
        i = (int)t6;
        q_1 = t14 < 0 ? -2 : vcc_avx2_reduce_epi32(t17, _mm_or_si128, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int if_else(int n, const int *a) {
    vcc_no_contract_body
    int i;
    int v;
    int v_1;
    int v_2;
    long t5 = (long)n;
    if ((t5 >= 8L) & (t5 <= 2147483647L)) {
        long t6 = t5 & -8L;
        __m256i t1 = _mm256_set1_epi32(5);
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t2 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi32(-1);
        do {
            __m256i t9 = t2;
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t3));
            __m256i t11 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(990));
            __m256i t12 = (__m256i)~(vcc_m8)t11;
            __m256i t13 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-990), t10);
            __m256i t14 = _mm256_and_si256(t12, t13);
            __m256i t15 = t9;
            __m256i t16 = _mm256_sub_epi32(_mm256_setzero_si256(), t15);
            __m256i t17 = t16;
            __m256i t18 = (__m256i)~(vcc_m8)t13;
            __m256i t19 = _mm256_and_si256(t12, t18);
            __m256i t20 = _mm256_or_si256(t19, t14);
            __m256i t21 = _mm256_ternarylogic_epi32(t14, t17, t1, 0xCA);
            t1 = _mm256_ternarylogic_epi32(t20, t21, t9, 0xCA);
            __m256i t22 = _mm256_set1_epi32((int)(int)t3);
            __m256i t23 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t24 = _mm256_ternarylogic_epi32(t14, t23, t4, 0xCA);
            t4 = _mm256_ternarylogic_epi32(t20, t24, t23, 0xCA);
            t3 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        } while (t3 < t6);
        int t25 = vcc_avx2_reduce_epi32(t4, _mm_max_epi32, int);
        __m256i t26 = _mm256_set1_epi32((int)t25);
        __m256i t27 = _mm256_cmpeq_epi32(t4, t26);
        __m256i t28 = _mm256_ternarylogic_epi32(t27, t1, _mm256_set1_epi32(0), 0xCA);
        i = (int)t6;
        v = t25 < 0 ? 5 : vcc_avx2_reduce_epi32(t28, _mm_or_si128, int);
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned last_step2(int n, const unsigned *a) {
    vcc_no_contract_body
    int t42;
    unsigned int t43;
    int i;
    unsigned int u;
    unsigned int u_1;
    long t11 = ((long)n + 1L) / 2L - 1L;
    if ((t11 >= 16L) & (t11 <= 2147483647L)) {
        long t12 = t11 & -16L;
        __m256i t1 = _mm256_set1_epi32((int)1U);
        __m256i t13 = _mm256_set1_epi32(0);
        __m256i t14 = t13;
        __m256i t2 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
        long t3 = 0L;
        __m256i t4 = _mm256_set1_epi32(-1);
        __m256i t5 = t1;
        __m256i t6 = _mm256_set1_epi32(-1);
        do {
            long t15 = t3 + 8L;
            __m256i t16 = t2;
            const unsigned int *t17 = a + (int)(t3 * 2L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)t17);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(t17 + 8));
            __m256i t20 = _mm256_permutex2var_epi32(t18, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t19);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t20, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            __m256i t22 = t16;
            t1 = _mm256_ternarylogic_epi32(t21, t22, t1, 0xCA);
            __m256i t23 = _mm256_set1_epi32((int)(int)t3);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = _mm256_ternarylogic_epi32(t21, t24, t4, 0xCA);
            __m256i t25 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
            __m256i t26 = t25;
            const unsigned int *t27 = a + (int)(t15 * 2L);
            __m256i t28 = _mm256_loadu_si256((const __m256i *)t27);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(t27 + 8));
            __m256i t30 = _mm256_permutex2var_epi32(t28, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t29);
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t30, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            __m256i t32 = t26;
            t5 = _mm256_ternarylogic_epi32(t31, t32, t5, 0xCA);
            __m256i t33 = _mm256_set1_epi32((int)(int)t15);
            __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = _mm256_ternarylogic_epi32(t31, t34, t6, 0xCA);
            t3 += 16L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        } while (t3 < t12);
        __m256i t35 = _mm256_cmpgt_epi32(t6, t4);
        __m256i t36 = _mm256_max_epi32(t6, t4);
        __m256i t37 = _mm256_ternarylogic_epi32(t35, t5, t1, 0xCA);
        int t38 = vcc_avx2_reduce_epi32(t36, _mm_max_epi32, int);
        __m256i t39 = _mm256_set1_epi32((int)t38);
        __m256i t40 = _mm256_cmpeq_epi32(t36, t39);
        __m256i t41 = _mm256_ternarylogic_epi32(t40, t37, _mm256_set1_epi32(0), 0xCA);
        t42 = (int)(t12 * 2L);
        t43 = t38 < 0 ? 1U : vcc_avx2_reduce_epi32(t41, _mm_or_si128, unsigned int);
    } else {
        t42 = 0;
        t43 = 1U;
    }
    long t44 = ((long)n + (long)t42 * -1L + 1L) / 2L - 1L;
    if ((t44 >= 8L) & (t44 <= 2147483647L)) {
        long t45 = t44 & -8L;
        __m256i t7 = _mm256_set1_epi32((int)t43);
        __m256i t46 = _mm256_set1_epi32((int)t42);
        __m256i t47 = t46;
        __m256i t8 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
        long t9 = 0L;
        __m256i t10 = _mm256_set1_epi32(-1);
        do {
            __m256i t48 = t8;
            const unsigned int *t49 = a + (int)((long)t42 + t9 * 2L);
            __m256i t50 = _mm256_loadu_si256((const __m256i *)t49);
            __m256i t51 = _mm256_loadu_si256((const __m256i *)(t49 + 8));
            __m256i t52 = _mm256_permutex2var_epi32(t50, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t51);
            __m256i t53 = _mm256_movm_epi32(_mm256_cmp_epu32_mask(t52, _mm256_set1_epi32(2000), _MM_CMPINT_NLE));
            __m256i t54 = t48;
            t7 = _mm256_ternarylogic_epi32(t53, t54, t7, 0xCA);
            __m256i t55 = _mm256_set1_epi32((int)(int)t9);
            __m256i t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = _mm256_ternarylogic_epi32(t53, t56, t10, 0xCA);
            t9 += 8L;
            t8 = _mm256_add_epi32(t8, _mm256_set1_epi32(16));
        } while (t9 < t45);
        int t57 = vcc_avx2_reduce_epi32(t10, _mm_max_epi32, int);
        __m256i t58 = _mm256_set1_epi32((int)t57);
        __m256i t59 = _mm256_cmpeq_epi32(t10, t58);
        __m256i t60 = _mm256_ternarylogic_epi32(t59, t7, _mm256_set1_epi32(0), 0xCA);
        i = (int)((long)t42 + t45 * 2L);
        u = t57 < 0 ? t43 : vcc_avx2_reduce_epi32(t60, _mm_or_si128, unsigned int);
    } else {
        i = t42;
        u = t43;
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
    int t3;
    int t24;
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
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t7))) {
            long t9 = t6 & -8L;
            long t1 = 0L;
            do {
                long t10 = (long)(int)t1;
                float *t11 = fa + t10;
                __m128 t12 = _mm_loadu_ps(t11);
                __m128 t13 = _mm_div_ps(t12, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t11, t13);
                double *t14 = d + t10;
                __m256d t15 = _mm256_loadu_pd(t14);
                __m256d t16 = _mm256_div_pd(t15, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t14, t16);
                long t17 = (long)(int)(t1 + 4L);
                float *t18 = fa + t17;
                __m128 t19 = _mm_loadu_ps(t18);
                __m128 t20 = _mm_div_ps(t19, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t18, t20);
                double *t21 = d + t17;
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_div_pd(t22, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t21, t23);
                t1 += 8L;
            } while (t1 < t9);
            t24 = (int)t9;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        unsigned long t26 = (unsigned long)t4;
        unsigned long t27 = (unsigned long)t5;
        if ((t25 >= 4L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 8L))) | ((t27 + (unsigned long)((long)t24 * 8L + 8L + (t25 - 1L) * 8L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
            long t28 = t25 & -4L;
            long t2 = 0L;
            do {
                long t29 = (long)(int)((long)t24 + t2);
                float *t30 = fa + t29;
                __m128 t31 = _mm_loadu_ps(t30);
                __m128 t32 = _mm_div_ps(t31, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t30, t32);
                double *t33 = d + t29;
                __m256d t34 = _mm256_loadu_pd(t33);
                __m256d t35 = _mm256_div_pd(t34, _mm256_set1_pd(7.0));
                _mm256_storeu_pd(t33, t35);
                t2 += 4L;
            } while (t2 < t28);
            i = (int)((long)t24 + t28);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            long t36 = (long)i;
            float *t37 = fa + t36;
            *t37 = *t37 / 3.0f;
            double *t38 = d + t36;
            *t38 = *t38 / 7.0;
        }
        const int *t39 = a;
        int t40 = any_of(n, t39, 1000);
        int t41 = any_of(n, t39, 990);
        const double *t42 = d;
        double t43 = last_double(n, t42, 1000.0);
        double t44 = last_double(n, t42, 100.0);
        const float *t45 = fb;
        const float *t46 = fa;
        float t47 = last_float(n, t46, t45, -1000.0f);
        float t48 = last_float(n, t46, t45, -90.0f);
        int t49 = last_index_select(n, t39);
        printf("n=%d idx=%d sel=%d f=%a f_never=%a d=%a d_never=%a any=%d any_never=%d", n, last_index(n, t39), t49, (double)t48, (double)t47, t44, t43, t41, t40);
        other = 0;
        int p = two_values(n, t39, &other);
        int rt = (_mm256_zeroupper(), read_too(n, t39, b));
        unsigned long t50 = (_mm256_zeroupper(), hash_bytes((const void *)b, (unsigned long)n * 4UL));
        const unsigned int *t51 = u;
        unsigned int t52 = last_step2(n, t51);
        int t53 = if_else(n, t39);
        int t54 = other;
        int t55 = last_down(n, t39);
        long t56 = last_long(n, l);
        unsigned int t57 = last_unsigned(n, t51);
        const unsigned short *t58 = us;
        unsigned short t59 = last_ushort(n, t58, (unsigned short)65535);
        unsigned short t60 = last_ushort(n, t58, (unsigned short)60000);
        printf(" c=%d us=%u us_never=%u u=%u l=%ld down=%d p=%d q=%d ie=%d s2=%u rt=%d b=%llx\n", (int)last_char(n, c), (int)t60, (int)t59, t57, t56, t55, p, t54, t53, t52, rt, (unsigned long long)t50);
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
