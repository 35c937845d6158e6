/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized generic=4 avx2=5 */
#include <math.h>
#include "harness.h"


/* Math calls: sqrtf, fabs, floor and fminf are exact in any vector form (AVX2: vsqrtps,
   and-not of the sign bit, vroundpd, minps with glibc's NaN rule), so they are vectorized
   under any flags; expf and sin only have inexact vector forms (glibc's libmvec), used only
   under --fast-math (see math_fast.c): here they are called once per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void roots_f32(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_sqrt_ps(t6);
            _mm256_storeu_ps(r + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            __m256 t9 = _mm256_loadu_ps(a + t8);
            __m256 t10 = _mm256_sqrt_ps(t9);
            _mm256_storeu_ps(r + t8, t10);
            t1 += 16L;
        } while (t1 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t2 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + t2);
            __m256 t15 = _mm256_loadu_ps(a + t14);
            __m256 t16 = _mm256_sqrt_ps(t15);
            _mm256_storeu_ps(r + t14, t16);
            t2 += 8L;
        } while (t2 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)(int)(long)t17;
        __m256 t22 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t20), a + t21);
        __m256 t23 = _mm256_sqrt_ps(t22);
        _mm256_mask_storeu_ps(r + t21, _mm256_movepi32_mask(t20), t23);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        float t25 = a[t24];
        r[t24] = sqrtf(t25);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void abs_floor(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t6);
            __m256d t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.5));
            __m256d t9 = _mm256_round_pd(t8, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm256_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256d t11 = _mm256_loadu_pd(a + t10);
            __m256d t12 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t11);
            __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(0.5));
            __m256d t14 = _mm256_round_pd(t13, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm256_storeu_pd(r + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m256d t16 = _mm256_loadu_pd(a + t15);
            __m256d t17 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t16);
            __m256d t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.5));
            __m256d t19 = _mm256_round_pd(t18, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm256_storeu_pd(r + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            __m256d t21 = _mm256_loadu_pd(a + t20);
            __m256d t22 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t21);
            __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.5));
            __m256d t24 = _mm256_round_pd(t23, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm256_storeu_pd(r + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256d t29 = _mm256_loadu_pd(a + t28);
            __m256d t30 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t29);
            __m256d t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.5));
            __m256d t32 = _mm256_round_pd(t31, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm256_storeu_pd(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 4L)) {
        __m128i t35 = _mm_set1_epi32((int)(int)t34);
        __m128i t36 = _mm_cmpgt_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
        long t37 = (long)(int)(long)t33;
        __m256d t38 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t36), a + t37);
        __m256d t39 = _mm256_andnot_pd(_mm256_set1_pd(-0.0), t38);
        __m256d t40 = _mm256_mul_pd(t39, _mm256_set1_pd(0.5));
        __m256d t41 = _mm256_round_pd(t40, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        _mm256_mask_storeu_pd(r + t37, _mm_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        double t43 = fabs(a[t42]);
        r[t42] = floor(t43 * 0.5);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void clamp_min(int n, float *restrict r, const float *restrict a, float hi) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(hi);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256 t7 = _mm256_loadu_ps(a + t6);
            __m256 t8 = vcc_avx2_fmin_ps(t7, t5);
            _mm256_storeu_ps(r + t6, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(a + t9);
            __m256 t11 = vcc_avx2_fmin_ps(t10, t5);
            _mm256_storeu_ps(r + t9, t11);
            long t12 = (long)(int)(t1 + 16L);
            __m256 t13 = _mm256_loadu_ps(a + t12);
            __m256 t14 = vcc_avx2_fmin_ps(t13, t5);
            _mm256_storeu_ps(r + t12, t14);
            long t15 = (long)(int)(t1 + 24L);
            __m256 t16 = _mm256_loadu_ps(a + t15);
            __m256 t17 = vcc_avx2_fmin_ps(t16, t5);
            _mm256_storeu_ps(r + t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256 t21 = _mm256_set1_ps(hi);
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m256 t23 = _mm256_loadu_ps(a + t22);
            __m256 t24 = vcc_avx2_fmin_ps(t23, t21);
            _mm256_storeu_ps(r + t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t29 = _mm256_set1_ps(hi);
        long t30 = (long)(int)(long)t25;
        __m256 t31 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), a + t30);
        __m256 t32 = vcc_avx2_fmin_ps(t31, t29);
        _mm256_mask_storeu_ps(r + t30, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = a[t33];
        r[t33] = fminf(t34, hi);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void exps(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m256 t5 = _mm256_loadu_ps(a + t4);
            __m256 t6 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, expf(((vcc_v8_float)t5)[0]));
            __m256 t7 = (__m256)vcc_insert((vcc_v8_float)t6, 1, expf(((vcc_v8_float)t5)[1]));
            __m256 t8 = (__m256)vcc_insert((vcc_v8_float)t7, 2, expf(((vcc_v8_float)t5)[2]));
            __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 3, expf(((vcc_v8_float)t5)[3]));
            __m256 t10 = (__m256)vcc_insert((vcc_v8_float)t9, 4, expf(((vcc_v8_float)t5)[4]));
            __m256 t11 = (__m256)vcc_insert((vcc_v8_float)t10, 5, expf(((vcc_v8_float)t5)[5]));
            __m256 t12 = (__m256)vcc_insert((vcc_v8_float)t11, 6, expf(((vcc_v8_float)t5)[6]));
            __m256 t13 = (__m256)vcc_insert((vcc_v8_float)t12, 7, expf(((vcc_v8_float)t5)[7]));
            _mm256_storeu_ps(r + t4, t13);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        r[t14] = expf(t15);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void sines(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = (__m256d)vcc_insert((vcc_v4_double)(__m256d)(vcc_v4_double){0}, 0, sin(((vcc_v4_double)t6)[0]));
            __m256d t8 = (__m256d)vcc_insert((vcc_v4_double)t7, 1, sin(((vcc_v4_double)t6)[1]));
            __m256d t9 = (__m256d)vcc_insert((vcc_v4_double)t8, 2, sin(((vcc_v4_double)t6)[2]));
            __m256d t10 = (__m256d)vcc_insert((vcc_v4_double)t9, 3, sin(((vcc_v4_double)t6)[3]));
            _mm256_storeu_pd(r + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            __m256d t12 = _mm256_loadu_pd(a + t11);
            __m256d t13 = (__m256d)vcc_insert((vcc_v4_double)(__m256d)(vcc_v4_double){0}, 0, sin(((vcc_v4_double)t12)[0]));
            __m256d t14 = (__m256d)vcc_insert((vcc_v4_double)t13, 1, sin(((vcc_v4_double)t12)[1]));
            __m256d t15 = (__m256d)vcc_insert((vcc_v4_double)t14, 2, sin(((vcc_v4_double)t12)[2]));
            __m256d t16 = (__m256d)vcc_insert((vcc_v4_double)t15, 3, sin(((vcc_v4_double)t12)[3]));
            _mm256_storeu_pd(r + t11, t16);
            t1 += 8L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m256d t21 = _mm256_loadu_pd(a + t20);
            __m256d t22 = (__m256d)vcc_insert((vcc_v4_double)(__m256d)(vcc_v4_double){0}, 0, sin(((vcc_v4_double)t21)[0]));
            __m256d t23 = (__m256d)vcc_insert((vcc_v4_double)t22, 1, sin(((vcc_v4_double)t21)[1]));
            __m256d t24 = (__m256d)vcc_insert((vcc_v4_double)t23, 2, sin(((vcc_v4_double)t21)[2]));
            __m256d t25 = (__m256d)vcc_insert((vcc_v4_double)t24, 3, sin(((vcc_v4_double)t21)[3]));
            _mm256_storeu_pd(r + t20, t25);
            t2 += 4L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double t27 = a[t26];
        r[t26] = sin(t27);
    }
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t5;
    int t40;
    int i;
    int t79;
    int t86;
    int i_1;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t5 = 1;
        } else {
            t5 = 0;
            n = n_1;
        }
        if (!t5) {
            return 0;
        }
        void *t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t6;
        float *fr = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t7 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *da = (double *)t7;
        double *dr = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fa[fill_idx] = (float)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            da[fill_idx_1] = (double)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t6;
        unsigned long t10 = (unsigned long)t7;
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t8 - 1L) * 8L)) <= t9))) {
            long t11 = t8 & -16L;
            long t1 = 0L;
            do {
                long t12 = (long)(int)t1;
                float *t13 = fa + t12;
                __m128 t14 = _mm_loadu_ps(t13);
                __m128 t15 = _mm_mul_ps(t14, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t13, t15);
                double *t16 = da + t12;
                __m256d t17 = _mm256_loadu_pd(t16);
                __m256d t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t16, t18);
                long t19 = (long)(int)(t1 + 4L);
                float *t20 = fa + t19;
                __m128 t21 = _mm_loadu_ps(t20);
                __m128 t22 = _mm_mul_ps(t21, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t20, t22);
                double *t23 = da + t19;
                __m256d t24 = _mm256_loadu_pd(t23);
                __m256d t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t23, t25);
                long t26 = (long)(int)(t1 + 8L);
                float *t27 = fa + t26;
                __m128 t28 = _mm_loadu_ps(t27);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t27, t29);
                double *t30 = da + t26;
                __m256d t31 = _mm256_loadu_pd(t30);
                __m256d t32 = _mm256_mul_pd(t31, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t30, t32);
                long t33 = (long)(int)(t1 + 12L);
                float *t34 = fa + t33;
                __m128 t35 = _mm_loadu_ps(t34);
                __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t34, t36);
                double *t37 = da + t33;
                __m256d t38 = _mm256_loadu_pd(t37);
                __m256d t39 = _mm256_mul_pd(t38, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t37, t39);
                t1 += 16L;
            } while (t1 < t11);
            t40 = (int)t11;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t6;
        unsigned long t43 = (unsigned long)t7;
        if ((t41 >= 4L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 8L))) | ((t43 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t40 * 4L))))) {
            long t44 = t41 & -4L;
            long t2 = 0L;
            do {
                long t45 = (long)(int)((long)t40 + t2);
                float *t46 = fa + t45;
                __m128 t47 = _mm_loadu_ps(t46);
                __m128 t48 = _mm_mul_ps(t47, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t46, t48);
                double *t49 = da + t45;
                __m256d t50 = _mm256_loadu_pd(t49);
                __m256d t51 = _mm256_mul_pd(t50, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t49, t51);
                t2 += 4L;
            } while (t2 < t44);
            i = (int)((long)t40 + t44);
        } else {
            i = t40;
        }
        for (; i < n; i++) {
            long t52 = (long)i;
            float *t53 = fa + t52;
            *t53 = *t53 * 0.01f;
            double *t54 = da + t52;
            *t54 = *t54 * 0.001;
        }
        const float *t55 = fa;
        roots_f32(n, fr, t55);
        unsigned long t56 = (unsigned long)n;
        unsigned long t57 = t56 * 4UL;
        const void *t58 = (const void *)fr;
        unsigned long long h1 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t58, t57));
        clamp_min(n, fr, t55, 500.0f);
        unsigned long long h2 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t58, t57));
        const double *t59 = da;
        abs_floor(n, dr, t59);
        const void *t60 = (const void *)dr;
        unsigned long long h3 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t60, t56 * 8UL));
        long t61 = (long)n;
        if (t61 >= 32L) {
            long t62 = t61 & -32L;
            long t3 = 0L;
            do {
                float *t63 = fa + (int)t3;
                __m256 t64 = _mm256_loadu_ps(t63);
                __m256 t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.01f));
                __m256 t66 = _mm256_sub_ps(t65, _mm256_set1_ps(5.0f));
                _mm256_storeu_ps(t63, t66);
                float *t67 = fa + (int)(t3 + 8L);
                __m256 t68 = _mm256_loadu_ps(t67);
                __m256 t69 = _mm256_mul_ps(t68, _mm256_set1_ps(0.01f));
                __m256 t70 = _mm256_sub_ps(t69, _mm256_set1_ps(5.0f));
                _mm256_storeu_ps(t67, t70);
                float *t71 = fa + (int)(t3 + 16L);
                __m256 t72 = _mm256_loadu_ps(t71);
                __m256 t73 = _mm256_mul_ps(t72, _mm256_set1_ps(0.01f));
                __m256 t74 = _mm256_sub_ps(t73, _mm256_set1_ps(5.0f));
                _mm256_storeu_ps(t71, t74);
                float *t75 = fa + (int)(t3 + 24L);
                __m256 t76 = _mm256_loadu_ps(t75);
                __m256 t77 = _mm256_mul_ps(t76, _mm256_set1_ps(0.01f));
                __m256 t78 = _mm256_sub_ps(t77, _mm256_set1_ps(5.0f));
                _mm256_storeu_ps(t75, t78);
                t3 += 32L;
            } while (t3 < t62);
            t79 = (int)t62;
        } else {
            t79 = 0;
        }
        long t80 = (long)n + (long)t79 * -1L;
        if (t80 >= 8L) {
            long t81 = t80 & -8L;
            long t4 = 0L;
            do {
                float *t82 = fa + (int)((long)t79 + t4);
                __m256 t83 = _mm256_loadu_ps(t82);
                __m256 t84 = _mm256_mul_ps(t83, _mm256_set1_ps(0.01f));
                __m256 t85 = _mm256_sub_ps(t84, _mm256_set1_ps(5.0f));
                _mm256_storeu_ps(t82, t85);
                t4 += 8L;
            } while (t4 < t81);
            t86 = (int)((long)t79 + t81);
        } else {
            t86 = t79;
        }
        long t87 = (long)n + (long)t86 * -1L;
        if ((t87 >= 1L) & (t87 <= 8L)) {
            __m256i t88 = _mm256_set1_epi32((int)(int)t87);
            __m256i t89 = _mm256_cmpgt_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t90 = fa + (int)(long)t86;
            __m256 t91 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t89), t90);
            __m256 t92 = _mm256_mul_ps(t91, _mm256_set1_ps(0.01f));
            __m256 t93 = _mm256_sub_ps(t92, _mm256_set1_ps(5.0f));
            _mm256_mask_storeu_ps(t90, _mm256_movepi32_mask(t89), t93);
            i_1 = (int)((long)t86 + t87);
        } else {
            i_1 = t86;
        }
        for (; i_1 < n; i_1++) {
            float *t94 = fa + i_1;
            *t94 = *t94 * 0.01f - 5.0f;
        }
        exps(n, fr, t55);
        sines(n, dr, t59);
        unsigned long long t95 = (_mm256_zeroupper(), hash_rounded(t60, n, 1));
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, (_mm256_zeroupper(), hash_rounded(t58, n, 0)), t95);
        free((void *)fa);
        free((void *)fr);
        free((void *)da);
        free((void *)dr);
    }
}

/* Below main, so that its loop is not counted among the kernels. */
static unsigned long long hash_rounded(const void *values, int n, int is_double) {
    uint64_t h = 0;
    for (int i = 0; i < n; i++) {
        double x = is_double ? ((const double *)values)[i] : ((const float *)values)[i];
        long rounded = lround(x * 1e4);
        h = h * 1000003u + (uint64_t)rounded;
    }
    return (unsigned long long)h;
}
