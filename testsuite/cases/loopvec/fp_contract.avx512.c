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
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(x + t5);
            __m256d t7 = _mm256_loadu_pd(y + t5);
            __m256d t8 = _mm256_mul_pd(t6, t7);
            __m256d t9 = _mm256_loadu_pd(z + t5);
            __m256d t10 = _mm256_add_pd(t8, t9);
            _mm256_storeu_pd(a + t5, t10);
            long t11 = (long)(int)(t1 + 4L);
            __m256d t12 = _mm256_loadu_pd(x + t11);
            __m256d t13 = _mm256_loadu_pd(y + t11);
            __m256d t14 = _mm256_mul_pd(t12, t13);
            __m256d t15 = _mm256_loadu_pd(z + t11);
            __m256d t16 = _mm256_add_pd(t14, t15);
            _mm256_storeu_pd(a + t11, t16);
            long t17 = (long)(int)(t1 + 8L);
            __m256d t18 = _mm256_loadu_pd(x + t17);
            __m256d t19 = _mm256_loadu_pd(y + t17);
            __m256d t20 = _mm256_mul_pd(t18, t19);
            __m256d t21 = _mm256_loadu_pd(z + t17);
            __m256d t22 = _mm256_add_pd(t20, t21);
            _mm256_storeu_pd(a + t17, t22);
            long t23 = (long)(int)(t1 + 12L);
            __m256d t24 = _mm256_loadu_pd(x + t23);
            __m256d t25 = _mm256_loadu_pd(y + t23);
            __m256d t26 = _mm256_mul_pd(t24, t25);
            __m256d t27 = _mm256_loadu_pd(z + t23);
            __m256d t28 = _mm256_add_pd(t26, t27);
            _mm256_storeu_pd(a + t23, t28);
            t1 += 16L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256d t33 = _mm256_loadu_pd(x + t32);
            __m256d t34 = _mm256_loadu_pd(y + t32);
            __m256d t35 = _mm256_mul_pd(t33, t34);
            __m256d t36 = _mm256_loadu_pd(z + t32);
            __m256d t37 = _mm256_add_pd(t35, t36);
            _mm256_storeu_pd(a + t32, t37);
            t2 += 4L;
        } while (t2 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = x[t38] * y[t38] + z[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(x + t5);
            __m256 t7 = _mm256_loadu_ps(y + t5);
            __m256 t8 = _mm256_mul_ps(t6, t7);
            __m256 t9 = _mm256_loadu_ps(z + t5);
            __m256 t10 = _mm256_sub_ps(t8, t9);
            _mm256_storeu_ps(a + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(x + t11);
            __m256 t13 = _mm256_loadu_ps(y + t11);
            __m256 t14 = _mm256_mul_ps(t12, t13);
            __m256 t15 = _mm256_loadu_ps(z + t11);
            __m256 t16 = _mm256_sub_ps(t14, t15);
            _mm256_storeu_ps(a + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256 t18 = _mm256_loadu_ps(x + t17);
            __m256 t19 = _mm256_loadu_ps(y + t17);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 t21 = _mm256_loadu_ps(z + t17);
            __m256 t22 = _mm256_sub_ps(t20, t21);
            _mm256_storeu_ps(a + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256 t24 = _mm256_loadu_ps(x + t23);
            __m256 t25 = _mm256_loadu_ps(y + t23);
            __m256 t26 = _mm256_mul_ps(t24, t25);
            __m256 t27 = _mm256_loadu_ps(z + t23);
            __m256 t28 = _mm256_sub_ps(t26, t27);
            _mm256_storeu_ps(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256 t33 = _mm256_loadu_ps(x + t32);
            __m256 t34 = _mm256_loadu_ps(y + t32);
            __m256 t35 = _mm256_mul_ps(t33, t34);
            __m256 t36 = _mm256_loadu_ps(z + t32);
            __m256 t37 = _mm256_sub_ps(t35, t36);
            _mm256_storeu_ps(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), x + t42);
        __m256 t44 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), y + t42);
        __m256 t45 = _mm256_mul_ps(t43, t44);
        __m256 t46 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), z + t42);
        __m256 t47 = _mm256_sub_ps(t45, t46);
        _mm256_mask_storeu_ps(a + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = x[t48] * y[t48] - z[t48];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(x + t5);
            __m128i t7 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t6, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t8 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t7), (double *)((unsigned long)a + (unsigned long)t5 * 8UL));
            __m256d t9 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t7), (const double *)((unsigned long)y + (unsigned long)t5 * 8UL));
            __m256d t10 = _mm256_mul_pd(t6, t9);
            __m256d t11 = _mm256_sub_pd(t8, t10);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm_movepi32_mask(t7), t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(x + t12);
            __m128i t14 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t15 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t14), (double *)((unsigned long)a + (unsigned long)t12 * 8UL));
            __m256d t16 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t14), (const double *)((unsigned long)y + (unsigned long)t12 * 8UL));
            __m256d t17 = _mm256_mul_pd(t13, t16);
            __m256d t18 = _mm256_sub_pd(t15, t17);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t12 * 8UL), _mm_movepi32_mask(t14), t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256d t20 = _mm256_loadu_pd(x + t19);
            __m128i t21 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t20, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t22 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t21), (double *)((unsigned long)a + (unsigned long)t19 * 8UL));
            __m256d t23 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t21), (const double *)((unsigned long)y + (unsigned long)t19 * 8UL));
            __m256d t24 = _mm256_mul_pd(t20, t23);
            __m256d t25 = _mm256_sub_pd(t22, t24);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t19 * 8UL), _mm_movepi32_mask(t21), t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256d t27 = _mm256_loadu_pd(x + t26);
            __m128i t28 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t27, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t29 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t28), (double *)((unsigned long)a + (unsigned long)t26 * 8UL));
            __m256d t30 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t28), (const double *)((unsigned long)y + (unsigned long)t26 * 8UL));
            __m256d t31 = _mm256_mul_pd(t27, t30);
            __m256d t32 = _mm256_sub_pd(t29, t31);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t26 * 8UL), _mm_movepi32_mask(t28), t32);
            t1 += 16L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m256d t37 = _mm256_loadu_pd(x + t36);
            __m128i t38 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t37, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t39 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t38), (double *)((unsigned long)a + (unsigned long)t36 * 8UL));
            __m256d t40 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t38), (const double *)((unsigned long)y + (unsigned long)t36 * 8UL));
            __m256d t41 = _mm256_mul_pd(t37, t40);
            __m256d t42 = _mm256_sub_pd(t39, t41);
            _mm256_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm_movepi32_mask(t38), t42);
            t2 += 4L;
        } while (t2 < t35);
        i = (int)((long)t33 + t35);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        double t44 = x[t43];
        if (t44 > 0.2) {
            double *t45 = a + t43;
            *t45 = *t45 - t44 * y[t43];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t9;
    int t170;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            return 0;
        }
        void *t10 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *a = (double *)t10;
        double *m = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t11 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *x = (double *)t11;
        void *t12 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)t12;
        void *t13 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *z = (double *)t13;
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t14 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *xf = (float *)t14;
        void *t15 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)t15;
        void *t16 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *zf = (float *)t16;
        long t17 = (long)n;
        unsigned long t18 = (unsigned long)t10;
        unsigned long t19 = (unsigned long)t11;
        unsigned long t20 = (unsigned long)t10;
        unsigned long t21 = (unsigned long)t12;
        unsigned long t22 = (unsigned long)t10;
        unsigned long t23 = (unsigned long)t13;
        unsigned long t24 = (unsigned long)t10;
        unsigned long t25 = (unsigned long)t14;
        unsigned long t26 = (unsigned long)t10;
        unsigned long t27 = (unsigned long)t15;
        unsigned long t28 = (unsigned long)t10;
        unsigned long t29 = (unsigned long)t16;
        unsigned long t30 = (unsigned long)t11;
        unsigned long t31 = (unsigned long)t12;
        unsigned long t32 = (unsigned long)t11;
        unsigned long t33 = (unsigned long)t13;
        unsigned long t34 = (unsigned long)t11;
        unsigned long t35 = (unsigned long)t14;
        unsigned long t36 = (unsigned long)t11;
        unsigned long t37 = (unsigned long)t15;
        unsigned long t38 = (unsigned long)t11;
        unsigned long t39 = (unsigned long)t16;
        unsigned long t40 = (unsigned long)t12;
        unsigned long t41 = (unsigned long)t13;
        unsigned long t42 = (unsigned long)t12;
        unsigned long t43 = (unsigned long)t14;
        unsigned long t44 = (unsigned long)t12;
        unsigned long t45 = (unsigned long)t15;
        unsigned long t46 = (unsigned long)t12;
        unsigned long t47 = (unsigned long)t16;
        unsigned long t48 = (unsigned long)t13;
        unsigned long t49 = (unsigned long)t14;
        unsigned long t50 = (unsigned long)t13;
        unsigned long t51 = (unsigned long)t15;
        unsigned long t52 = (unsigned long)t13;
        unsigned long t53 = (unsigned long)t16;
        unsigned long t54 = (unsigned long)t14;
        unsigned long t55 = (unsigned long)t15;
        unsigned long t56 = (unsigned long)t14;
        unsigned long t57 = (unsigned long)t16;
        unsigned long t58 = (unsigned long)t15;
        unsigned long t59 = (unsigned long)t16;
        if ((t17 >= 8L) & (((t18 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t20)) & (((t22 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t28)) & (((t30 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t30)) & (((t32 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t32)) & (((t34 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t36)) & (((t38 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t38)) & (((t40 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t40)) & (((t42 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(8L + (t17 - 1L) * 8L)) <= t53) | ((t53 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t54)) & (((t56 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t56)) & (((t58 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t59) | ((t59 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t58)) & 1 & 1 & 1) {
            long t60 = t17 & -8L;
            __m128i t61 = _mm_set1_epi32(0);
            __m128i t62 = _mm_add_epi32(t61, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t63 = t62;
            __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(7));
            __m128i t65 = _mm_min_epu32(t63, t64);
            __m128i t1 = t65;
            __m128i t66 = _mm_set1_epi32(0);
            __m128i t67 = _mm_add_epi32(t66, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t68 = t67;
            __m128i t69 = _mm_sub_epi32(t68, _mm_set1_epi32(5));
            __m128i t70 = _mm_min_epu32(t68, t69);
            __m128i t2 = t70;
            __m128i t71 = _mm_set1_epi32(0);
            __m128i t72 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t73 = t72;
            __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(3));
            __m128i t75 = _mm_min_epu32(t73, t74);
            __m128i t3 = t75;
            long t4 = 0L;
            for (;;) {
                long t76 = (long)(int)t4;
                double *t77 = x + t76;
                __m128i t78 = _mm_add_epi32(_mm_set1_epi32(3), t1);
                __m256d t79 = _mm256_cvtepi32_pd(t78);
                __m256d t80 = _mm256_div_pd(_mm256_set1_pd(1.0), t79);
                _mm256_storeu_pd(t77, t80);
                double *t81 = y + t76;
                __m128i t82 = _mm_add_epi32(t2, _mm_set1_epi32(1));
                __m128i t83 = _mm_sllv_epi32(_mm_set1_epi32(1), t82);
                __m256d t84 = _mm256_cvtepi32_pd(t83);
                __m256d t85 = _mm256_div_pd(_mm256_set1_pd(1.0), t84);
                __m256d t86 = _mm256_add_pd(t79, t85);
                _mm256_storeu_pd(t81, t86);
                __m256d t87 = _mm256_loadu_pd(t77);
                __m256d t88 = _mm256_loadu_pd(t81);
                __m256d t89 = _mm256_mul_pd(t87, t88);
                __m256d t90 = _mm256_xor_pd(t89, _mm256_set1_pd(-0.0));
                __m256d t91 = _mm256_cvtepi32_pd(t3);
                __m256d t92 = _mm256_mask3_fmadd_pd(t91, _mm256_set1_pd(8.881784197001252e-16), t90, (__mmask8)-1);
                _mm256_storeu_pd(z + t76, t92);
                __m256d t93 = _mm256_loadu_pd(t77);
                __m256d t94 = _mm256_loadu_pd(t81);
                __m256d t95 = _mm256_mul_pd(t93, t94);
                _mm256_storeu_pd(a + t76, t95);
                float *t96 = xf + t76;
                __m128 t97 = _mm_cvtepi32_ps(t78);
                __m128 t98 = _mm_div_ps(_mm_set1_ps(1.0f), t97);
                _mm_storeu_ps(t96, t98);
                float *t99 = yf + t76;
                __m128 t100 = _mm_cvtepi32_ps(t83);
                __m128 t101 = _mm_div_ps(_mm_set1_ps(1.0f), t100);
                __m128 t102 = _mm_add_ps(t97, t101);
                _mm_storeu_ps(t99, t102);
                __m128 t103 = _mm_loadu_ps(t96);
                __m128 t104 = _mm_loadu_ps(t99);
                __m128 t105 = _mm_mul_ps(t103, t104);
                __m128 t106 = _mm_cvtepi32_ps(t3);
                __m128 t107 = _mm_mask3_fmadd_ps(t106, _mm_set1_ps(2.3841858e-7f), t105, (__mmask8)-1);
                _mm_storeu_ps(zf + t76, t107);
                long t108 = (long)(int)(t4 + 4L);
                double *t109 = x + t108;
                __m128i t110 = _mm_add_epi32(t1, _mm_set1_epi32(4));
                __m128i t111 = t110;
                __m128i t112 = _mm_sub_epi32(t111, _mm_set1_epi32(7));
                __m128i t113 = _mm_min_epu32(t111, t112);
                __m128i t114 = t113;
                __m128i t115 = _mm_add_epi32(_mm_set1_epi32(3), t114);
                __m256d t116 = _mm256_cvtepi32_pd(t115);
                __m256d t117 = _mm256_div_pd(_mm256_set1_pd(1.0), t116);
                _mm256_storeu_pd(t109, t117);
                double *t118 = y + t108;
                __m128i t119 = _mm_add_epi32(t2, _mm_set1_epi32(4));
                __m128i t120 = t119;
                __m128i t121 = _mm_sub_epi32(t120, _mm_set1_epi32(5));
                __m128i t122 = _mm_min_epu32(t120, t121);
                __m128i t123 = t122;
                __m128i t124 = _mm_add_epi32(t123, _mm_set1_epi32(1));
                __m128i t125 = _mm_sllv_epi32(_mm_set1_epi32(1), t124);
                __m256d t126 = _mm256_cvtepi32_pd(t125);
                __m256d t127 = _mm256_div_pd(_mm256_set1_pd(1.0), t126);
                __m256d t128 = _mm256_add_pd(t116, t127);
                _mm256_storeu_pd(t118, t128);
                __m256d t129 = _mm256_loadu_pd(t109);
                __m256d t130 = _mm256_loadu_pd(t118);
                __m256d t131 = _mm256_mul_pd(t129, t130);
                __m256d t132 = _mm256_xor_pd(t131, _mm256_set1_pd(-0.0));
                __m128i t133 = _mm_add_epi32(t3, _mm_set1_epi32(1));
                __m128i t134 = t133;
                __m128i t135 = _mm_sub_epi32(t134, _mm_set1_epi32(3));
                __m128i t136 = _mm_min_epu32(t134, t135);
                __m128i t137 = t136;
                __m256d t138 = _mm256_cvtepi32_pd(t137);
                __m256d t139 = _mm256_mask3_fmadd_pd(t138, _mm256_set1_pd(8.881784197001252e-16), t132, (__mmask8)-1);
                _mm256_storeu_pd(z + t108, t139);
                __m256d t140 = _mm256_loadu_pd(t109);
                __m256d t141 = _mm256_loadu_pd(t118);
                __m256d t142 = _mm256_mul_pd(t140, t141);
                _mm256_storeu_pd(a + t108, t142);
                float *t143 = xf + t108;
                __m128 t144 = _mm_cvtepi32_ps(t115);
                __m128 t145 = _mm_div_ps(_mm_set1_ps(1.0f), t144);
                _mm_storeu_ps(t143, t145);
                float *t146 = yf + t108;
                __m128 t147 = _mm_cvtepi32_ps(t125);
                __m128 t148 = _mm_div_ps(_mm_set1_ps(1.0f), t147);
                __m128 t149 = _mm_add_ps(t144, t148);
                _mm_storeu_ps(t146, t149);
                __m128 t150 = _mm_loadu_ps(t143);
                __m128 t151 = _mm_loadu_ps(t146);
                __m128 t152 = _mm_mul_ps(t150, t151);
                __m128 t153 = _mm_cvtepi32_ps(t137);
                __m128 t154 = _mm_mask3_fmadd_ps(t153, _mm_set1_ps(2.3841858e-7f), t152, (__mmask8)-1);
                _mm_storeu_ps(zf + t108, t154);
                t4 += 8L;
                __m128i t155 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t156 = t155;
                __m128i t157 = _mm_sub_epi32(t156, _mm_set1_epi32(7));
                __m128i t158 = _mm_min_epu32(t156, t157);
                __m128i t159 = t158;
                __m128i t160 = _mm_add_epi32(t2, _mm_set1_epi32(3));
                __m128i t161 = t160;
                __m128i t162 = _mm_sub_epi32(t161, _mm_set1_epi32(5));
                __m128i t163 = _mm_min_epu32(t161, t162);
                __m128i t164 = t163;
                __m128i t165 = _mm_add_epi32(t3, _mm_set1_epi32(2));
                __m128i t166 = t165;
                __m128i t167 = _mm_sub_epi32(t166, _mm_set1_epi32(3));
                __m128i t168 = _mm_min_epu32(t166, t167);
                __m128i t169 = t168;
                if (t4 >= t60) {
                    break;
                }
                t1 = t159;
                t2 = t164;
                t3 = t169;
            }
            t170 = (int)t60;
        } else {
            t170 = 0;
        }
        long t171 = (long)n + (long)t170 * -1L;
        unsigned long t172 = (unsigned long)t10;
        unsigned long t173 = (unsigned long)t11;
        unsigned long t174 = (unsigned long)t10;
        unsigned long t175 = (unsigned long)t12;
        unsigned long t176 = (unsigned long)t10;
        unsigned long t177 = (unsigned long)t13;
        unsigned long t178 = (unsigned long)t10;
        unsigned long t179 = (unsigned long)t14;
        unsigned long t180 = (unsigned long)t10;
        unsigned long t181 = (unsigned long)t15;
        unsigned long t182 = (unsigned long)t10;
        unsigned long t183 = (unsigned long)t16;
        unsigned long t184 = (unsigned long)t11;
        unsigned long t185 = (unsigned long)t12;
        unsigned long t186 = (unsigned long)t11;
        unsigned long t187 = (unsigned long)t13;
        unsigned long t188 = (unsigned long)t11;
        unsigned long t189 = (unsigned long)t14;
        unsigned long t190 = (unsigned long)t11;
        unsigned long t191 = (unsigned long)t15;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t16;
        unsigned long t194 = (unsigned long)t12;
        unsigned long t195 = (unsigned long)t13;
        unsigned long t196 = (unsigned long)t12;
        unsigned long t197 = (unsigned long)t14;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t15;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t16;
        unsigned long t202 = (unsigned long)t13;
        unsigned long t203 = (unsigned long)t14;
        unsigned long t204 = (unsigned long)t13;
        unsigned long t205 = (unsigned long)t15;
        unsigned long t206 = (unsigned long)t13;
        unsigned long t207 = (unsigned long)t16;
        unsigned long t208 = (unsigned long)t14;
        unsigned long t209 = (unsigned long)t15;
        unsigned long t210 = (unsigned long)t14;
        unsigned long t211 = (unsigned long)t16;
        unsigned long t212 = (unsigned long)t15;
        unsigned long t213 = (unsigned long)t16;
        if ((t171 >= 4L) & (((t172 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t170 * 8L))) | ((t173 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t172 + (unsigned long)((long)t170 * 8L)))) & (((t174 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t170 * 8L))) | ((t175 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t170 * 8L)))) & (((t176 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t170 * 8L))) | ((t177 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t170 * 8L)))) & (((t178 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t170 * 4L))) | ((t179 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t170 * 8L)))) & (((t180 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t170 * 4L))) | ((t181 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t170 * 8L)))) & (((t182 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t170 * 4L))) | ((t183 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t170 * 8L)))) & (((t184 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t170 * 8L))) | ((t185 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t170 * 8L)))) & (((t186 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t170 * 8L))) | ((t187 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t170 * 8L)))) & (((t188 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t170 * 4L))) | ((t189 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t170 * 8L)))) & (((t190 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t170 * 4L))) | ((t191 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t170 * 8L)))) & (((t192 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t170 * 4L))) | ((t193 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t170 * 8L)))) & (((t194 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t170 * 8L))) | ((t195 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t170 * 8L)))) & (((t196 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t170 * 4L))) | ((t197 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t170 * 8L)))) & (((t198 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t170 * 4L))) | ((t199 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t170 * 8L)))) & (((t200 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t170 * 4L))) | ((t201 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t170 * 8L)))) & (((t202 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t170 * 4L))) | ((t203 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t170 * 8L)))) & (((t204 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t170 * 4L))) | ((t205 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t170 * 8L)))) & (((t206 + (unsigned long)((long)t170 * 8L + 8L + (t171 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t170 * 4L))) | ((t207 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t170 * 8L)))) & (((t208 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t209 + (unsigned long)((long)t170 * 4L))) | ((t209 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t170 * 4L)))) & (((t210 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t211 + (unsigned long)((long)t170 * 4L))) | ((t211 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t170 * 4L)))) & (((t212 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t170 * 4L))) | ((t213 + (unsigned long)((long)t170 * 4L + 4L + (t171 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t170 * 4L)))) & (t170 >= 0) & (t170 >= 0) & (t170 >= 0)) {
            long t214 = t171 & -4L;
            __m128i t215 = _mm_set1_epi32((int)(t170 % 7));
            __m128i t216 = _mm_add_epi32(t215, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t217 = t216;
            __m128i t218 = _mm_sub_epi32(t217, _mm_set1_epi32(7));
            __m128i t219 = _mm_min_epu32(t217, t218);
            __m128i t5 = t219;
            __m128i t220 = _mm_set1_epi32((int)(t170 % 5));
            __m128i t221 = _mm_add_epi32(t220, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t222 = t221;
            __m128i t223 = _mm_sub_epi32(t222, _mm_set1_epi32(5));
            __m128i t224 = _mm_min_epu32(t222, t223);
            __m128i t6 = t224;
            __m128i t225 = _mm_set1_epi32((int)(t170 % 3));
            __m128i t226 = _mm_add_epi32(t225, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t227 = t226;
            __m128i t228 = _mm_sub_epi32(t227, _mm_set1_epi32(3));
            __m128i t229 = _mm_min_epu32(t227, t228);
            __m128i t7 = t229;
            long t8 = 0L;
            for (;;) {
                long t230 = (long)(int)((long)t170 + t8);
                double *t231 = x + t230;
                __m128i t232 = _mm_add_epi32(_mm_set1_epi32(3), t5);
                __m256d t233 = _mm256_cvtepi32_pd(t232);
                __m256d t234 = _mm256_div_pd(_mm256_set1_pd(1.0), t233);
                _mm256_storeu_pd(t231, t234);
                double *t235 = y + t230;
                __m128i t236 = _mm_add_epi32(t6, _mm_set1_epi32(1));
                __m128i t237 = _mm_sllv_epi32(_mm_set1_epi32(1), t236);
                __m256d t238 = _mm256_cvtepi32_pd(t237);
                __m256d t239 = _mm256_div_pd(_mm256_set1_pd(1.0), t238);
                __m256d t240 = _mm256_add_pd(t233, t239);
                _mm256_storeu_pd(t235, t240);
                __m256d t241 = _mm256_loadu_pd(t231);
                __m256d t242 = _mm256_loadu_pd(t235);
                __m256d t243 = _mm256_mul_pd(t241, t242);
                __m256d t244 = _mm256_xor_pd(t243, _mm256_set1_pd(-0.0));
                __m256d t245 = _mm256_cvtepi32_pd(t7);
                __m256d t246 = _mm256_mask3_fmadd_pd(t245, _mm256_set1_pd(8.881784197001252e-16), t244, (__mmask8)-1);
                _mm256_storeu_pd(z + t230, t246);
                __m256d t247 = _mm256_loadu_pd(t231);
                __m256d t248 = _mm256_loadu_pd(t235);
                __m256d t249 = _mm256_mul_pd(t247, t248);
                _mm256_storeu_pd(a + t230, t249);
                float *t250 = xf + t230;
                __m128 t251 = _mm_cvtepi32_ps(t232);
                __m128 t252 = _mm_div_ps(_mm_set1_ps(1.0f), t251);
                _mm_storeu_ps(t250, t252);
                float *t253 = yf + t230;
                __m128 t254 = _mm_cvtepi32_ps(t237);
                __m128 t255 = _mm_div_ps(_mm_set1_ps(1.0f), t254);
                __m128 t256 = _mm_add_ps(t251, t255);
                _mm_storeu_ps(t253, t256);
                __m128 t257 = _mm_loadu_ps(t250);
                __m128 t258 = _mm_loadu_ps(t253);
                __m128 t259 = _mm_mul_ps(t257, t258);
                __m128 t260 = _mm_cvtepi32_ps(t7);
                __m128 t261 = _mm_mask3_fmadd_ps(t260, _mm_set1_ps(2.3841858e-7f), t259, (__mmask8)-1);
                _mm_storeu_ps(zf + t230, t261);
                t8 += 4L;
                __m128i t262 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t263 = t262;
                __m128i t264 = _mm_sub_epi32(t263, _mm_set1_epi32(7));
                __m128i t265 = _mm_min_epu32(t263, t264);
                __m128i t266 = t265;
                __m128i t267 = _mm_add_epi32(t6, _mm_set1_epi32(4));
                __m128i t268 = t267;
                __m128i t269 = _mm_sub_epi32(t268, _mm_set1_epi32(5));
                __m128i t270 = _mm_min_epu32(t268, t269);
                __m128i t271 = t270;
                __m128i t272 = _mm_add_epi32(t7, _mm_set1_epi32(1));
                __m128i t273 = t272;
                __m128i t274 = _mm_sub_epi32(t273, _mm_set1_epi32(3));
                __m128i t275 = _mm_min_epu32(t273, t274);
                __m128i t276 = t275;
                if (t8 >= t214) {
                    break;
                }
                t5 = t266;
                t6 = t271;
                t7 = t276;
            }
            i = (int)((long)t170 + t214);
        } else {
            i = t170;
        }
        for (; i < n; i++) {
            long t277 = (long)i;
            double *t278 = x + t277;
            int t279 = 3 + i % 7;
            double t280 = (double)t279;
            *t278 = 1.0 / t280;
            double *t281 = y + t277;
            int t282 = 1 << (i % 5 + 1);
            *t281 = t280 + 1.0 / (double)t282;
            int t283 = i % 3;
            z[t277] = -(*t278 * *t281) + (double)t283 * 8.881784197001252e-16;
            a[t277] = *t278 * *t281;
            float *t284 = xf + t277;
            float t285 = (float)t279;
            *t284 = 1.0f / t285;
            float *t286 = yf + t277;
            *t286 = t285 + 1.0f / (float)t282;
            zf[t277] = *t284 * *t286 + (float)t283 * 2.3841858e-7f;
        }
        const double *t287 = y;
        const double *t288 = x;
        madd_f64(n, m, t288, t287, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t288, t287);
        unsigned long t289 = (unsigned long)n;
        unsigned long t290 = t289 * 8UL;
        unsigned long t291 = (_mm256_zeroupper(), hash_bytes((const void *)a, t290));
        unsigned long t292 = (_mm256_zeroupper(), hash_bytes((const void *)af, t289 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t290)), (unsigned long long)t292, (unsigned long long)t291);
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
