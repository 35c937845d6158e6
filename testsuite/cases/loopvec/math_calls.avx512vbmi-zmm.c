/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

/* vcc-test: expect-vectorized generic=4 avx2=5 */
#include <math.h>
#include "harness.h"


/* Math calls: sqrtf, fabs, floor and fminf are exact in any vector form (AVX2: vsqrtps,
   and-not of the sign bit, vroundpd, minps with glibc's NaN rule), so they are vectorized
   under any flags; expf and sin only have inexact vector forms (glibc's libmvec), used only
   under --fast-math (see math_fast.c): here they are called once per lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void roots_f32(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __m512 t7 = _mm512_sqrt_ps(t6);
            _mm512_storeu_ps(r + t5, t7);
            long t8 = (long)(int)(t1 + 16L);
            __m512 t9 = _mm512_loadu_ps(a + t8);
            __m512 t10 = _mm512_sqrt_ps(t9);
            _mm512_storeu_ps(r + t8, t10);
            t1 += 32L;
        } while (t1 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long t2 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + t2);
            __m512 t15 = _mm512_loadu_ps(a + t14);
            __m512 t16 = _mm512_sqrt_ps(t15);
            _mm512_storeu_ps(r + t14, t16);
            t2 += 16L;
        } while (t2 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)(int)(long)t17;
        __m512 t22 = _mm512_maskz_loadu_ps(t20, a + t21);
        __m512 t23 = _mm512_sqrt_ps(t22);
        _mm512_mask_storeu_ps(r + t21, t20, t23);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_floor(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t6);
            __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.5));
            __m512d t9 = _mm512_roundscale_pd(t8, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512d t11 = _mm512_loadu_pd(a + t10);
            __m512d t12 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t11);
            __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.5));
            __m512d t14 = _mm512_roundscale_pd(t13, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m512d t16 = _mm512_loadu_pd(a + t15);
            __m512d t17 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t16);
            __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.5));
            __m512d t19 = _mm512_roundscale_pd(t18, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m512d t21 = _mm512_loadu_pd(a + t20);
            __m512d t22 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t21);
            __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.5));
            __m512d t24 = _mm512_roundscale_pd(t23, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m512d t29 = _mm512_loadu_pd(a + t28);
            __m512d t30 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t29);
            __m512d t31 = _mm512_mul_pd(t30, _mm512_set1_pd(0.5));
            __m512d t32 = _mm512_roundscale_pd(t31, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m512d t38 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), a + t37);
        __m512d t39 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), t38);
        __m512d t40 = _mm512_mul_pd(t39, _mm512_set1_pd(0.5));
        __m512d t41 = _mm512_roundscale_pd(t40, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        _mm512_mask_storeu_pd(r + t37, _mm256_movepi32_mask(t36), t41);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_min(int n, float *restrict r, const float *restrict a, float hi) {
    vcc_no_contract_body
    int t12;
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(hi);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512 t7 = _mm512_loadu_ps(a + t6);
            __m512 t8 = vcc_avx512_fmin_ps(t7, t5);
            _mm512_storeu_ps(r + t6, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512 t10 = _mm512_loadu_ps(a + t9);
            __m512 t11 = vcc_avx512_fmin_ps(t10, t5);
            _mm512_storeu_ps(r + t9, t11);
            t1 += 32L;
        } while (t1 < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        __m512 t15 = _mm512_set1_ps(hi);
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t12 + t2);
            __m512 t17 = _mm512_loadu_ps(a + t16);
            __m512 t18 = vcc_avx512_fmin_ps(t17, t15);
            _mm512_storeu_ps(r + t16, t18);
            t2 += 16L;
        } while (t2 < t14);
        t19 = (int)((long)t12 + t14);
    } else {
        t19 = t12;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        __m512 t23 = _mm512_set1_ps(hi);
        long t24 = (long)(int)(long)t19;
        __m512 t25 = _mm512_maskz_loadu_ps(t22, a + t24);
        __m512 t26 = vcc_avx512_fmin_ps(t25, t23);
        _mm512_mask_storeu_ps(r + t24, t22, t26);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = a[t27];
        r[t27] = fminf(t28, hi);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void exps(int n, float *restrict r, const float *restrict a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sines(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512d t5 = _mm512_loadu_pd(a + t4);
            __m512d t6 = (__m512d)vcc_insert((vcc_v8_double)(__m512d)(vcc_v8_double){0}, 0, sin(((vcc_v8_double)t5)[0]));
            __m512d t7 = (__m512d)vcc_insert((vcc_v8_double)t6, 1, sin(((vcc_v8_double)t5)[1]));
            __m512d t8 = (__m512d)vcc_insert((vcc_v8_double)t7, 2, sin(((vcc_v8_double)t5)[2]));
            __m512d t9 = (__m512d)vcc_insert((vcc_v8_double)t8, 3, sin(((vcc_v8_double)t5)[3]));
            __m512d t10 = (__m512d)vcc_insert((vcc_v8_double)t9, 4, sin(((vcc_v8_double)t5)[4]));
            __m512d t11 = (__m512d)vcc_insert((vcc_v8_double)t10, 5, sin(((vcc_v8_double)t5)[5]));
            __m512d t12 = (__m512d)vcc_insert((vcc_v8_double)t11, 6, sin(((vcc_v8_double)t5)[6]));
            __m512d t13 = (__m512d)vcc_insert((vcc_v8_double)t12, 7, sin(((vcc_v8_double)t5)[7]));
            _mm512_storeu_pd(r + t4, t13);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        double t15 = a[t14];
        r[t14] = sin(t15);
    }
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t5;
    int t40;
    int t52;
    int i;
    int t84;
    int t91;
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
        if ((t8 >= 32L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t8 - 1L) * 8L)) <= t9))) {
            long t11 = t8 & -32L;
            long t1 = 0L;
            do {
                long t12 = (long)(int)t1;
                float *t13 = fa + t12;
                __m256 t14 = _mm256_loadu_ps(t13);
                __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t13, t15);
                double *t16 = da + t12;
                __m512d t17 = _mm512_loadu_pd(t16);
                __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t16, t18);
                long t19 = (long)(int)(t1 + 8L);
                float *t20 = fa + t19;
                __m256 t21 = _mm256_loadu_ps(t20);
                __m256 t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t20, t22);
                double *t23 = da + t19;
                __m512d t24 = _mm512_loadu_pd(t23);
                __m512d t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t23, t25);
                long t26 = (long)(int)(t1 + 16L);
                float *t27 = fa + t26;
                __m256 t28 = _mm256_loadu_ps(t27);
                __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t27, t29);
                double *t30 = da + t26;
                __m512d t31 = _mm512_loadu_pd(t30);
                __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t30, t32);
                long t33 = (long)(int)(t1 + 24L);
                float *t34 = fa + t33;
                __m256 t35 = _mm256_loadu_ps(t34);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t34, t36);
                double *t37 = da + t33;
                __m512d t38 = _mm512_loadu_pd(t37);
                __m512d t39 = _mm512_mul_pd(t38, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t37, t39);
                t1 += 32L;
            } while (t1 < t11);
            t40 = (int)t11;
        } else {
            t40 = 0;
        }
        long t41 = (long)n + (long)t40 * -1L;
        unsigned long t42 = (unsigned long)t6;
        unsigned long t43 = (unsigned long)t7;
        if ((t41 >= 8L) & (((t42 + (unsigned long)((long)t40 * 4L + 4L + (t41 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t40 * 8L))) | ((t43 + (unsigned long)((long)t40 * 8L + 8L + (t41 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t40 * 4L))))) {
            long t44 = t41 & -8L;
            long t2 = 0L;
            do {
                long t45 = (long)(int)((long)t40 + t2);
                float *t46 = fa + t45;
                __m256 t47 = _mm256_loadu_ps(t46);
                __m256 t48 = _mm256_mul_ps(t47, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t46, t48);
                double *t49 = da + t45;
                __m512d t50 = _mm512_loadu_pd(t49);
                __m512d t51 = _mm512_mul_pd(t50, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t49, t51);
                t2 += 8L;
            } while (t2 < t44);
            t52 = (int)((long)t40 + t44);
        } else {
            t52 = t40;
        }
        long t53 = (long)n + (long)t52 * -1L;
        unsigned long t54 = (unsigned long)t6;
        unsigned long t55 = (unsigned long)t7;
        if ((t53 >= 1L) & (t53 <= 8L) & (((t54 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t52 * 8L))) | ((t55 + (unsigned long)((long)t52 * 8L + 8L + (t53 - 1L) * 8L)) <= (t54 + (unsigned long)((long)t52 * 4L))))) {
            __m256i t56 = _mm256_set1_epi32((int)(int)t53);
            __m256i t57 = _mm256_cmpgt_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t58 = (long)(int)(long)t52;
            float *t59 = fa + t58;
            __m256 t60 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t57), t59);
            __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t59, _mm256_movepi32_mask(t57), t61);
            double *t62 = da + t58;
            __m512d t63 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t57), t62);
            __m512d t64 = _mm512_mul_pd(t63, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t62, _mm256_movepi32_mask(t57), t64);
            i = (int)((long)t52 + t53);
        } else {
            i = t52;
        }
        for (; i < n; i++) {
            long t65 = (long)i;
            float *t66 = fa + t65;
            *t66 = *t66 * 0.01f;
            double *t67 = da + t65;
            *t67 = *t67 * 0.001;
        }
        const float *t68 = fa;
        roots_f32(n, fr, t68);
        unsigned long t69 = (unsigned long)n;
        unsigned long t70 = t69 * 4UL;
        const void *t71 = (const void *)fr;
        unsigned long long h1 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t71, t70));
        clamp_min(n, fr, t68, 500.0f);
        unsigned long long h2 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t71, t70));
        const double *t72 = da;
        abs_floor(n, dr, t72);
        const void *t73 = (const void *)dr;
        unsigned long long h3 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t73, t69 * 8UL));
        long t74 = (long)n;
        if (t74 >= 32L) {
            long t75 = t74 & -32L;
            long t3 = 0L;
            do {
                float *t76 = fa + (int)t3;
                __m512 t77 = _mm512_loadu_ps(t76);
                __m512 t78 = _mm512_mul_ps(t77, _mm512_set1_ps(0.01f));
                __m512 t79 = _mm512_sub_ps(t78, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t76, t79);
                float *t80 = fa + (int)(t3 + 16L);
                __m512 t81 = _mm512_loadu_ps(t80);
                __m512 t82 = _mm512_mul_ps(t81, _mm512_set1_ps(0.01f));
                __m512 t83 = _mm512_sub_ps(t82, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t80, t83);
                t3 += 32L;
            } while (t3 < t75);
            t84 = (int)t75;
        } else {
            t84 = 0;
        }
        long t85 = (long)n + (long)t84 * -1L;
        if (t85 >= 16L) {
            long t86 = t85 & -16L;
            long t4 = 0L;
            do {
                float *t87 = fa + (int)((long)t84 + t4);
                __m512 t88 = _mm512_loadu_ps(t87);
                __m512 t89 = _mm512_mul_ps(t88, _mm512_set1_ps(0.01f));
                __m512 t90 = _mm512_sub_ps(t89, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t87, t90);
                t4 += 16L;
            } while (t4 < t86);
            t91 = (int)((long)t84 + t86);
        } else {
            t91 = t84;
        }
        long t92 = (long)n + (long)t91 * -1L;
        if ((t92 >= 1L) & (t92 <= 16L)) {
            __m512i t93 = _mm512_set1_epi32((int)(int)t92);
            __mmask16 t94 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t93, _MM_CMPINT_LT);
            float *t95 = fa + (int)(long)t91;
            __m512 t96 = _mm512_maskz_loadu_ps(t94, t95);
            __m512 t97 = _mm512_mul_ps(t96, _mm512_set1_ps(0.01f));
            __m512 t98 = _mm512_sub_ps(t97, _mm512_set1_ps(5.0f));
            _mm512_mask_storeu_ps(t95, t94, t98);
            i_1 = (int)((long)t91 + t92);
        } else {
            i_1 = t91;
        }
        for (; i_1 < n; i_1++) {
            float *t99 = fa + i_1;
            *t99 = *t99 * 0.01f - 5.0f;
        }
        exps(n, fr, t68);
        sines(n, dr, t72);
        unsigned long long t100 = (_mm256_zeroupper(), hash_rounded(t73, n, 1));
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, (_mm256_zeroupper(), hash_rounded(t71, n, 0)), t100);
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
