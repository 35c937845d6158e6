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
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 t4 = _mm512_sqrt_ps(a_v);
            _mm512_storeu_ps(r + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t5);
            __m512 t6 = _mm512_sqrt_ps(a_v_1);
            _mm512_storeu_ps(r + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t10);
            __m512 t11 = _mm512_sqrt_ps(a_v_2);
            _mm512_storeu_ps(r + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)(int)(long)t12;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t15, a + t16);
        __m512 t17 = _mm512_sqrt_ps(a_v_3);
        _mm512_mask_storeu_ps(r + t16, t15, t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = a[t18];
        r[t18] = sqrtf(t19);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void abs_floor(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d a_v = _mm512_loadu_pd(a + t3);
            __m512d t4 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v);
            __m512d t5 = _mm512_mul_pd(t4, _mm512_set1_pd(0.5));
            __m512d t6 = _mm512_roundscale_pd(t5, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m512d a_v_1 = _mm512_loadu_pd(a + t7);
            __m512d t8 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v_1);
            __m512d t9 = _mm512_mul_pd(t8, _mm512_set1_pd(0.5));
            __m512d t10 = _mm512_roundscale_pd(t9, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m512d a_v_2 = _mm512_loadu_pd(a + t11);
            __m512d t12 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v_2);
            __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.5));
            __m512d t14 = _mm512_roundscale_pd(t13, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m512d a_v_3 = _mm512_loadu_pd(a + t15);
            __m512d t16 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v_3);
            __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.5));
            __m512d t18 = _mm512_roundscale_pd(t17, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m512d a_v_4 = _mm512_loadu_pd(a + t22);
            __m512d t23 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v_4);
            __m512d t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.5));
            __m512d t25 = _mm512_roundscale_pd(t24, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            _mm512_storeu_pd(r + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), a + t30);
        __m512d t31 = _mm512_andnot_pd(_mm512_set1_pd(-0.0), a_v_5);
        __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.5));
        __m512d t33 = _mm512_roundscale_pd(t32, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        _mm512_mask_storeu_pd(r + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        double t35 = fabs(a[t34]);
        r[t34] = floor(t35 * 0.5);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_min(int n, float *restrict r, const float *restrict a, float hi) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 hi_v = _mm512_set1_ps(hi);
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 t4 = vcc_avx512_fmin_ps(a_v, hi_v);
            _mm512_storeu_ps(r + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t5);
            __m512 t6 = vcc_avx512_fmin_ps(a_v_1, hi_v);
            _mm512_storeu_ps(r + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m512 hi_v_1 = _mm512_set1_ps(hi);
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t10);
            __m512 t11 = vcc_avx512_fmin_ps(a_v_2, hi_v_1);
            _mm512_storeu_ps(r + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        __m512 hi_v_2 = _mm512_set1_ps(hi);
        long t16 = (long)(int)(long)t12;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t15, a + t16);
        __m512 t17 = vcc_avx512_fmin_ps(a_v_3, hi_v_2);
        _mm512_mask_storeu_ps(r + t16, t15, t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = a[t18];
        r[t18] = fminf(t19, hi);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void exps(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:26 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t4 = (__m256)vcc_insert((vcc_v8_float)(__m256)(vcc_v8_float){0}, 0, expf(((vcc_v8_float)a_v)[0]));
            __m256 t5 = (__m256)vcc_insert((vcc_v8_float)t4, 1, expf(((vcc_v8_float)a_v)[1]));
            __m256 t6 = (__m256)vcc_insert((vcc_v8_float)t5, 2, expf(((vcc_v8_float)a_v)[2]));
            __m256 t7 = (__m256)vcc_insert((vcc_v8_float)t6, 3, expf(((vcc_v8_float)a_v)[3]));
            __m256 t8 = (__m256)vcc_insert((vcc_v8_float)t7, 4, expf(((vcc_v8_float)a_v)[4]));
            __m256 t9 = (__m256)vcc_insert((vcc_v8_float)t8, 5, expf(((vcc_v8_float)a_v)[5]));
            __m256 t10 = (__m256)vcc_insert((vcc_v8_float)t9, 6, expf(((vcc_v8_float)a_v)[6]));
            __m256 t11 = (__m256)vcc_insert((vcc_v8_float)t10, 7, expf(((vcc_v8_float)a_v)[7]));
            _mm256_storeu_ps(r + t3, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        float t13 = a[t12];
        r[t12] = expf(t13);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sines(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_calls.c:31 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512d a_v = _mm512_loadu_pd(a + t3);
            __m512d t4 = (__m512d)vcc_insert((vcc_v8_double)(__m512d)(vcc_v8_double){0}, 0, sin(((vcc_v8_double)a_v)[0]));
            __m512d t5 = (__m512d)vcc_insert((vcc_v8_double)t4, 1, sin(((vcc_v8_double)a_v)[1]));
            __m512d t6 = (__m512d)vcc_insert((vcc_v8_double)t5, 2, sin(((vcc_v8_double)a_v)[2]));
            __m512d t7 = (__m512d)vcc_insert((vcc_v8_double)t6, 3, sin(((vcc_v8_double)a_v)[3]));
            __m512d t8 = (__m512d)vcc_insert((vcc_v8_double)t7, 4, sin(((vcc_v8_double)a_v)[4]));
            __m512d t9 = (__m512d)vcc_insert((vcc_v8_double)t8, 5, sin(((vcc_v8_double)a_v)[5]));
            __m512d t10 = (__m512d)vcc_insert((vcc_v8_double)t9, 6, sin(((vcc_v8_double)a_v)[6]));
            __m512d t11 = (__m512d)vcc_insert((vcc_v8_double)t10, 7, sin(((vcc_v8_double)a_v)[7]));
            _mm512_storeu_pd(r + t3, t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        double t13 = a[t12];
        r[t12] = sin(t13);
    }
}

static unsigned long long hash_rounded(const void *values, int n, int is_double);

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t28;
    int t38;
    int i;
    int t66;
    int t72;
    int i_1;
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
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t2;
        float *fr = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *da = (double *)t3;
        double *dr = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fa[fill_idx] = (float)(int)((_mm256_zeroupper(), next_rand()) % 100000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            da[fill_idx_1] = (double)(-100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        if ((t4 >= 32L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= t5))) {
            long t7 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at math_calls.c:44 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 40:21 and the value of the call to `new_array` at 41:22 do not overlap, vector epilogue VF 8, masked remainder */
            do {
                long t8 = (long)(int)i_vec;
                float *t9 = fa + t8;
                __m256 fa_v = _mm256_loadu_ps(t9);
                __m256 t10 = _mm256_mul_ps(fa_v, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t9, t10);
                double *t11 = da + t8;
                __m512d da_v = _mm512_loadu_pd(t11);
                __m512d t12 = _mm512_mul_pd(da_v, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t11, t12);
                long t13 = (long)(int)(i_vec + 8L);
                float *t14 = fa + t13;
                __m256 fa_v_1 = _mm256_loadu_ps(t14);
                __m256 t15 = _mm256_mul_ps(fa_v_1, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t14, t15);
                double *t16 = da + t13;
                __m512d da_v_1 = _mm512_loadu_pd(t16);
                __m512d t17 = _mm512_mul_pd(da_v_1, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t16, t17);
                long t18 = (long)(int)(i_vec + 16L);
                float *t19 = fa + t18;
                __m256 fa_v_2 = _mm256_loadu_ps(t19);
                __m256 t20 = _mm256_mul_ps(fa_v_2, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t19, t20);
                double *t21 = da + t18;
                __m512d da_v_2 = _mm512_loadu_pd(t21);
                __m512d t22 = _mm512_mul_pd(da_v_2, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t21, t22);
                long t23 = (long)(int)(i_vec + 24L);
                float *t24 = fa + t23;
                __m256 fa_v_3 = _mm256_loadu_ps(t24);
                __m256 t25 = _mm256_mul_ps(fa_v_3, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t24, t25);
                double *t26 = da + t23;
                __m512d da_v_3 = _mm512_loadu_pd(t26);
                __m512d t27 = _mm512_mul_pd(da_v_3, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t26, t27);
                i_vec += 32L;
            } while (i_vec < t7);
            t28 = (int)t7;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        unsigned long t30 = (unsigned long)t2;
        unsigned long t31 = (unsigned long)t3;
        if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
            long t32 = t29 & -8L;
            long i_vec_1 = 0L;
            do {
                long t33 = (long)(int)((long)t28 + i_vec_1);
                float *t34 = fa + t33;
                __m256 fa_v_4 = _mm256_loadu_ps(t34);
                __m256 t35 = _mm256_mul_ps(fa_v_4, _mm256_set1_ps(0.01f));
                _mm256_storeu_ps(t34, t35);
                double *t36 = da + t33;
                __m512d da_v_4 = _mm512_loadu_pd(t36);
                __m512d t37 = _mm512_mul_pd(da_v_4, _mm512_set1_pd(0.001));
                _mm512_storeu_pd(t36, t37);
                i_vec_1 += 8L;
            } while (i_vec_1 < t32);
            t38 = (int)((long)t28 + t32);
        } else {
            t38 = t28;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t2;
        unsigned long t41 = (unsigned long)t3;
        if ((t39 >= 1L) & (t39 <= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            __m256i t42 = _mm256_set1_epi32((int)(int)t39);
            __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t44 = (long)(int)(long)t38;
            float *t45 = fa + t44;
            __m256 fa_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t43), t45);
            __m256 t46 = _mm256_mul_ps(fa_v_5, _mm256_set1_ps(0.01f));
            _mm256_mask_storeu_ps(t45, _mm256_movepi32_mask(t43), t46);
            double *t47 = da + t44;
            __m512d da_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), t47);
            __m512d t48 = _mm512_mul_pd(da_v_5, _mm512_set1_pd(0.001));
            _mm512_mask_storeu_pd(t47, _mm256_movepi32_mask(t43), t48);
            i = (int)((long)t38 + t39);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            long t49 = (long)i;
            float *t50 = fa + t49;
            *t50 = *t50 * 0.01f;
            double *t51 = da + t49;
            *t51 = *t51 * 0.001;
        }
        const float *t52 = fa;
        roots_f32(n, fr, t52);
        unsigned long t53 = (unsigned long)n;
        unsigned long t54 = t53 * 4UL;
        const void *t55 = (const void *)fr;
        unsigned long long h1 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t55, t54));
        clamp_min(n, fr, t52, 500.0f);
        unsigned long long h2 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t55, t54));
        const double *t56 = da;
        abs_floor(n, dr, t56);
        const void *t57 = (const void *)dr;
        unsigned long long h3 = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t57, t53 * 8UL));
        long t58 = (long)n;
        if (t58 >= 32L) {
            long t59 = t58 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at math_calls.c:54 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                float *t60 = fa + (int)i_vec_2;
                __m512 fa_v_6 = _mm512_loadu_ps(t60);
                __m512 t61 = _mm512_mul_ps(fa_v_6, _mm512_set1_ps(0.01f));
                __m512 t62 = _mm512_sub_ps(t61, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t60, t62);
                float *t63 = fa + (int)(i_vec_2 + 16L);
                __m512 fa_v_7 = _mm512_loadu_ps(t63);
                __m512 t64 = _mm512_mul_ps(fa_v_7, _mm512_set1_ps(0.01f));
                __m512 t65 = _mm512_sub_ps(t64, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t63, t65);
                i_vec_2 += 32L;
            } while (i_vec_2 < t59);
            t66 = (int)t59;
        } else {
            t66 = 0;
        }
        long t67 = (long)n + (long)t66 * -1L;
        if (t67 >= 16L) {
            long t68 = t67 & -16L;
            long i_vec_3 = 0L;
            do {
                float *t69 = fa + (int)((long)t66 + i_vec_3);
                __m512 fa_v_8 = _mm512_loadu_ps(t69);
                __m512 t70 = _mm512_mul_ps(fa_v_8, _mm512_set1_ps(0.01f));
                __m512 t71 = _mm512_sub_ps(t70, _mm512_set1_ps(5.0f));
                _mm512_storeu_ps(t69, t71);
                i_vec_3 += 16L;
            } while (i_vec_3 < t68);
            t72 = (int)((long)t66 + t68);
        } else {
            t72 = t66;
        }
        long t73 = (long)n + (long)t72 * -1L;
        if ((t73 >= 1L) & (t73 <= 16L)) {
            __m512i t74 = _mm512_set1_epi32((int)(int)t73);
            __mmask16 t75 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t74, _MM_CMPINT_LT);
            float *t76 = fa + (int)(long)t72;
            __m512 fa_v_9 = _mm512_maskz_loadu_ps(t75, t76);
            __m512 t77 = _mm512_mul_ps(fa_v_9, _mm512_set1_ps(0.01f));
            __m512 t78 = _mm512_sub_ps(t77, _mm512_set1_ps(5.0f));
            _mm512_mask_storeu_ps(t76, t75, t78);
            i_1 = (int)((long)t72 + t73);
        } else {
            i_1 = t72;
        }
        for (; i_1 < n; i_1++) {
            float *t79 = fa + i_1;
            *t79 = *t79 * 0.01f - 5.0f;
        }
        exps(n, fr, t52);
        sines(n, dr, t56);
        unsigned long long t80 = (_mm256_zeroupper(), hash_rounded(t57, n, 1));
        printf("n=%d sqrtf=%llx fminf=%llx floor=%llx expf~%llx sin~%llx\n", n, h1, h2, h3, (_mm256_zeroupper(), hash_rounded(t55, n, 0)), t80);
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
