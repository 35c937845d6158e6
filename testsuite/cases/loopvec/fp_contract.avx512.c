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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t162;
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
        long t18 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t19 = (long)((unsigned long)t8 - (unsigned long)t9);
        long t20 = (long)((unsigned long)t8 - (unsigned long)t9);
        unsigned long t21 = (unsigned long)t8;
        unsigned long t22 = (unsigned long)t10;
        long t23 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t24 = (long)((unsigned long)t8 - (unsigned long)t10);
        long t25 = (long)((unsigned long)t8 - (unsigned long)t10);
        unsigned long t26 = (unsigned long)t8;
        unsigned long t27 = (unsigned long)t11;
        long t28 = (long)((unsigned long)t8 - (unsigned long)t11);
        unsigned long t29 = (unsigned long)t8;
        unsigned long t30 = (unsigned long)t12;
        unsigned long t31 = (unsigned long)t8;
        unsigned long t32 = (unsigned long)t13;
        unsigned long t33 = (unsigned long)t8;
        unsigned long t34 = (unsigned long)t14;
        unsigned long t35 = (unsigned long)t9;
        unsigned long t36 = (unsigned long)t10;
        long t37 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t38 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t39 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t40 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t41 = (long)((unsigned long)t10 - (unsigned long)t9);
        unsigned long t42 = (unsigned long)t9;
        unsigned long t43 = (unsigned long)t11;
        long t44 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t45 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t46 = (long)((unsigned long)t9 - (unsigned long)t11);
        unsigned long t47 = (unsigned long)t9;
        unsigned long t48 = (unsigned long)t12;
        unsigned long t49 = (unsigned long)t9;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t9;
        unsigned long t52 = (unsigned long)t14;
        unsigned long t53 = (unsigned long)t10;
        unsigned long t54 = (unsigned long)t11;
        long t55 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t56 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t57 = (long)((unsigned long)t10 - (unsigned long)t11);
        unsigned long t58 = (unsigned long)t10;
        unsigned long t59 = (unsigned long)t12;
        unsigned long t60 = (unsigned long)t10;
        unsigned long t61 = (unsigned long)t13;
        unsigned long t62 = (unsigned long)t10;
        unsigned long t63 = (unsigned long)t14;
        unsigned long t64 = (unsigned long)t11;
        unsigned long t65 = (unsigned long)t12;
        unsigned long t66 = (unsigned long)t11;
        unsigned long t67 = (unsigned long)t13;
        unsigned long t68 = (unsigned long)t11;
        unsigned long t69 = (unsigned long)t14;
        unsigned long t70 = (unsigned long)t12;
        unsigned long t71 = (unsigned long)t13;
        long t72 = (long)((unsigned long)t13 - (unsigned long)t12);
        long t73 = (long)((unsigned long)t12 - (unsigned long)t13);
        long t74 = (long)((unsigned long)t13 - (unsigned long)t12);
        unsigned long t75 = (unsigned long)t12;
        unsigned long t76 = (unsigned long)t14;
        long t77 = (long)((unsigned long)t14 - (unsigned long)t12);
        long t78 = (long)((unsigned long)t14 - (unsigned long)t12);
        unsigned long t79 = (unsigned long)t13;
        unsigned long t80 = (unsigned long)t14;
        long t81 = (long)((unsigned long)t14 - (unsigned long)t13);
        long t82 = (long)((unsigned long)t14 - (unsigned long)t13);
        if ((t15 >= 8L) & (((t16 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t16) | (((t18 <= 0L) | (t18 >= 64L)) & ((t19 <= 0L) | (t19 >= 64L)) & ((t20 <= 0L) | (t20 >= 64L)))) & (((t21 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t21) | (((t23 <= 0L) | (t23 >= 64L)) & ((t24 <= 0L) | (t24 >= 64L)) & ((t25 <= 0L) | (t25 >= 64L)))) & (((t26 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t26) | ((t28 <= 0L) | (t28 >= 64L))) & (((t29 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t30) | ((t30 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t32) | ((t32 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t34) | ((t34 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t36) | ((t36 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t35) | (((t37 <= 0L) | (t37 >= 64L)) & ((t38 <= 0L) | (t38 >= 64L)) & ((t39 <= 0L) | (t39 >= 64L)) & ((t40 <= 0L) | (t40 >= 64L)) & ((t41 <= 0L) | (t41 >= 64L)))) & (((t42 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t42) | (((t44 <= 0L) | (t44 >= 64L)) & ((t45 <= 0L) | (t45 >= 64L)) & ((t46 <= 0L) | (t46 >= 64L)))) & (((t47 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t50) | ((t50 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t52) | ((t52 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t54) | ((t54 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t53) | (((t55 <= 0L) | (t55 >= 64L)) & ((t56 <= 0L) | (t56 >= 64L)) & ((t57 <= 0L) | (t57 >= 64L)))) & (((t58 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t59) | ((t59 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t58)) & (((t60 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t61) | ((t61 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t60)) & (((t62 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t63) | ((t63 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t62)) & (((t64 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t65) | ((t65 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t64)) & (((t66 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t67) | ((t67 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t66)) & (((t68 + (unsigned long)(8L + (t15 - 1L) * 8L)) <= t69) | ((t69 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t68)) & (((t70 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t71) | ((t71 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t70) | (((t72 <= 0L) | (t72 >= 32L)) & ((t73 <= 0L) | (t73 >= 32L)) & ((t74 <= 0L) | (t74 >= 32L)))) & (((t75 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t76) | ((t76 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t75) | (((t77 <= 0L) | (t77 >= 32L)) & ((t78 <= 0L) | (t78 >= 32L)))) & (((t79 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t80) | ((t80 + (unsigned long)(4L + (t15 - 1L) * 4L)) <= t79) | (((t81 <= 0L) | (t81 >= 32L)) & ((t82 <= 0L) | (t82 >= 32L)))) & 1 & 1 & 1) {
            long t83 = t15 & -8L;
            __m128i t84 = _mm_set1_epi32(0);
            __m128i t85 = _mm_add_epi32(t84, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t86 = _mm_sub_epi32(t85, _mm_set1_epi32(7));
            vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t85, t86);
            __m128i t87 = _mm_set1_epi32(0);
            __m128i t88 = _mm_add_epi32(t87, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t89 = _mm_sub_epi32(t88, _mm_set1_epi32(5));
            vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t88, t89);
            __m128i t90 = _mm_set1_epi32(0);
            __m128i t91 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t92 = _mm_sub_epi32(t91, _mm_set1_epi32(3));
            vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t91, t92);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 4, UF 2, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                double *t93 = x + i_vec;
                __m128i t94 = _mm_add_epi32(_mm_set1_epi32(3), (__m128i)t1);
                __m256d t95 = _mm256_cvtepi32_pd(t94);
                __m256d t96 = _mm256_div_pd(_mm256_set1_pd(1.0), t95);
                _mm256_storeu_pd(t93, t96);
                double *t97 = y + i_vec;
                __m128i t98 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                __m128i t99 = _mm_sllv_epi32(_mm_set1_epi32(1), t98);
                __m256d t100 = _mm256_cvtepi32_pd(t99);
                __m256d t101 = _mm256_div_pd(_mm256_set1_pd(1.0), t100);
                __m256d t102 = _mm256_add_pd(t95, t101);
                _mm256_storeu_pd(t97, t102);
                __m256d x_v = _mm256_loadu_pd(t93);
                __m256d y_v = _mm256_loadu_pd(t97);
                __m256d t103 = _mm256_mul_pd(x_v, y_v);
                __m256d t104 = _mm256_xor_pd(t103, _mm256_set1_pd(-0.0));
                __m256d t105 = _mm256_cvtepi32_pd((__m128i)t3);
                __m256d t106 = _mm256_mask3_fmadd_pd(t105, _mm256_set1_pd(8.881784197001252e-16), t104, (__mmask8)-1);
                _mm256_storeu_pd(z + i_vec, t106);
                __m256d x_v_1 = _mm256_loadu_pd(t93);
                __m256d y_v_1 = _mm256_loadu_pd(t97);
                __m256d t107 = _mm256_mul_pd(x_v_1, y_v_1);
                _mm256_storeu_pd(a + i_vec, t107);
                float *t108 = xf + i_vec;
                __m128 t109 = _mm_cvtepi32_ps(t94);
                __m128 t110 = _mm_div_ps(_mm_set1_ps(1.0f), t109);
                _mm_storeu_ps(t108, t110);
                float *t111 = yf + i_vec;
                __m128 t112 = _mm_cvtepi32_ps(t99);
                __m128 t113 = _mm_div_ps(_mm_set1_ps(1.0f), t112);
                __m128 t114 = _mm_add_ps(t109, t113);
                _mm_storeu_ps(t111, t114);
                __m128 xf_v = _mm_loadu_ps(t108);
                __m128 yf_v = _mm_loadu_ps(t111);
                __m128 t115 = _mm_mul_ps(xf_v, yf_v);
                __m128 t116 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t117 = _mm_mask3_fmadd_ps(t116, _mm_set1_ps(2.3841858e-7f), t115, (__mmask8)-1);
                _mm_storeu_ps(zf + i_vec, t117);
                long t118 = i_vec + 4L;
                double *t119 = x + t118;
                __m128i t120 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
                __m128i t121 = _mm_sub_epi32(t120, _mm_set1_epi32(7));
                __m128i t122 = _mm_min_epu32(t120, t121);
                __m128i t123 = _mm_add_epi32(_mm_set1_epi32(3), t122);
                __m256d t124 = _mm256_cvtepi32_pd(t123);
                __m256d t125 = _mm256_div_pd(_mm256_set1_pd(1.0), t124);
                _mm256_storeu_pd(t119, t125);
                double *t126 = y + t118;
                __m128i t127 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t128 = _mm_sub_epi32(t127, _mm_set1_epi32(5));
                __m128i t129 = _mm_min_epu32(t127, t128);
                __m128i t130 = _mm_add_epi32(t129, _mm_set1_epi32(1));
                __m128i t131 = _mm_sllv_epi32(_mm_set1_epi32(1), t130);
                __m256d t132 = _mm256_cvtepi32_pd(t131);
                __m256d t133 = _mm256_div_pd(_mm256_set1_pd(1.0), t132);
                __m256d t134 = _mm256_add_pd(t124, t133);
                _mm256_storeu_pd(t126, t134);
                __m256d x_v_2 = _mm256_loadu_pd(t119);
                __m256d y_v_2 = _mm256_loadu_pd(t126);
                __m256d t135 = _mm256_mul_pd(x_v_2, y_v_2);
                __m256d t136 = _mm256_xor_pd(t135, _mm256_set1_pd(-0.0));
                __m128i t137 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
                __m128i t138 = _mm_sub_epi32(t137, _mm_set1_epi32(3));
                __m128i t139 = _mm_min_epu32(t137, t138);
                __m256d t140 = _mm256_cvtepi32_pd(t139);
                __m256d t141 = _mm256_mask3_fmadd_pd(t140, _mm256_set1_pd(8.881784197001252e-16), t136, (__mmask8)-1);
                _mm256_storeu_pd(z + t118, t141);
                __m256d x_v_3 = _mm256_loadu_pd(t119);
                __m256d y_v_3 = _mm256_loadu_pd(t126);
                __m256d t142 = _mm256_mul_pd(x_v_3, y_v_3);
                _mm256_storeu_pd(a + t118, t142);
                float *t143 = xf + t118;
                __m128 t144 = _mm_cvtepi32_ps(t123);
                __m128 t145 = _mm_div_ps(_mm_set1_ps(1.0f), t144);
                _mm_storeu_ps(t143, t145);
                float *t146 = yf + t118;
                __m128 t147 = _mm_cvtepi32_ps(t131);
                __m128 t148 = _mm_div_ps(_mm_set1_ps(1.0f), t147);
                __m128 t149 = _mm_add_ps(t144, t148);
                _mm_storeu_ps(t146, t149);
                __m128 xf_v_1 = _mm_loadu_ps(t143);
                __m128 yf_v_1 = _mm_loadu_ps(t146);
                __m128 t150 = _mm_mul_ps(xf_v_1, yf_v_1);
                __m128 t151 = _mm_cvtepi32_ps(t139);
                __m128 t152 = _mm_mask3_fmadd_ps(t151, _mm_set1_ps(2.3841858e-7f), t150, (__mmask8)-1);
                _mm_storeu_ps(zf + t118, t152);
                i_vec += 8L;
                __m128i t153 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t154 = _mm_sub_epi32(t153, _mm_set1_epi32(7));
                __m128i t155 = _mm_min_epu32(t153, t154);
                __m128i t156 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                __m128i t157 = _mm_sub_epi32(t156, _mm_set1_epi32(5));
                __m128i t158 = _mm_min_epu32(t156, t157);
                __m128i t159 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
                __m128i t160 = _mm_sub_epi32(t159, _mm_set1_epi32(3));
                __m128i t161 = _mm_min_epu32(t159, t160);
                if (i_vec >= t83) {
                    break;
                }
                t1 = (vcc_v4_int)t155;
                t2 = (vcc_v4_int)t158;
                t3 = (vcc_v4_int)t161;
            }
            t162 = (int)t83;
        } else {
            t162 = 0;
        }
        long t163 = (long)n + (long)t162 * -1L;
        unsigned long t164 = (unsigned long)t8;
        unsigned long t165 = (unsigned long)t9;
        long t166 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t167 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t168 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        unsigned long t169 = (unsigned long)t8;
        unsigned long t170 = (unsigned long)t10;
        long t171 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t172 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t173 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        unsigned long t174 = (unsigned long)t8;
        unsigned long t175 = (unsigned long)t11;
        long t176 = (long)((unsigned long)t8 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t162 * 8L)));
        unsigned long t177 = (unsigned long)t8;
        unsigned long t178 = (unsigned long)t12;
        unsigned long t179 = (unsigned long)t8;
        unsigned long t180 = (unsigned long)t13;
        unsigned long t181 = (unsigned long)t8;
        unsigned long t182 = (unsigned long)t14;
        unsigned long t183 = (unsigned long)t9;
        unsigned long t184 = (unsigned long)t10;
        long t185 = (long)((unsigned long)t10 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t186 = (long)((unsigned long)t9 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t187 = (long)((unsigned long)t10 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t188 = (long)((unsigned long)t9 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t189 = (long)((unsigned long)t10 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        unsigned long t190 = (unsigned long)t9;
        unsigned long t191 = (unsigned long)t11;
        long t192 = (long)((unsigned long)t11 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t193 = (long)((unsigned long)t11 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t162 * 8L)));
        long t194 = (long)((unsigned long)t9 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t162 * 8L)));
        unsigned long t195 = (unsigned long)t9;
        unsigned long t196 = (unsigned long)t12;
        unsigned long t197 = (unsigned long)t9;
        unsigned long t198 = (unsigned long)t13;
        unsigned long t199 = (unsigned long)t9;
        unsigned long t200 = (unsigned long)t14;
        unsigned long t201 = (unsigned long)t10;
        unsigned long t202 = (unsigned long)t11;
        long t203 = (long)((unsigned long)t11 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t204 = (long)((unsigned long)t11 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t162 * 8L)));
        long t205 = (long)((unsigned long)t10 + (unsigned long)((long)t162 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t162 * 8L)));
        unsigned long t206 = (unsigned long)t10;
        unsigned long t207 = (unsigned long)t12;
        unsigned long t208 = (unsigned long)t10;
        unsigned long t209 = (unsigned long)t13;
        unsigned long t210 = (unsigned long)t10;
        unsigned long t211 = (unsigned long)t14;
        unsigned long t212 = (unsigned long)t11;
        unsigned long t213 = (unsigned long)t12;
        unsigned long t214 = (unsigned long)t11;
        unsigned long t215 = (unsigned long)t13;
        unsigned long t216 = (unsigned long)t11;
        unsigned long t217 = (unsigned long)t14;
        unsigned long t218 = (unsigned long)t12;
        unsigned long t219 = (unsigned long)t13;
        long t220 = (long)((unsigned long)t13 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t162 * 4L)));
        long t221 = (long)((unsigned long)t12 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t162 * 4L)));
        long t222 = (long)((unsigned long)t13 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t162 * 4L)));
        unsigned long t223 = (unsigned long)t12;
        unsigned long t224 = (unsigned long)t14;
        long t225 = (long)((unsigned long)t14 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t162 * 4L)));
        long t226 = (long)((unsigned long)t14 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t162 * 4L)));
        unsigned long t227 = (unsigned long)t13;
        unsigned long t228 = (unsigned long)t14;
        long t229 = (long)((unsigned long)t14 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t162 * 4L)));
        long t230 = (long)((unsigned long)t14 + (unsigned long)((long)t162 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t162 * 4L)));
        if ((t163 >= 4L) & (((t164 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t162 * 8L))) | ((t165 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t162 * 8L))) | (((t166 <= 0L) | (t166 >= 32L)) & ((t167 <= 0L) | (t167 >= 32L)) & ((t168 <= 0L) | (t168 >= 32L)))) & (((t169 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t170 + (unsigned long)((long)t162 * 8L))) | ((t170 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t162 * 8L))) | (((t171 <= 0L) | (t171 >= 32L)) & ((t172 <= 0L) | (t172 >= 32L)) & ((t173 <= 0L) | (t173 >= 32L)))) & (((t174 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t162 * 8L))) | ((t175 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t162 * 8L))) | ((t176 <= 0L) | (t176 >= 32L))) & (((t177 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t162 * 4L))) | ((t178 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t177 + (unsigned long)((long)t162 * 8L)))) & (((t179 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t162 * 4L))) | ((t180 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t179 + (unsigned long)((long)t162 * 8L)))) & (((t181 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t162 * 4L))) | ((t182 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t162 * 8L)))) & (((t183 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t162 * 8L))) | ((t184 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t162 * 8L))) | (((t185 <= 0L) | (t185 >= 32L)) & ((t186 <= 0L) | (t186 >= 32L)) & ((t187 <= 0L) | (t187 >= 32L)) & ((t188 <= 0L) | (t188 >= 32L)) & ((t189 <= 0L) | (t189 >= 32L)))) & (((t190 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t162 * 8L))) | ((t191 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t162 * 8L))) | (((t192 <= 0L) | (t192 >= 32L)) & ((t193 <= 0L) | (t193 >= 32L)) & ((t194 <= 0L) | (t194 >= 32L)))) & (((t195 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t196 + (unsigned long)((long)t162 * 4L))) | ((t196 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t195 + (unsigned long)((long)t162 * 8L)))) & (((t197 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t162 * 4L))) | ((t198 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t197 + (unsigned long)((long)t162 * 8L)))) & (((t199 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t162 * 4L))) | ((t200 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t162 * 8L)))) & (((t201 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t162 * 8L))) | ((t202 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t162 * 8L))) | (((t203 <= 0L) | (t203 >= 32L)) & ((t204 <= 0L) | (t204 >= 32L)) & ((t205 <= 0L) | (t205 >= 32L)))) & (((t206 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t162 * 4L))) | ((t207 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t162 * 8L)))) & (((t208 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t209 + (unsigned long)((long)t162 * 4L))) | ((t209 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t162 * 8L)))) & (((t210 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t162 * 4L))) | ((t211 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t162 * 8L)))) & (((t212 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t213 + (unsigned long)((long)t162 * 4L))) | ((t213 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t162 * 8L)))) & (((t214 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t162 * 4L))) | ((t215 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t214 + (unsigned long)((long)t162 * 8L)))) & (((t216 + (unsigned long)((long)t162 * 8L + 8L + (t163 - 1L) * 8L)) <= (t217 + (unsigned long)((long)t162 * 4L))) | ((t217 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t162 * 8L)))) & (((t218 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t219 + (unsigned long)((long)t162 * 4L))) | ((t219 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t218 + (unsigned long)((long)t162 * 4L))) | (((t220 <= 0L) | (t220 >= 16L)) & ((t221 <= 0L) | (t221 >= 16L)) & ((t222 <= 0L) | (t222 >= 16L)))) & (((t223 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t224 + (unsigned long)((long)t162 * 4L))) | ((t224 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t223 + (unsigned long)((long)t162 * 4L))) | (((t225 <= 0L) | (t225 >= 16L)) & ((t226 <= 0L) | (t226 >= 16L)))) & (((t227 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t162 * 4L))) | ((t228 + (unsigned long)((long)t162 * 4L + 4L + (t163 - 1L) * 4L)) <= (t227 + (unsigned long)((long)t162 * 4L))) | (((t229 <= 0L) | (t229 >= 16L)) & ((t230 <= 0L) | (t230 >= 16L)))) & (t162 >= 0) & (t162 >= 0) & (t162 >= 0)) {
            long t231 = t163 & -4L;
            __m128i t232 = _mm_set1_epi32((int)(t162 % 7));
            __m128i t233 = _mm_add_epi32(t232, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t234 = _mm_sub_epi32(t233, _mm_set1_epi32(7));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t233, t234);
            __m128i t235 = _mm_set1_epi32((int)(t162 % 5));
            __m128i t236 = _mm_add_epi32(t235, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t237 = _mm_sub_epi32(t236, _mm_set1_epi32(5));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t236, t237);
            __m128i t238 = _mm_set1_epi32((int)(t162 % 3));
            __m128i t239 = _mm_add_epi32(t238, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t240 = _mm_sub_epi32(t239, _mm_set1_epi32(3));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t239, t240);
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t241 = (long)t162 + i_vec_1;
                double *t242 = x + t241;
                __m128i t243 = _mm_add_epi32(_mm_set1_epi32(3), (__m128i)t4);
                __m256d t244 = _mm256_cvtepi32_pd(t243);
                __m256d t245 = _mm256_div_pd(_mm256_set1_pd(1.0), t244);
                _mm256_storeu_pd(t242, t245);
                double *t246 = y + t241;
                __m128i t247 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(1));
                __m128i t248 = _mm_sllv_epi32(_mm_set1_epi32(1), t247);
                __m256d t249 = _mm256_cvtepi32_pd(t248);
                __m256d t250 = _mm256_div_pd(_mm256_set1_pd(1.0), t249);
                __m256d t251 = _mm256_add_pd(t244, t250);
                _mm256_storeu_pd(t246, t251);
                __m256d x_v_4 = _mm256_loadu_pd(t242);
                __m256d y_v_4 = _mm256_loadu_pd(t246);
                __m256d t252 = _mm256_mul_pd(x_v_4, y_v_4);
                __m256d t253 = _mm256_xor_pd(t252, _mm256_set1_pd(-0.0));
                __m256d t254 = _mm256_cvtepi32_pd((__m128i)t6);
                __m256d t255 = _mm256_mask3_fmadd_pd(t254, _mm256_set1_pd(8.881784197001252e-16), t253, (__mmask8)-1);
                _mm256_storeu_pd(z + t241, t255);
                __m256d x_v_5 = _mm256_loadu_pd(t242);
                __m256d y_v_5 = _mm256_loadu_pd(t246);
                __m256d t256 = _mm256_mul_pd(x_v_5, y_v_5);
                _mm256_storeu_pd(a + t241, t256);
                float *t257 = xf + t241;
                __m128 t258 = _mm_cvtepi32_ps(t243);
                __m128 t259 = _mm_div_ps(_mm_set1_ps(1.0f), t258);
                _mm_storeu_ps(t257, t259);
                float *t260 = yf + t241;
                __m128 t261 = _mm_cvtepi32_ps(t248);
                __m128 t262 = _mm_div_ps(_mm_set1_ps(1.0f), t261);
                __m128 t263 = _mm_add_ps(t258, t262);
                _mm_storeu_ps(t260, t263);
                __m128 xf_v_2 = _mm_loadu_ps(t257);
                __m128 yf_v_2 = _mm_loadu_ps(t260);
                __m128 t264 = _mm_mul_ps(xf_v_2, yf_v_2);
                __m128 t265 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t266 = _mm_mask3_fmadd_ps(t265, _mm_set1_ps(2.3841858e-7f), t264, (__mmask8)-1);
                _mm_storeu_ps(zf + t241, t266);
                i_vec_1 += 4L;
                __m128i t267 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
                __m128i t268 = _mm_sub_epi32(t267, _mm_set1_epi32(7));
                __m128i t269 = _mm_min_epu32(t267, t268);
                __m128i t270 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                __m128i t271 = _mm_sub_epi32(t270, _mm_set1_epi32(5));
                __m128i t272 = _mm_min_epu32(t270, t271);
                __m128i t273 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(1));
                __m128i t274 = _mm_sub_epi32(t273, _mm_set1_epi32(3));
                __m128i t275 = _mm_min_epu32(t273, t274);
                if (i_vec_1 >= t231) {
                    break;
                }
                t4 = (vcc_v4_int)t269;
                t5 = (vcc_v4_int)t272;
                t6 = (vcc_v4_int)t275;
            }
            i = (int)((long)t162 + t231);
        } else {
            i = t162;
        }
        for (; i < n; i++) {
            long t276 = (long)i;
            double *t277 = x + t276;
            int t278 = 3 + i % 7;
            double t279 = (double)t278;
            *t277 = 1.0 / t279;
            double *t280 = y + t276;
            int t281 = 1 << (i % 5 + 1);
            *t280 = t279 + 1.0 / (double)t281;
            int t282 = i % 3;
            z[t276] = -(*t277 * *t280) + (double)t282 * 8.881784197001252e-16;
            a[t276] = *t277 * *t280;
            float *t283 = xf + t276;
            float t284 = (float)t278;
            *t283 = 1.0f / t284;
            float *t285 = yf + t276;
            *t285 = t284 + 1.0f / (float)t281;
            zf[t276] = *t283 * *t285 + (float)t282 * 2.3841858e-7f;
        }
        const double *t286 = y;
        const double *t287 = x;
        madd_f64(n, m, t287, t286, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t287, t286);
        unsigned long t288 = (unsigned long)n;
        unsigned long t289 = t288 * 8UL;
        unsigned long t290 = (_mm256_zeroupper(), hash_bytes((const void *)a, t289));
        unsigned long t291 = (_mm256_zeroupper(), hash_bytes((const void *)af, t288 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t289)), (unsigned long long)t291, (unsigned long long)t290);
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
