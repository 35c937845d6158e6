/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d x_v = _mm256_loadu_pd(x + t3);
            __m256d y_v = _mm256_loadu_pd(y + t3);
            __m256d t4 = _mm256_mul_pd(x_v, y_v);
            __m256d z_v = _mm256_loadu_pd(z + t3);
            __m256d t5 = _mm256_add_pd(t4, z_v);
            _mm256_storeu_pd(a + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d x_v_1 = _mm256_loadu_pd(x + t6);
            __m256d y_v_1 = _mm256_loadu_pd(y + t6);
            __m256d t7 = _mm256_mul_pd(x_v_1, y_v_1);
            __m256d z_v_1 = _mm256_loadu_pd(z + t6);
            __m256d t8 = _mm256_add_pd(t7, z_v_1);
            _mm256_storeu_pd(a + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256d x_v_2 = _mm256_loadu_pd(x + t9);
            __m256d y_v_2 = _mm256_loadu_pd(y + t9);
            __m256d t10 = _mm256_mul_pd(x_v_2, y_v_2);
            __m256d z_v_2 = _mm256_loadu_pd(z + t9);
            __m256d t11 = _mm256_add_pd(t10, z_v_2);
            _mm256_storeu_pd(a + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m256d x_v_3 = _mm256_loadu_pd(x + t12);
            __m256d y_v_3 = _mm256_loadu_pd(y + t12);
            __m256d t13 = _mm256_mul_pd(x_v_3, y_v_3);
            __m256d z_v_3 = _mm256_loadu_pd(z + t12);
            __m256d t14 = _mm256_add_pd(t13, z_v_3);
            _mm256_storeu_pd(a + t12, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256d x_v_4 = _mm256_loadu_pd(x + t18);
            __m256d y_v_4 = _mm256_loadu_pd(y + t18);
            __m256d t19 = _mm256_mul_pd(x_v_4, y_v_4);
            __m256d z_v_4 = _mm256_loadu_pd(z + t18);
            __m256d t20 = _mm256_add_pd(t19, z_v_4);
            _mm256_storeu_pd(a + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = x[t21] * y[t21] + z[t21];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 x_v = _mm256_loadu_ps(x + t3);
            __m256 y_v = _mm256_loadu_ps(y + t3);
            __m256 t4 = _mm256_mul_ps(x_v, y_v);
            __m256 z_v = _mm256_loadu_ps(z + t3);
            __m256 t5 = _mm256_sub_ps(t4, z_v);
            _mm256_storeu_ps(a + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 x_v_1 = _mm256_loadu_ps(x + t6);
            __m256 y_v_1 = _mm256_loadu_ps(y + t6);
            __m256 t7 = _mm256_mul_ps(x_v_1, y_v_1);
            __m256 z_v_1 = _mm256_loadu_ps(z + t6);
            __m256 t8 = _mm256_sub_ps(t7, z_v_1);
            _mm256_storeu_ps(a + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256 x_v_2 = _mm256_loadu_ps(x + t9);
            __m256 y_v_2 = _mm256_loadu_ps(y + t9);
            __m256 t10 = _mm256_mul_ps(x_v_2, y_v_2);
            __m256 z_v_2 = _mm256_loadu_ps(z + t9);
            __m256 t11 = _mm256_sub_ps(t10, z_v_2);
            _mm256_storeu_ps(a + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256 x_v_3 = _mm256_loadu_ps(x + t12);
            __m256 y_v_3 = _mm256_loadu_ps(y + t12);
            __m256 t13 = _mm256_mul_ps(x_v_3, y_v_3);
            __m256 z_v_3 = _mm256_loadu_ps(z + t12);
            __m256 t14 = _mm256_sub_ps(t13, z_v_3);
            _mm256_storeu_ps(a + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256 x_v_4 = _mm256_loadu_ps(x + t18);
            __m256 y_v_4 = _mm256_loadu_ps(y + t18);
            __m256 t19 = _mm256_mul_ps(x_v_4, y_v_4);
            __m256 z_v_4 = _mm256_loadu_ps(z + t18);
            __m256 t20 = _mm256_sub_ps(t19, z_v_4);
            _mm256_storeu_ps(a + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), x + t25);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), y + t25);
        __m256 t26 = _mm256_mul_ps(x_v_5, y_v_5);
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), z + t25);
        __m256 t27 = _mm256_sub_ps(t26, z_v_5);
        _mm256_mask_storeu_ps(a + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = x[t28] * y[t28] - z[t28];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d x_v = _mm256_loadu_pd(x + t3);
            __m128i t4 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t4), (double *)((unsigned long)a + (unsigned long)t3 * 8UL));
            __m256d y_v = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t4), (const double *)((unsigned long)y + (unsigned long)t3 * 8UL));
            __m256d t5 = _mm256_mul_pd(x_v, y_v);
            __m256d t6 = _mm256_sub_pd(a_v, t5);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t3 * 8UL), _mm_movepi32_mask(t4), t6);
            long t7 = (long)(int)(i_vec + 4L);
            __m256d x_v_1 = _mm256_loadu_pd(x + t7);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_1, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_1 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t8), (double *)((unsigned long)a + (unsigned long)t7 * 8UL));
            __m256d y_v_1 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t8), (const double *)((unsigned long)y + (unsigned long)t7 * 8UL));
            __m256d t9 = _mm256_mul_pd(x_v_1, y_v_1);
            __m256d t10 = _mm256_sub_pd(a_v_1, t9);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm_movepi32_mask(t8), t10);
            long t11 = (long)(int)(i_vec + 8L);
            __m256d x_v_2 = _mm256_loadu_pd(x + t11);
            __m128i t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_2, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_2 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t12), (double *)((unsigned long)a + (unsigned long)t11 * 8UL));
            __m256d y_v_2 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t12), (const double *)((unsigned long)y + (unsigned long)t11 * 8UL));
            __m256d t13 = _mm256_mul_pd(x_v_2, y_v_2);
            __m256d t14 = _mm256_sub_pd(a_v_2, t13);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t11 * 8UL), _mm_movepi32_mask(t12), t14);
            long t15 = (long)(int)(i_vec + 12L);
            __m256d x_v_3 = _mm256_loadu_pd(x + t15);
            __m128i t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_3, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t16), (double *)((unsigned long)a + (unsigned long)t15 * 8UL));
            __m256d y_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t16), (const double *)((unsigned long)y + (unsigned long)t15 * 8UL));
            __m256d t17 = _mm256_mul_pd(x_v_3, y_v_3);
            __m256d t18 = _mm256_sub_pd(a_v_3, t17);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t15 * 8UL), _mm_movepi32_mask(t16), t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256d x_v_4 = _mm256_loadu_pd(x + t22);
            __m128i t23 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_4, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_4 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t23), (double *)((unsigned long)a + (unsigned long)t22 * 8UL));
            __m256d y_v_4 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t23), (const double *)((unsigned long)y + (unsigned long)t22 * 8UL));
            __m256d t24 = _mm256_mul_pd(x_v_4, y_v_4);
            __m256d t25 = _mm256_sub_pd(a_v_4, t24);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t22 * 8UL), _mm_movepi32_mask(t23), t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        double t27 = x[t26];
        if (t27 > 0.2) {
            double *t28 = a + t26;
            *t28 = *t28 - t27 * y[t26];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t7;
    int t156;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t7 = 1;
        } else {
            t7 = 0;
            n = n_1;
        }
        if (!t7) {
            return 0;
        }
        void *t8 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *a = (double *)t8;
        double *m = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t9 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *x = (double *)t9;
        void *t10 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)t10;
        void *t11 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *z = (double *)t11;
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t12 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *xf = (float *)t12;
        void *t13 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)t13;
        void *t14 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *zf = (float *)t14;
        long t15 = (long)n;
        unsigned long t16 = (unsigned long)t8;
        unsigned long t17 = (unsigned long)t9;
        unsigned long t18 = (unsigned long)t8;
        unsigned long t19 = (unsigned long)t10;
        unsigned long t20 = (unsigned long)t8;
        unsigned long t21 = (unsigned long)t11;
        unsigned long t22 = (unsigned long)t8;
        unsigned long t23 = (unsigned long)t12;
        unsigned long t24 = (unsigned long)t8;
        unsigned long t25 = (unsigned long)t13;
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t14;
        unsigned long t28 = (unsigned long)t9;
        unsigned long t29 = (unsigned long)t10;
        unsigned long t30 = (unsigned long)t9;
        unsigned long t31 = (unsigned long)t11;
        unsigned long t32 = (unsigned long)t9;
        unsigned long t33 = (unsigned long)t12;
        unsigned long t34 = (unsigned long)t9;
        unsigned long t35 = (unsigned long)t13;
        unsigned long t36 = (unsigned long)t9;
        unsigned long t37 = (unsigned long)t14;
        unsigned long t38 = (unsigned long)t10;
        unsigned long t39 = (unsigned long)t11;
        unsigned long t40 = (unsigned long)t10;
        unsigned long t41 = (unsigned long)t12;
        unsigned long t42 = (unsigned long)t10;
        unsigned long t43 = (unsigned long)t13;
        unsigned long t44 = (unsigned long)t10;
        unsigned long t45 = (unsigned long)t14;
        unsigned long t46 = (unsigned long)t11;
        unsigned long t47 = (unsigned long)t12;
        unsigned long t48 = (unsigned long)t11;
        unsigned long t49 = (unsigned long)t13;
        unsigned long t50 = (unsigned long)t11;
        unsigned long t51 = (unsigned long)t14;
        unsigned long t52 = (unsigned long)t12;
        unsigned long t53 = (unsigned long)t13;
        unsigned long t54 = (unsigned long)t12;
        unsigned long t55 = (unsigned long)t14;
        unsigned long t56 = (unsigned long)t13;
        unsigned long t57 = (unsigned long)t14;
        if ((t15 >= 8L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t32)) & (((t34 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t38)) & (((t40 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t40)) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t56)) & 1 & 1 & 1) {
            long t58 = t15 & -8L;
            __m128i t59 = _mm_set1_epi32(0);
            __m128i t60 = _mm_add_epi32(t59, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t61 = t60;
            __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(7));
            __m128i t63 = _mm_min_epu32(t61, t62);
            __m128i t1 = t63;
            __m128i t64 = _mm_set1_epi32(0);
            __m128i t65 = _mm_add_epi32(t64, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t66 = t65;
            __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(5));
            __m128i t68 = _mm_min_epu32(t66, t67);
            __m128i t2 = t68;
            __m128i t69 = _mm_set1_epi32(0);
            __m128i t70 = _mm_add_epi32(t69, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t71 = t70;
            __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(3));
            __m128i t73 = _mm_min_epu32(t71, t72);
            __m128i t3 = t73;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 4, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                long t74 = (long)(int)i_vec;
                double *t75 = x + t74;
                __m128i t76 = _mm_add_epi32(_mm_set1_epi32(3), t1);
                __m256d t77 = _mm256_cvtepi32_pd(t76);
                __m256d t78 = _mm256_div_pd(_mm256_set1_pd(1.0), t77);
                _mm256_storeu_pd(t75, t78);
                double *t79 = y + t74;
                __m128i t80 = _mm_add_epi32(t2, _mm_set1_epi32(1));
                __m128i t81 = _mm_sllv_epi32(_mm_set1_epi32(1), t80);
                __m256d t82 = _mm256_cvtepi32_pd(t81);
                __m256d t83 = _mm256_div_pd(_mm256_set1_pd(1.0), t82);
                __m256d t84 = _mm256_add_pd(t77, t83);
                _mm256_storeu_pd(t79, t84);
                __m256d x_v = _mm256_loadu_pd(t75);
                __m256d y_v = _mm256_loadu_pd(t79);
                __m256d t85 = _mm256_mul_pd(x_v, y_v);
                __m256d t86 = _mm256_xor_pd(t85, _mm256_set1_pd(-0.0));
                __m256d t87 = _mm256_cvtepi32_pd(t3);
                __m256d t88 = _mm256_mask3_fmadd_pd(t87, _mm256_set1_pd(8.881784197001252e-16), t86, (__mmask8)-1);
                _mm256_storeu_pd(z + t74, t88);
                __m256d x_v_1 = _mm256_loadu_pd(t75);
                __m256d y_v_1 = _mm256_loadu_pd(t79);
                __m256d t89 = _mm256_mul_pd(x_v_1, y_v_1);
                _mm256_storeu_pd(a + t74, t89);
                float *t90 = xf + t74;
                __m128 t91 = _mm_cvtepi32_ps(t76);
                __m128 t92 = _mm_div_ps(_mm_set1_ps(1.0f), t91);
                _mm_storeu_ps(t90, t92);
                float *t93 = yf + t74;
                __m128 t94 = _mm_cvtepi32_ps(t81);
                __m128 t95 = _mm_div_ps(_mm_set1_ps(1.0f), t94);
                __m128 t96 = _mm_add_ps(t91, t95);
                _mm_storeu_ps(t93, t96);
                __m128 xf_v = _mm_loadu_ps(t90);
                __m128 yf_v = _mm_loadu_ps(t93);
                __m128 t97 = _mm_mul_ps(xf_v, yf_v);
                __m128 t98 = _mm_cvtepi32_ps(t3);
                __m128 t99 = _mm_mask3_fmadd_ps(t98, _mm_set1_ps(2.3841858e-7f), t97, (__mmask8)-1);
                _mm_storeu_ps(zf + t74, t99);
                long t100 = (long)(int)(i_vec + 4L);
                double *t101 = x + t100;
                __m128i t102 = _mm_add_epi32(t1, _mm_set1_epi32(4));
                __m128i t103 = t102;
                __m128i t104 = _mm_sub_epi32(t103, _mm_set1_epi32(7));
                __m128i t105 = _mm_min_epu32(t103, t104);
                __m128i t106 = t105;
                __m128i t107 = _mm_add_epi32(_mm_set1_epi32(3), t106);
                __m256d t108 = _mm256_cvtepi32_pd(t107);
                __m256d t109 = _mm256_div_pd(_mm256_set1_pd(1.0), t108);
                _mm256_storeu_pd(t101, t109);
                double *t110 = y + t100;
                __m128i t111 = _mm_add_epi32(t2, _mm_set1_epi32(4));
                __m128i t112 = t111;
                __m128i t113 = _mm_sub_epi32(t112, _mm_set1_epi32(5));
                __m128i t114 = _mm_min_epu32(t112, t113);
                __m128i t115 = t114;
                __m128i t116 = _mm_add_epi32(t115, _mm_set1_epi32(1));
                __m128i t117 = _mm_sllv_epi32(_mm_set1_epi32(1), t116);
                __m256d t118 = _mm256_cvtepi32_pd(t117);
                __m256d t119 = _mm256_div_pd(_mm256_set1_pd(1.0), t118);
                __m256d t120 = _mm256_add_pd(t108, t119);
                _mm256_storeu_pd(t110, t120);
                __m256d x_v_2 = _mm256_loadu_pd(t101);
                __m256d y_v_2 = _mm256_loadu_pd(t110);
                __m256d t121 = _mm256_mul_pd(x_v_2, y_v_2);
                __m256d t122 = _mm256_xor_pd(t121, _mm256_set1_pd(-0.0));
                __m128i t123 = _mm_add_epi32(t3, _mm_set1_epi32(1));
                __m128i t124 = t123;
                __m128i t125 = _mm_sub_epi32(t124, _mm_set1_epi32(3));
                __m128i t126 = _mm_min_epu32(t124, t125);
                __m128i t127 = t126;
                __m256d t128 = _mm256_cvtepi32_pd(t127);
                __m256d t129 = _mm256_mask3_fmadd_pd(t128, _mm256_set1_pd(8.881784197001252e-16), t122, (__mmask8)-1);
                _mm256_storeu_pd(z + t100, t129);
                __m256d x_v_3 = _mm256_loadu_pd(t101);
                __m256d y_v_3 = _mm256_loadu_pd(t110);
                __m256d t130 = _mm256_mul_pd(x_v_3, y_v_3);
                _mm256_storeu_pd(a + t100, t130);
                float *t131 = xf + t100;
                __m128 t132 = _mm_cvtepi32_ps(t107);
                __m128 t133 = _mm_div_ps(_mm_set1_ps(1.0f), t132);
                _mm_storeu_ps(t131, t133);
                float *t134 = yf + t100;
                __m128 t135 = _mm_cvtepi32_ps(t117);
                __m128 t136 = _mm_div_ps(_mm_set1_ps(1.0f), t135);
                __m128 t137 = _mm_add_ps(t132, t136);
                _mm_storeu_ps(t134, t137);
                __m128 xf_v_1 = _mm_loadu_ps(t131);
                __m128 yf_v_1 = _mm_loadu_ps(t134);
                __m128 t138 = _mm_mul_ps(xf_v_1, yf_v_1);
                __m128 t139 = _mm_cvtepi32_ps(t127);
                __m128 t140 = _mm_mask3_fmadd_ps(t139, _mm_set1_ps(2.3841858e-7f), t138, (__mmask8)-1);
                _mm_storeu_ps(zf + t100, t140);
                i_vec += 8L;
                __m128i t141 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t142 = t141;
                __m128i t143 = _mm_sub_epi32(t142, _mm_set1_epi32(7));
                __m128i t144 = _mm_min_epu32(t142, t143);
                __m128i t145 = t144;
                __m128i t146 = _mm_add_epi32(t2, _mm_set1_epi32(3));
                __m128i t147 = t146;
                __m128i t148 = _mm_sub_epi32(t147, _mm_set1_epi32(5));
                __m128i t149 = _mm_min_epu32(t147, t148);
                __m128i t150 = t149;
                __m128i t151 = _mm_add_epi32(t3, _mm_set1_epi32(2));
                __m128i t152 = t151;
                __m128i t153 = _mm_sub_epi32(t152, _mm_set1_epi32(3));
                __m128i t154 = _mm_min_epu32(t152, t153);
                __m128i t155 = t154;
                if (i_vec >= t58) {
                    break;
                }
                t1 = t145;
                t2 = t150;
                t3 = t155;
            }
            t156 = (int)t58;
        } else {
            t156 = 0;
        }
        long t157 = (long)n + (long)t156 * -1L;
        unsigned long t158 = (unsigned long)t8;
        unsigned long t159 = (unsigned long)t9;
        unsigned long t160 = (unsigned long)t8;
        unsigned long t161 = (unsigned long)t10;
        unsigned long t162 = (unsigned long)t8;
        unsigned long t163 = (unsigned long)t11;
        unsigned long t164 = (unsigned long)t8;
        unsigned long t165 = (unsigned long)t12;
        unsigned long t166 = (unsigned long)t8;
        unsigned long t167 = (unsigned long)t13;
        unsigned long t168 = (unsigned long)t8;
        unsigned long t169 = (unsigned long)t14;
        unsigned long t170 = (unsigned long)t9;
        unsigned long t171 = (unsigned long)t10;
        unsigned long t172 = (unsigned long)t9;
        unsigned long t173 = (unsigned long)t11;
        unsigned long t174 = (unsigned long)t9;
        unsigned long t175 = (unsigned long)t12;
        unsigned long t176 = (unsigned long)t9;
        unsigned long t177 = (unsigned long)t13;
        unsigned long t178 = (unsigned long)t9;
        unsigned long t179 = (unsigned long)t14;
        unsigned long t180 = (unsigned long)t10;
        unsigned long t181 = (unsigned long)t11;
        unsigned long t182 = (unsigned long)t10;
        unsigned long t183 = (unsigned long)t12;
        unsigned long t184 = (unsigned long)t10;
        unsigned long t185 = (unsigned long)t13;
        unsigned long t186 = (unsigned long)t10;
        unsigned long t187 = (unsigned long)t14;
        unsigned long t188 = (unsigned long)t11;
        unsigned long t189 = (unsigned long)t12;
        unsigned long t190 = (unsigned long)t11;
        unsigned long t191 = (unsigned long)t13;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t14;
        unsigned long t194 = (unsigned long)t12;
        unsigned long t195 = (unsigned long)t13;
        unsigned long t196 = (unsigned long)t12;
        unsigned long t197 = (unsigned long)t14;
        unsigned long t198 = (unsigned long)t13;
        unsigned long t199 = (unsigned long)t14;
        if ((t157 >= 4L) & (((t158 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t159 + (unsigned long)((long)t156 * 8L))) | ((t159 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t158 + (unsigned long)((long)t156 * 8L)))) & (((t160 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t156 * 8L))) | ((t161 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t160 + (unsigned long)((long)t156 * 8L)))) & (((t162 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t156 * 8L))) | ((t163 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t156 * 8L)))) & (((t164 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t156 * 4L))) | ((t165 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t164 + (unsigned long)((long)t156 * 8L)))) & (((t166 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t167 + (unsigned long)((long)t156 * 4L))) | ((t167 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t166 + (unsigned long)((long)t156 * 8L)))) & (((t168 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t156 * 4L))) | ((t169 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t156 * 8L)))) & (((t170 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t156 * 8L))) | ((t171 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t156 * 8L)))) & (((t172 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t156 * 8L))) | ((t173 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t156 * 8L)))) & (((t174 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t156 * 4L))) | ((t175 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t174 + (unsigned long)((long)t156 * 8L)))) & (((t176 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t156 * 4L))) | ((t177 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t176 + (unsigned long)((long)t156 * 8L)))) & (((t178 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t156 * 4L))) | ((t179 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t156 * 8L)))) & (((t180 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t156 * 8L))) | ((t181 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t156 * 8L)))) & (((t182 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t156 * 4L))) | ((t183 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t156 * 8L)))) & (((t184 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t156 * 4L))) | ((t185 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t156 * 8L)))) & (((t186 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t156 * 4L))) | ((t187 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t156 * 8L)))) & (((t188 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t156 * 4L))) | ((t189 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t156 * 8L)))) & (((t190 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t156 * 4L))) | ((t191 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t156 * 8L)))) & (((t192 + (unsigned long)((long)t156 * 8L + 8L + (t157 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t156 * 4L))) | ((t193 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t156 * 8L)))) & (((t194 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t156 * 4L))) | ((t195 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t156 * 4L)))) & (((t196 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t156 * 4L))) | ((t197 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t156 * 4L)))) & (((t198 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t156 * 4L))) | ((t199 + (unsigned long)((long)t156 * 4L + 4L + (t157 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t156 * 4L)))) & (t156 >= 0) & (t156 >= 0) & (t156 >= 0)) {
            long t200 = t157 & -4L;
            __m128i t201 = _mm_set1_epi32((int)(t156 % 7));
            __m128i t202 = _mm_add_epi32(t201, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t203 = t202;
            __m128i t204 = _mm_sub_epi32(t203, _mm_set1_epi32(7));
            __m128i t205 = _mm_min_epu32(t203, t204);
            __m128i t4 = t205;
            __m128i t206 = _mm_set1_epi32((int)(t156 % 5));
            __m128i t207 = _mm_add_epi32(t206, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t208 = t207;
            __m128i t209 = _mm_sub_epi32(t208, _mm_set1_epi32(5));
            __m128i t210 = _mm_min_epu32(t208, t209);
            __m128i t5 = t210;
            __m128i t211 = _mm_set1_epi32((int)(t156 % 3));
            __m128i t212 = _mm_add_epi32(t211, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t213 = t212;
            __m128i t214 = _mm_sub_epi32(t213, _mm_set1_epi32(3));
            __m128i t215 = _mm_min_epu32(t213, t214);
            __m128i t6 = t215;
            long i_vec_1 = 0L;
            for (;;) {
                long t216 = (long)(int)((long)t156 + i_vec_1);
                double *t217 = x + t216;
                __m128i t218 = _mm_add_epi32(_mm_set1_epi32(3), t4);
                __m256d t219 = _mm256_cvtepi32_pd(t218);
                __m256d t220 = _mm256_div_pd(_mm256_set1_pd(1.0), t219);
                _mm256_storeu_pd(t217, t220);
                double *t221 = y + t216;
                __m128i t222 = _mm_add_epi32(t5, _mm_set1_epi32(1));
                __m128i t223 = _mm_sllv_epi32(_mm_set1_epi32(1), t222);
                __m256d t224 = _mm256_cvtepi32_pd(t223);
                __m256d t225 = _mm256_div_pd(_mm256_set1_pd(1.0), t224);
                __m256d t226 = _mm256_add_pd(t219, t225);
                _mm256_storeu_pd(t221, t226);
                __m256d x_v_4 = _mm256_loadu_pd(t217);
                __m256d y_v_4 = _mm256_loadu_pd(t221);
                __m256d t227 = _mm256_mul_pd(x_v_4, y_v_4);
                __m256d t228 = _mm256_xor_pd(t227, _mm256_set1_pd(-0.0));
                __m256d t229 = _mm256_cvtepi32_pd(t6);
                __m256d t230 = _mm256_mask3_fmadd_pd(t229, _mm256_set1_pd(8.881784197001252e-16), t228, (__mmask8)-1);
                _mm256_storeu_pd(z + t216, t230);
                __m256d x_v_5 = _mm256_loadu_pd(t217);
                __m256d y_v_5 = _mm256_loadu_pd(t221);
                __m256d t231 = _mm256_mul_pd(x_v_5, y_v_5);
                _mm256_storeu_pd(a + t216, t231);
                float *t232 = xf + t216;
                __m128 t233 = _mm_cvtepi32_ps(t218);
                __m128 t234 = _mm_div_ps(_mm_set1_ps(1.0f), t233);
                _mm_storeu_ps(t232, t234);
                float *t235 = yf + t216;
                __m128 t236 = _mm_cvtepi32_ps(t223);
                __m128 t237 = _mm_div_ps(_mm_set1_ps(1.0f), t236);
                __m128 t238 = _mm_add_ps(t233, t237);
                _mm_storeu_ps(t235, t238);
                __m128 xf_v_2 = _mm_loadu_ps(t232);
                __m128 yf_v_2 = _mm_loadu_ps(t235);
                __m128 t239 = _mm_mul_ps(xf_v_2, yf_v_2);
                __m128 t240 = _mm_cvtepi32_ps(t6);
                __m128 t241 = _mm_mask3_fmadd_ps(t240, _mm_set1_ps(2.3841858e-7f), t239, (__mmask8)-1);
                _mm_storeu_ps(zf + t216, t241);
                i_vec_1 += 4L;
                __m128i t242 = _mm_add_epi32(t4, _mm_set1_epi32(4));
                __m128i t243 = t242;
                __m128i t244 = _mm_sub_epi32(t243, _mm_set1_epi32(7));
                __m128i t245 = _mm_min_epu32(t243, t244);
                __m128i t246 = t245;
                __m128i t247 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t248 = t247;
                __m128i t249 = _mm_sub_epi32(t248, _mm_set1_epi32(5));
                __m128i t250 = _mm_min_epu32(t248, t249);
                __m128i t251 = t250;
                __m128i t252 = _mm_add_epi32(t6, _mm_set1_epi32(1));
                __m128i t253 = t252;
                __m128i t254 = _mm_sub_epi32(t253, _mm_set1_epi32(3));
                __m128i t255 = _mm_min_epu32(t253, t254);
                __m128i t256 = t255;
                if (i_vec_1 >= t200) {
                    break;
                }
                t4 = t246;
                t5 = t251;
                t6 = t256;
            }
            i = (int)((long)t156 + t200);
        } else {
            i = t156;
        }
        for (; i < n; i++) {
            long t257 = (long)i;
            double *t258 = x + t257;
            int t259 = 3 + i % 7;
            double t260 = (double)t259;
            *t258 = 1.0 / t260;
            double *t261 = y + t257;
            int t262 = 1 << (i % 5 + 1);
            *t261 = t260 + 1.0 / (double)t262;
            int t263 = i % 3;
            z[t257] = -(*t258 * *t261) + (double)t263 * 8.881784197001252e-16;
            a[t257] = *t258 * *t261;
            float *t264 = xf + t257;
            float t265 = (float)t259;
            *t264 = 1.0f / t265;
            float *t266 = yf + t257;
            *t266 = t265 + 1.0f / (float)t262;
            zf[t257] = *t264 * *t266 + (float)t263 * 2.3841858e-7f;
        }
        const double *t267 = y;
        const double *t268 = x;
        madd_f64(n, m, t268, t267, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t268, t267);
        unsigned long t269 = (unsigned long)n;
        unsigned long t270 = t269 * 8UL;
        unsigned long t271 = (_mm256_zeroupper(), hash_bytes((const void *)a, t270));
        unsigned long t272 = (_mm256_zeroupper(), hash_bytes((const void *)af, t269 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t270)), (unsigned long long)t272, (unsigned long long)t271);
        free((void *)a);
        free((void *)m);
        free((void *)x);
        free((void *)y);
        free((void *)z);
        free((void *)af);
        free((void *)xf);
        free((void *)yf);
        free((void *)zf);
    }
}
