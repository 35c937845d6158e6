/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m256d y_v = _mm256_loadu_pd(y + i_vec);
            __m256d t3 = _mm256_mul_pd(x_v, y_v);
            __m256d z_v = _mm256_loadu_pd(z + i_vec);
            __m256d t4 = _mm256_add_pd(t3, z_v);
            _mm256_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d x_v_1 = _mm256_loadu_pd(x + t5);
            __m256d y_v_1 = _mm256_loadu_pd(y + t5);
            __m256d t6 = _mm256_mul_pd(x_v_1, y_v_1);
            __m256d z_v_1 = _mm256_loadu_pd(z + t5);
            __m256d t7 = _mm256_add_pd(t6, z_v_1);
            _mm256_storeu_pd(a + t5, t7);
            long t8 = i_vec + 8L;
            __m256d x_v_2 = _mm256_loadu_pd(x + t8);
            __m256d y_v_2 = _mm256_loadu_pd(y + t8);
            __m256d t9 = _mm256_mul_pd(x_v_2, y_v_2);
            __m256d z_v_2 = _mm256_loadu_pd(z + t8);
            __m256d t10 = _mm256_add_pd(t9, z_v_2);
            _mm256_storeu_pd(a + t8, t10);
            long t11 = i_vec + 12L;
            __m256d x_v_3 = _mm256_loadu_pd(x + t11);
            __m256d y_v_3 = _mm256_loadu_pd(y + t11);
            __m256d t12 = _mm256_mul_pd(x_v_3, y_v_3);
            __m256d z_v_3 = _mm256_loadu_pd(z + t11);
            __m256d t13 = _mm256_add_pd(t12, z_v_3);
            _mm256_storeu_pd(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d x_v_4 = _mm256_loadu_pd(x + t17);
            __m256d y_v_4 = _mm256_loadu_pd(y + t17);
            __m256d t18 = _mm256_mul_pd(x_v_4, y_v_4);
            __m256d z_v_4 = _mm256_loadu_pd(z + t17);
            __m256d t19 = _mm256_add_pd(t18, z_v_4);
            _mm256_storeu_pd(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] + z[t20];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 y_v = _mm256_loadu_ps(y + i_vec);
            __m256 t3 = _mm256_mul_ps(x_v, y_v);
            __m256 z_v = _mm256_loadu_ps(z + i_vec);
            __m256 t4 = _mm256_sub_ps(t3, z_v);
            _mm256_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t5);
            __m256 y_v_1 = _mm256_loadu_ps(y + t5);
            __m256 t6 = _mm256_mul_ps(x_v_1, y_v_1);
            __m256 z_v_1 = _mm256_loadu_ps(z + t5);
            __m256 t7 = _mm256_sub_ps(t6, z_v_1);
            _mm256_storeu_ps(a + t5, t7);
            long t8 = i_vec + 16L;
            __m256 x_v_2 = _mm256_loadu_ps(x + t8);
            __m256 y_v_2 = _mm256_loadu_ps(y + t8);
            __m256 t9 = _mm256_mul_ps(x_v_2, y_v_2);
            __m256 z_v_2 = _mm256_loadu_ps(z + t8);
            __m256 t10 = _mm256_sub_ps(t9, z_v_2);
            _mm256_storeu_ps(a + t8, t10);
            long t11 = i_vec + 24L;
            __m256 x_v_3 = _mm256_loadu_ps(x + t11);
            __m256 y_v_3 = _mm256_loadu_ps(y + t11);
            __m256 t12 = _mm256_mul_ps(x_v_3, y_v_3);
            __m256 z_v_3 = _mm256_loadu_ps(z + t11);
            __m256 t13 = _mm256_sub_ps(t12, z_v_3);
            _mm256_storeu_ps(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 x_v_4 = _mm256_loadu_ps(x + t17);
            __m256 y_v_4 = _mm256_loadu_ps(y + t17);
            __m256 t18 = _mm256_mul_ps(x_v_4, y_v_4);
            __m256 z_v_4 = _mm256_loadu_ps(z + t17);
            __m256 t19 = _mm256_sub_ps(t18, z_v_4);
            _mm256_storeu_ps(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256 x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), x + t24);
        __m256 y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), y + t24);
        __m256 t25 = _mm256_mul_ps(x_v_5, y_v_5);
        __m256 z_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), z + t24);
        __m256 t26 = _mm256_sub_ps(t25, z_v_5);
        _mm256_mask_storeu_ps(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = x[t27] * y[t27] - z[t27];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m128i t3 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t3), (double *)((unsigned long)a + (unsigned long)i_vec * 8UL));
            __m256d y_v = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t3), (const double *)((unsigned long)y + (unsigned long)i_vec * 8UL));
            __m256d t4 = _mm256_mul_pd(x_v, y_v);
            __m256d t5 = _mm256_sub_pd(a_v, t4);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm_movepi32_mask(t3), t5);
            long t6 = i_vec + 4L;
            __m256d x_v_1 = _mm256_loadu_pd(x + t6);
            __m128i t7 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_1, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_1 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t7), (double *)((unsigned long)a + (unsigned long)t6 * 8UL));
            __m256d y_v_1 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t7), (const double *)((unsigned long)y + (unsigned long)t6 * 8UL));
            __m256d t8 = _mm256_mul_pd(x_v_1, y_v_1);
            __m256d t9 = _mm256_sub_pd(a_v_1, t8);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm_movepi32_mask(t7), t9);
            long t10 = i_vec + 8L;
            __m256d x_v_2 = _mm256_loadu_pd(x + t10);
            __m128i t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_2, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_2 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t11), (double *)((unsigned long)a + (unsigned long)t10 * 8UL));
            __m256d y_v_2 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t11), (const double *)((unsigned long)y + (unsigned long)t10 * 8UL));
            __m256d t12 = _mm256_mul_pd(x_v_2, y_v_2);
            __m256d t13 = _mm256_sub_pd(a_v_2, t12);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t10 * 8UL), _mm_movepi32_mask(t11), t13);
            long t14 = i_vec + 12L;
            __m256d x_v_3 = _mm256_loadu_pd(x + t14);
            __m128i t15 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_3, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t15), (double *)((unsigned long)a + (unsigned long)t14 * 8UL));
            __m256d y_v_3 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t15), (const double *)((unsigned long)y + (unsigned long)t14 * 8UL));
            __m256d t16 = _mm256_mul_pd(x_v_3, y_v_3);
            __m256d t17 = _mm256_sub_pd(a_v_3, t16);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t14 * 8UL), _mm_movepi32_mask(t15), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256d x_v_4 = _mm256_loadu_pd(x + t21);
            __m128i t22 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_4, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_4 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t22), (double *)((unsigned long)a + (unsigned long)t21 * 8UL));
            __m256d y_v_4 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t22), (const double *)((unsigned long)y + (unsigned long)t21 * 8UL));
            __m256d t23 = _mm256_mul_pd(x_v_4, y_v_4);
            __m256d t24 = _mm256_sub_pd(a_v_4, t23);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t21 * 8UL), _mm_movepi32_mask(t22), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = x[t25];
        if (t26 > 0.2) {
            double *t27 = a + t25;
            *t27 = *t27 - t26 * y[t25];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t7;
    int t137;
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
            __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(7));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t60, t61);
            __m128i t62 = _mm_set1_epi32(0);
            __m128i t63 = _mm_add_epi32(t62, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(5));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t63, t64);
            __m128i t65 = _mm_set1_epi32(0);
            __m128i t66 = _mm_add_epi32(t65, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(3));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t66, t67);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 4, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                double *t68 = x + i_vec;
                __m128i t69 = _mm_add_epi32(_mm_set1_epi32(3), (__m128i)t1);
                __m256d t70 = _mm256_cvtepi32_pd(t69);
                __m256d t71 = _mm256_div_pd(_mm256_set1_pd(1.0), t70);
                _mm256_storeu_pd(t68, t71);
                double *t72 = y + i_vec;
                __m128i t73 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t74 = _mm_sllv_epi32(_mm_set1_epi32(1), t73);
                __m256d t75 = _mm256_cvtepi32_pd(t74);
                __m256d t76 = _mm256_div_pd(_mm256_set1_pd(1.0), t75);
                __m256d t77 = _mm256_add_pd(t70, t76);
                _mm256_storeu_pd(t72, t77);
                __m256d x_v = _mm256_loadu_pd(t68);
                __m256d y_v = _mm256_loadu_pd(t72);
                __m256d t78 = _mm256_mul_pd(x_v, y_v);
                __m256d t79 = _mm256_xor_pd(t78, _mm256_set1_pd(-0.0));
                __m256d t80 = _mm256_cvtepi32_pd((__m128i)t3);
                __m256d t81 = _mm256_mask3_fmadd_pd(t80, _mm256_set1_pd(8.881784197001252e-16), t79, (__mmask8)-1);
                _mm256_storeu_pd(z + i_vec, t81);
                __m256d x_v_1 = _mm256_loadu_pd(t68);
                __m256d y_v_1 = _mm256_loadu_pd(t72);
                __m256d t82 = _mm256_mul_pd(x_v_1, y_v_1);
                _mm256_storeu_pd(a + i_vec, t82);
                float *t83 = xf + i_vec;
                __m128 t84 = _mm_cvtepi32_ps(t69);
                __m128 t85 = _mm_div_ps(_mm_set1_ps(1.0f), t84);
                _mm_storeu_ps(t83, t85);
                float *t86 = yf + i_vec;
                __m128 t87 = _mm_cvtepi32_ps(t74);
                __m128 t88 = _mm_div_ps(_mm_set1_ps(1.0f), t87);
                __m128 t89 = _mm_add_ps(t84, t88);
                _mm_storeu_ps(t86, t89);
                __m128 xf_v = _mm_loadu_ps(t83);
                __m128 yf_v = _mm_loadu_ps(t86);
                __m128 t90 = _mm_mul_ps(xf_v, yf_v);
                __m128 t91 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t92 = _mm_mask3_fmadd_ps(t91, _mm_set1_ps(2.3841858e-7f), t90, (__mmask8)-1);
                _mm_storeu_ps(zf + i_vec, t92);
                long t93 = i_vec + 4L;
                double *t94 = x + t93;
                __m128i t95 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
                __m128i t96 = _mm_sub_epi32(t95, _mm_set1_epi32(7));
                __m128i t97 = _mm_min_epu32(t95, t96);
                __m128i t98 = _mm_add_epi32(_mm_set1_epi32(3), t97);
                __m256d t99 = _mm256_cvtepi32_pd(t98);
                __m256d t100 = _mm256_div_pd(_mm256_set1_pd(1.0), t99);
                _mm256_storeu_pd(t94, t100);
                double *t101 = y + t93;
                __m128i t102 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t103 = _mm_sub_epi32(t102, _mm_set1_epi32(5));
                __m128i t104 = _mm_min_epu32(t102, t103);
                __m128i t105 = _mm_add_epi32(t104, _mm_set1_epi32(1));
                __m128i t106 = _mm_sllv_epi32(_mm_set1_epi32(1), t105);
                __m256d t107 = _mm256_cvtepi32_pd(t106);
                __m256d t108 = _mm256_div_pd(_mm256_set1_pd(1.0), t107);
                __m256d t109 = _mm256_add_pd(t99, t108);
                _mm256_storeu_pd(t101, t109);
                __m256d x_v_2 = _mm256_loadu_pd(t94);
                __m256d y_v_2 = _mm256_loadu_pd(t101);
                __m256d t110 = _mm256_mul_pd(x_v_2, y_v_2);
                __m256d t111 = _mm256_xor_pd(t110, _mm256_set1_pd(-0.0));
                __m128i t112 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
                __m128i t113 = _mm_sub_epi32(t112, _mm_set1_epi32(3));
                __m128i t114 = _mm_min_epu32(t112, t113);
                __m256d t115 = _mm256_cvtepi32_pd(t114);
                __m256d t116 = _mm256_mask3_fmadd_pd(t115, _mm256_set1_pd(8.881784197001252e-16), t111, (__mmask8)-1);
                _mm256_storeu_pd(z + t93, t116);
                __m256d x_v_3 = _mm256_loadu_pd(t94);
                __m256d y_v_3 = _mm256_loadu_pd(t101);
                __m256d t117 = _mm256_mul_pd(x_v_3, y_v_3);
                _mm256_storeu_pd(a + t93, t117);
                float *t118 = xf + t93;
                __m128 t119 = _mm_cvtepi32_ps(t98);
                __m128 t120 = _mm_div_ps(_mm_set1_ps(1.0f), t119);
                _mm_storeu_ps(t118, t120);
                float *t121 = yf + t93;
                __m128 t122 = _mm_cvtepi32_ps(t106);
                __m128 t123 = _mm_div_ps(_mm_set1_ps(1.0f), t122);
                __m128 t124 = _mm_add_ps(t119, t123);
                _mm_storeu_ps(t121, t124);
                __m128 xf_v_1 = _mm_loadu_ps(t118);
                __m128 yf_v_1 = _mm_loadu_ps(t121);
                __m128 t125 = _mm_mul_ps(xf_v_1, yf_v_1);
                __m128 t126 = _mm_cvtepi32_ps(t114);
                __m128 t127 = _mm_mask3_fmadd_ps(t126, _mm_set1_ps(2.3841858e-7f), t125, (__mmask8)-1);
                _mm_storeu_ps(zf + t93, t127);
                i_vec += 8L;
                __m128i t128 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(7));
                __m128i t130 = _mm_min_epu32(t128, t129);
                __m128i t131 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                __m128i t132 = _mm_sub_epi32(t131, _mm_set1_epi32(5));
                __m128i t133 = _mm_min_epu32(t131, t132);
                __m128i t134 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
                __m128i t135 = _mm_sub_epi32(t134, _mm_set1_epi32(3));
                __m128i t136 = _mm_min_epu32(t134, t135);
                if (i_vec >= t58) {
                    break;
                }
                t1 = (vcc_v4_int)t130;
                t2 = (vcc_v4_int)t133;
                t3 = (vcc_v4_int)t136;
            }
            t137 = (int)t58;
        } else {
            t137 = 0;
        }
        long t138 = (long)n + (long)t137 * -1L;
        unsigned long t139 = (unsigned long)t8;
        unsigned long t140 = (unsigned long)t9;
        unsigned long t141 = (unsigned long)t8;
        unsigned long t142 = (unsigned long)t10;
        unsigned long t143 = (unsigned long)t8;
        unsigned long t144 = (unsigned long)t11;
        unsigned long t145 = (unsigned long)t8;
        unsigned long t146 = (unsigned long)t12;
        unsigned long t147 = (unsigned long)t8;
        unsigned long t148 = (unsigned long)t13;
        unsigned long t149 = (unsigned long)t8;
        unsigned long t150 = (unsigned long)t14;
        unsigned long t151 = (unsigned long)t9;
        unsigned long t152 = (unsigned long)t10;
        unsigned long t153 = (unsigned long)t9;
        unsigned long t154 = (unsigned long)t11;
        unsigned long t155 = (unsigned long)t9;
        unsigned long t156 = (unsigned long)t12;
        unsigned long t157 = (unsigned long)t9;
        unsigned long t158 = (unsigned long)t13;
        unsigned long t159 = (unsigned long)t9;
        unsigned long t160 = (unsigned long)t14;
        unsigned long t161 = (unsigned long)t10;
        unsigned long t162 = (unsigned long)t11;
        unsigned long t163 = (unsigned long)t10;
        unsigned long t164 = (unsigned long)t12;
        unsigned long t165 = (unsigned long)t10;
        unsigned long t166 = (unsigned long)t13;
        unsigned long t167 = (unsigned long)t10;
        unsigned long t168 = (unsigned long)t14;
        unsigned long t169 = (unsigned long)t11;
        unsigned long t170 = (unsigned long)t12;
        unsigned long t171 = (unsigned long)t11;
        unsigned long t172 = (unsigned long)t13;
        unsigned long t173 = (unsigned long)t11;
        unsigned long t174 = (unsigned long)t14;
        unsigned long t175 = (unsigned long)t12;
        unsigned long t176 = (unsigned long)t13;
        unsigned long t177 = (unsigned long)t12;
        unsigned long t178 = (unsigned long)t14;
        unsigned long t179 = (unsigned long)t13;
        unsigned long t180 = (unsigned long)t14;
        if ((t138 >= 4L) & (((t139 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t140 + (unsigned long)((long)t137 * 8L))) | ((t140 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t139 + (unsigned long)((long)t137 * 8L)))) & (((t141 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t142 + (unsigned long)((long)t137 * 8L))) | ((t142 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t141 + (unsigned long)((long)t137 * 8L)))) & (((t143 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t137 * 8L))) | ((t144 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t137 * 8L)))) & (((t145 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t137 * 4L))) | ((t146 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t145 + (unsigned long)((long)t137 * 8L)))) & (((t147 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t148 + (unsigned long)((long)t137 * 4L))) | ((t148 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t147 + (unsigned long)((long)t137 * 8L)))) & (((t149 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t150 + (unsigned long)((long)t137 * 4L))) | ((t150 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t137 * 8L)))) & (((t151 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t152 + (unsigned long)((long)t137 * 8L))) | ((t152 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t151 + (unsigned long)((long)t137 * 8L)))) & (((t153 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t154 + (unsigned long)((long)t137 * 8L))) | ((t154 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t137 * 8L)))) & (((t155 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t156 + (unsigned long)((long)t137 * 4L))) | ((t156 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t137 * 8L)))) & (((t157 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t158 + (unsigned long)((long)t137 * 4L))) | ((t158 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t137 * 8L)))) & (((t159 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t160 + (unsigned long)((long)t137 * 4L))) | ((t160 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t159 + (unsigned long)((long)t137 * 8L)))) & (((t161 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t137 * 8L))) | ((t162 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t161 + (unsigned long)((long)t137 * 8L)))) & (((t163 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t137 * 4L))) | ((t164 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t163 + (unsigned long)((long)t137 * 8L)))) & (((t165 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t137 * 4L))) | ((t166 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t165 + (unsigned long)((long)t137 * 8L)))) & (((t167 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t137 * 4L))) | ((t168 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t167 + (unsigned long)((long)t137 * 8L)))) & (((t169 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t137 * 4L))) | ((t170 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t169 + (unsigned long)((long)t137 * 8L)))) & (((t171 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t137 * 4L))) | ((t172 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t171 + (unsigned long)((long)t137 * 8L)))) & (((t173 + (unsigned long)((long)t137 * 8L + 8L + (t138 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t137 * 4L))) | ((t174 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t173 + (unsigned long)((long)t137 * 8L)))) & (((t175 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t176 + (unsigned long)((long)t137 * 4L))) | ((t176 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t175 + (unsigned long)((long)t137 * 4L)))) & (((t177 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t137 * 4L))) | ((t178 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t137 * 4L)))) & (((t179 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t137 * 4L))) | ((t180 + (unsigned long)((long)t137 * 4L + 4L + (t138 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t137 * 4L)))) & (t137 >= 0) & (t137 >= 0) & (t137 >= 0)) {
            long t181 = t138 & -4L;
            __m128i t182 = _mm_set1_epi32((int)(t137 % 7));
            __m128i t183 = _mm_add_epi32(t182, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t184 = _mm_sub_epi32(t183, _mm_set1_epi32(7));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t183, t184);
            __m128i t185 = _mm_set1_epi32((int)(t137 % 5));
            __m128i t186 = _mm_add_epi32(t185, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t187 = _mm_sub_epi32(t186, _mm_set1_epi32(5));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t186, t187);
            __m128i t188 = _mm_set1_epi32((int)(t137 % 3));
            __m128i t189 = _mm_add_epi32(t188, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t190 = _mm_sub_epi32(t189, _mm_set1_epi32(3));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t189, t190);
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, scalar epilogue */
            for (;;) {
                long t191 = (long)t137 + i_vec_1;
                double *t192 = x + t191;
                __m128i t193 = _mm_add_epi32(_mm_set1_epi32(3), (__m128i)t4);
                __m256d t194 = _mm256_cvtepi32_pd(t193);
                __m256d t195 = _mm256_div_pd(_mm256_set1_pd(1.0), t194);
                _mm256_storeu_pd(t192, t195);
                double *t196 = y + t191;
                __m128i t197 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(1));
                __m128i t198 = _mm_sllv_epi32(_mm_set1_epi32(1), t197);
                __m256d t199 = _mm256_cvtepi32_pd(t198);
                __m256d t200 = _mm256_div_pd(_mm256_set1_pd(1.0), t199);
                __m256d t201 = _mm256_add_pd(t194, t200);
                _mm256_storeu_pd(t196, t201);
                __m256d x_v_4 = _mm256_loadu_pd(t192);
                __m256d y_v_4 = _mm256_loadu_pd(t196);
                __m256d t202 = _mm256_mul_pd(x_v_4, y_v_4);
                __m256d t203 = _mm256_xor_pd(t202, _mm256_set1_pd(-0.0));
                __m256d t204 = _mm256_cvtepi32_pd((__m128i)t6);
                __m256d t205 = _mm256_mask3_fmadd_pd(t204, _mm256_set1_pd(8.881784197001252e-16), t203, (__mmask8)-1);
                _mm256_storeu_pd(z + t191, t205);
                __m256d x_v_5 = _mm256_loadu_pd(t192);
                __m256d y_v_5 = _mm256_loadu_pd(t196);
                __m256d t206 = _mm256_mul_pd(x_v_5, y_v_5);
                _mm256_storeu_pd(a + t191, t206);
                float *t207 = xf + t191;
                __m128 t208 = _mm_cvtepi32_ps(t193);
                __m128 t209 = _mm_div_ps(_mm_set1_ps(1.0f), t208);
                _mm_storeu_ps(t207, t209);
                float *t210 = yf + t191;
                __m128 t211 = _mm_cvtepi32_ps(t198);
                __m128 t212 = _mm_div_ps(_mm_set1_ps(1.0f), t211);
                __m128 t213 = _mm_add_ps(t208, t212);
                _mm_storeu_ps(t210, t213);
                __m128 xf_v_2 = _mm_loadu_ps(t207);
                __m128 yf_v_2 = _mm_loadu_ps(t210);
                __m128 t214 = _mm_mul_ps(xf_v_2, yf_v_2);
                __m128 t215 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t216 = _mm_mask3_fmadd_ps(t215, _mm_set1_ps(2.3841858e-7f), t214, (__mmask8)-1);
                _mm_storeu_ps(zf + t191, t216);
                i_vec_1 += 4L;
                __m128i t217 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
                __m128i t218 = _mm_sub_epi32(t217, _mm_set1_epi32(7));
                __m128i t219 = _mm_min_epu32(t217, t218);
                __m128i t220 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                __m128i t221 = _mm_sub_epi32(t220, _mm_set1_epi32(5));
                __m128i t222 = _mm_min_epu32(t220, t221);
                __m128i t223 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(1));
                __m128i t224 = _mm_sub_epi32(t223, _mm_set1_epi32(3));
                __m128i t225 = _mm_min_epu32(t223, t224);
                if (i_vec_1 >= t181) {
                    break;
                }
                t4 = (vcc_v4_int)t219;
                t5 = (vcc_v4_int)t222;
                t6 = (vcc_v4_int)t225;
            }
            i = (int)((long)t137 + t181);
        } else {
            i = t137;
        }
        for (; i < n; i++) {
            long t226 = (long)i;
            double *t227 = x + t226;
            int t228 = 3 + i % 7;
            double t229 = (double)t228;
            *t227 = 1.0 / t229;
            double *t230 = y + t226;
            int t231 = 1 << (i % 5 + 1);
            *t230 = t229 + 1.0 / (double)t231;
            int t232 = i % 3;
            z[t226] = -(*t227 * *t230) + (double)t232 * 8.881784197001252e-16;
            a[t226] = *t227 * *t230;
            float *t233 = xf + t226;
            float t234 = (float)t228;
            *t233 = 1.0f / t234;
            float *t235 = yf + t226;
            *t235 = t234 + 1.0f / (float)t231;
            zf[t226] = *t233 * *t235 + (float)t232 * 2.3841858e-7f;
        }
        const double *t236 = y;
        const double *t237 = x;
        madd_f64(n, m, t237, t236, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t237, t236);
        unsigned long t238 = (unsigned long)n;
        unsigned long t239 = t238 * 8UL;
        unsigned long t240 = (_mm256_zeroupper(), hash_bytes((const void *)a, t239));
        unsigned long t241 = (_mm256_zeroupper(), hash_bytes((const void *)af, t238 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t239)), (unsigned long long)t241, (unsigned long long)t240);
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
