/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
__attribute__((target("avx2"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
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

__attribute__((target("avx2"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t29;
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
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = x[t38] * y[t38] - z[t38];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
__attribute__((target("avx2"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
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
            __m256d t8 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t7));
            __m256d t9 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t7));
            __m256d t10 = _mm256_mul_pd(t6, t9);
            __m256d t11 = _mm256_sub_pd(t8, t10);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_cvtepi32_epi64(t7), t11);
            long t12 = (long)(int)(t1 + 4L);
            __m256d t13 = _mm256_loadu_pd(x + t12);
            __m128i t14 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t13, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t15 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t12 * 8UL), _mm256_cvtepi32_epi64(t14));
            __m256d t16 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t12 * 8UL), _mm256_cvtepi32_epi64(t14));
            __m256d t17 = _mm256_mul_pd(t13, t16);
            __m256d t18 = _mm256_sub_pd(t15, t17);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t12 * 8UL), _mm256_cvtepi32_epi64(t14), t18);
            long t19 = (long)(int)(t1 + 8L);
            __m256d t20 = _mm256_loadu_pd(x + t19);
            __m128i t21 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t20, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t22 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t19 * 8UL), _mm256_cvtepi32_epi64(t21));
            __m256d t23 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t19 * 8UL), _mm256_cvtepi32_epi64(t21));
            __m256d t24 = _mm256_mul_pd(t20, t23);
            __m256d t25 = _mm256_sub_pd(t22, t24);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t19 * 8UL), _mm256_cvtepi32_epi64(t21), t25);
            long t26 = (long)(int)(t1 + 12L);
            __m256d t27 = _mm256_loadu_pd(x + t26);
            __m128i t28 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t27, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d t29 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t26 * 8UL), _mm256_cvtepi32_epi64(t28));
            __m256d t30 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t26 * 8UL), _mm256_cvtepi32_epi64(t28));
            __m256d t31 = _mm256_mul_pd(t27, t30);
            __m256d t32 = _mm256_sub_pd(t29, t31);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t26 * 8UL), _mm256_cvtepi32_epi64(t28), t32);
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
            __m256d t39 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38));
            __m256d t40 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38));
            __m256d t41 = _mm256_mul_pd(t37, t40);
            __m256d t42 = _mm256_sub_pd(t39, t41);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_cvtepi32_epi64(t38), t42);
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t9;
    int t174;
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
                __m256d t92 = _mm256_mul_pd(t91, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t93 = _mm256_add_pd(t90, t92);
                _mm256_storeu_pd(z + t76, t93);
                __m256d t94 = _mm256_loadu_pd(t77);
                __m256d t95 = _mm256_loadu_pd(t81);
                __m256d t96 = _mm256_mul_pd(t94, t95);
                _mm256_storeu_pd(a + t76, t96);
                float *t97 = xf + t76;
                __m128 t98 = _mm_cvtepi32_ps(t78);
                __m128 t99 = _mm_div_ps(_mm_set1_ps(1.0f), t98);
                _mm_storeu_ps(t97, t99);
                float *t100 = yf + t76;
                __m128 t101 = _mm_cvtepi32_ps(t83);
                __m128 t102 = _mm_div_ps(_mm_set1_ps(1.0f), t101);
                __m128 t103 = _mm_add_ps(t98, t102);
                _mm_storeu_ps(t100, t103);
                __m128 t104 = _mm_loadu_ps(t97);
                __m128 t105 = _mm_loadu_ps(t100);
                __m128 t106 = _mm_mul_ps(t104, t105);
                __m128 t107 = _mm_cvtepi32_ps(t3);
                __m128 t108 = _mm_mul_ps(t107, _mm_set1_ps(2.3841858e-7f));
                __m128 t109 = _mm_add_ps(t106, t108);
                _mm_storeu_ps(zf + t76, t109);
                long t110 = (long)(int)(t4 + 4L);
                double *t111 = x + t110;
                __m128i t112 = _mm_add_epi32(t1, _mm_set1_epi32(4));
                __m128i t113 = t112;
                __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(7));
                __m128i t115 = _mm_min_epu32(t113, t114);
                __m128i t116 = t115;
                __m128i t117 = _mm_add_epi32(_mm_set1_epi32(3), t116);
                __m256d t118 = _mm256_cvtepi32_pd(t117);
                __m256d t119 = _mm256_div_pd(_mm256_set1_pd(1.0), t118);
                _mm256_storeu_pd(t111, t119);
                double *t120 = y + t110;
                __m128i t121 = _mm_add_epi32(t2, _mm_set1_epi32(4));
                __m128i t122 = t121;
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(5));
                __m128i t124 = _mm_min_epu32(t122, t123);
                __m128i t125 = t124;
                __m128i t126 = _mm_add_epi32(t125, _mm_set1_epi32(1));
                __m128i t127 = _mm_sllv_epi32(_mm_set1_epi32(1), t126);
                __m256d t128 = _mm256_cvtepi32_pd(t127);
                __m256d t129 = _mm256_div_pd(_mm256_set1_pd(1.0), t128);
                __m256d t130 = _mm256_add_pd(t118, t129);
                _mm256_storeu_pd(t120, t130);
                __m256d t131 = _mm256_loadu_pd(t111);
                __m256d t132 = _mm256_loadu_pd(t120);
                __m256d t133 = _mm256_mul_pd(t131, t132);
                __m256d t134 = _mm256_xor_pd(t133, _mm256_set1_pd(-0.0));
                __m128i t135 = _mm_add_epi32(t3, _mm_set1_epi32(1));
                __m128i t136 = t135;
                __m128i t137 = _mm_sub_epi32(t136, _mm_set1_epi32(3));
                __m128i t138 = _mm_min_epu32(t136, t137);
                __m128i t139 = t138;
                __m256d t140 = _mm256_cvtepi32_pd(t139);
                __m256d t141 = _mm256_mul_pd(t140, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t142 = _mm256_add_pd(t134, t141);
                _mm256_storeu_pd(z + t110, t142);
                __m256d t143 = _mm256_loadu_pd(t111);
                __m256d t144 = _mm256_loadu_pd(t120);
                __m256d t145 = _mm256_mul_pd(t143, t144);
                _mm256_storeu_pd(a + t110, t145);
                float *t146 = xf + t110;
                __m128 t147 = _mm_cvtepi32_ps(t117);
                __m128 t148 = _mm_div_ps(_mm_set1_ps(1.0f), t147);
                _mm_storeu_ps(t146, t148);
                float *t149 = yf + t110;
                __m128 t150 = _mm_cvtepi32_ps(t127);
                __m128 t151 = _mm_div_ps(_mm_set1_ps(1.0f), t150);
                __m128 t152 = _mm_add_ps(t147, t151);
                _mm_storeu_ps(t149, t152);
                __m128 t153 = _mm_loadu_ps(t146);
                __m128 t154 = _mm_loadu_ps(t149);
                __m128 t155 = _mm_mul_ps(t153, t154);
                __m128 t156 = _mm_cvtepi32_ps(t139);
                __m128 t157 = _mm_mul_ps(t156, _mm_set1_ps(2.3841858e-7f));
                __m128 t158 = _mm_add_ps(t155, t157);
                _mm_storeu_ps(zf + t110, t158);
                t4 += 8L;
                __m128i t159 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t160 = t159;
                __m128i t161 = _mm_sub_epi32(t160, _mm_set1_epi32(7));
                __m128i t162 = _mm_min_epu32(t160, t161);
                __m128i t163 = t162;
                __m128i t164 = _mm_add_epi32(t2, _mm_set1_epi32(3));
                __m128i t165 = t164;
                __m128i t166 = _mm_sub_epi32(t165, _mm_set1_epi32(5));
                __m128i t167 = _mm_min_epu32(t165, t166);
                __m128i t168 = t167;
                __m128i t169 = _mm_add_epi32(t3, _mm_set1_epi32(2));
                __m128i t170 = t169;
                __m128i t171 = _mm_sub_epi32(t170, _mm_set1_epi32(3));
                __m128i t172 = _mm_min_epu32(t170, t171);
                __m128i t173 = t172;
                if (t4 >= t60) {
                    break;
                }
                t1 = t163;
                t2 = t168;
                t3 = t173;
            }
            t174 = (int)t60;
        } else {
            t174 = 0;
        }
        long t175 = (long)n + (long)t174 * -1L;
        unsigned long t176 = (unsigned long)t10;
        unsigned long t177 = (unsigned long)t11;
        unsigned long t178 = (unsigned long)t10;
        unsigned long t179 = (unsigned long)t12;
        unsigned long t180 = (unsigned long)t10;
        unsigned long t181 = (unsigned long)t13;
        unsigned long t182 = (unsigned long)t10;
        unsigned long t183 = (unsigned long)t14;
        unsigned long t184 = (unsigned long)t10;
        unsigned long t185 = (unsigned long)t15;
        unsigned long t186 = (unsigned long)t10;
        unsigned long t187 = (unsigned long)t16;
        unsigned long t188 = (unsigned long)t11;
        unsigned long t189 = (unsigned long)t12;
        unsigned long t190 = (unsigned long)t11;
        unsigned long t191 = (unsigned long)t13;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t14;
        unsigned long t194 = (unsigned long)t11;
        unsigned long t195 = (unsigned long)t15;
        unsigned long t196 = (unsigned long)t11;
        unsigned long t197 = (unsigned long)t16;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t13;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t14;
        unsigned long t202 = (unsigned long)t12;
        unsigned long t203 = (unsigned long)t15;
        unsigned long t204 = (unsigned long)t12;
        unsigned long t205 = (unsigned long)t16;
        unsigned long t206 = (unsigned long)t13;
        unsigned long t207 = (unsigned long)t14;
        unsigned long t208 = (unsigned long)t13;
        unsigned long t209 = (unsigned long)t15;
        unsigned long t210 = (unsigned long)t13;
        unsigned long t211 = (unsigned long)t16;
        unsigned long t212 = (unsigned long)t14;
        unsigned long t213 = (unsigned long)t15;
        unsigned long t214 = (unsigned long)t14;
        unsigned long t215 = (unsigned long)t16;
        unsigned long t216 = (unsigned long)t15;
        unsigned long t217 = (unsigned long)t16;
        if ((t175 >= 4L) & (((t176 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t174 * 8L))) | ((t177 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t174 * 8L)))) & (((t178 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t174 * 8L))) | ((t179 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t174 * 8L)))) & (((t180 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t174 * 8L))) | ((t181 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t180 + (unsigned long)((long)t174 * 8L)))) & (((t182 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t174 * 4L))) | ((t183 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t174 * 8L)))) & (((t184 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t174 * 4L))) | ((t185 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t184 + (unsigned long)((long)t174 * 8L)))) & (((t186 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t174 * 4L))) | ((t187 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t174 * 8L)))) & (((t188 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t174 * 8L))) | ((t189 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t174 * 8L)))) & (((t190 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t174 * 8L))) | ((t191 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t190 + (unsigned long)((long)t174 * 8L)))) & (((t192 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t174 * 4L))) | ((t193 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t174 * 8L)))) & (((t194 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t174 * 4L))) | ((t195 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t174 * 8L)))) & (((t196 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t174 * 4L))) | ((t197 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t174 * 8L)))) & (((t198 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t199 + (unsigned long)((long)t174 * 8L))) | ((t199 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t198 + (unsigned long)((long)t174 * 8L)))) & (((t200 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t201 + (unsigned long)((long)t174 * 4L))) | ((t201 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t174 * 8L)))) & (((t202 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t203 + (unsigned long)((long)t174 * 4L))) | ((t203 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t174 * 8L)))) & (((t204 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t174 * 4L))) | ((t205 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t204 + (unsigned long)((long)t174 * 8L)))) & (((t206 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t207 + (unsigned long)((long)t174 * 4L))) | ((t207 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t206 + (unsigned long)((long)t174 * 8L)))) & (((t208 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t209 + (unsigned long)((long)t174 * 4L))) | ((t209 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t208 + (unsigned long)((long)t174 * 8L)))) & (((t210 + (unsigned long)((long)t174 * 8L + 8L + (t175 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t174 * 4L))) | ((t211 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t174 * 8L)))) & (((t212 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t213 + (unsigned long)((long)t174 * 4L))) | ((t213 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t174 * 4L)))) & (((t214 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t215 + (unsigned long)((long)t174 * 4L))) | ((t215 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t214 + (unsigned long)((long)t174 * 4L)))) & (((t216 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t217 + (unsigned long)((long)t174 * 4L))) | ((t217 + (unsigned long)((long)t174 * 4L + 4L + (t175 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t174 * 4L)))) & (t174 >= 0) & (t174 >= 0) & (t174 >= 0)) {
            long t218 = t175 & -4L;
            __m128i t219 = _mm_set1_epi32((int)(t174 % 7));
            __m128i t220 = _mm_add_epi32(t219, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t221 = t220;
            __m128i t222 = _mm_sub_epi32(t221, _mm_set1_epi32(7));
            __m128i t223 = _mm_min_epu32(t221, t222);
            __m128i t5 = t223;
            __m128i t224 = _mm_set1_epi32((int)(t174 % 5));
            __m128i t225 = _mm_add_epi32(t224, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t226 = t225;
            __m128i t227 = _mm_sub_epi32(t226, _mm_set1_epi32(5));
            __m128i t228 = _mm_min_epu32(t226, t227);
            __m128i t6 = t228;
            __m128i t229 = _mm_set1_epi32((int)(t174 % 3));
            __m128i t230 = _mm_add_epi32(t229, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t231 = t230;
            __m128i t232 = _mm_sub_epi32(t231, _mm_set1_epi32(3));
            __m128i t233 = _mm_min_epu32(t231, t232);
            __m128i t7 = t233;
            long t8 = 0L;
            for (;;) {
                long t234 = (long)(int)((long)t174 + t8);
                double *t235 = x + t234;
                __m128i t236 = _mm_add_epi32(_mm_set1_epi32(3), t5);
                __m256d t237 = _mm256_cvtepi32_pd(t236);
                __m256d t238 = _mm256_div_pd(_mm256_set1_pd(1.0), t237);
                _mm256_storeu_pd(t235, t238);
                double *t239 = y + t234;
                __m128i t240 = _mm_add_epi32(t6, _mm_set1_epi32(1));
                __m128i t241 = _mm_sllv_epi32(_mm_set1_epi32(1), t240);
                __m256d t242 = _mm256_cvtepi32_pd(t241);
                __m256d t243 = _mm256_div_pd(_mm256_set1_pd(1.0), t242);
                __m256d t244 = _mm256_add_pd(t237, t243);
                _mm256_storeu_pd(t239, t244);
                __m256d t245 = _mm256_loadu_pd(t235);
                __m256d t246 = _mm256_loadu_pd(t239);
                __m256d t247 = _mm256_mul_pd(t245, t246);
                __m256d t248 = _mm256_xor_pd(t247, _mm256_set1_pd(-0.0));
                __m256d t249 = _mm256_cvtepi32_pd(t7);
                __m256d t250 = _mm256_mul_pd(t249, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t251 = _mm256_add_pd(t248, t250);
                _mm256_storeu_pd(z + t234, t251);
                __m256d t252 = _mm256_loadu_pd(t235);
                __m256d t253 = _mm256_loadu_pd(t239);
                __m256d t254 = _mm256_mul_pd(t252, t253);
                _mm256_storeu_pd(a + t234, t254);
                float *t255 = xf + t234;
                __m128 t256 = _mm_cvtepi32_ps(t236);
                __m128 t257 = _mm_div_ps(_mm_set1_ps(1.0f), t256);
                _mm_storeu_ps(t255, t257);
                float *t258 = yf + t234;
                __m128 t259 = _mm_cvtepi32_ps(t241);
                __m128 t260 = _mm_div_ps(_mm_set1_ps(1.0f), t259);
                __m128 t261 = _mm_add_ps(t256, t260);
                _mm_storeu_ps(t258, t261);
                __m128 t262 = _mm_loadu_ps(t255);
                __m128 t263 = _mm_loadu_ps(t258);
                __m128 t264 = _mm_mul_ps(t262, t263);
                __m128 t265 = _mm_cvtepi32_ps(t7);
                __m128 t266 = _mm_mul_ps(t265, _mm_set1_ps(2.3841858e-7f));
                __m128 t267 = _mm_add_ps(t264, t266);
                _mm_storeu_ps(zf + t234, t267);
                t8 += 4L;
                __m128i t268 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t269 = t268;
                __m128i t270 = _mm_sub_epi32(t269, _mm_set1_epi32(7));
                __m128i t271 = _mm_min_epu32(t269, t270);
                __m128i t272 = t271;
                __m128i t273 = _mm_add_epi32(t6, _mm_set1_epi32(4));
                __m128i t274 = t273;
                __m128i t275 = _mm_sub_epi32(t274, _mm_set1_epi32(5));
                __m128i t276 = _mm_min_epu32(t274, t275);
                __m128i t277 = t276;
                __m128i t278 = _mm_add_epi32(t7, _mm_set1_epi32(1));
                __m128i t279 = t278;
                __m128i t280 = _mm_sub_epi32(t279, _mm_set1_epi32(3));
                __m128i t281 = _mm_min_epu32(t279, t280);
                __m128i t282 = t281;
                if (t8 >= t218) {
                    break;
                }
                t5 = t272;
                t6 = t277;
                t7 = t282;
            }
            i = (int)((long)t174 + t218);
        } else {
            i = t174;
        }
        for (; i < n; i++) {
            long t283 = (long)i;
            double *t284 = x + t283;
            int t285 = 3 + i % 7;
            double t286 = (double)t285;
            *t284 = 1.0 / t286;
            double *t287 = y + t283;
            int t288 = 1 << (i % 5 + 1);
            *t287 = t286 + 1.0 / (double)t288;
            int t289 = i % 3;
            z[t283] = -(*t284 * *t287) + (double)t289 * 8.881784197001252e-16;
            a[t283] = *t284 * *t287;
            float *t290 = xf + t283;
            float t291 = (float)t285;
            *t290 = 1.0f / t291;
            float *t292 = yf + t283;
            *t292 = t291 + 1.0f / (float)t288;
            zf[t283] = *t290 * *t292 + (float)t289 * 2.3841858e-7f;
        }
        const double *t293 = y;
        const double *t294 = x;
        madd_f64(n, m, t294, t293, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t294, t293);
        unsigned long t295 = (unsigned long)n;
        unsigned long t296 = t295 * 8UL;
        unsigned long t297 = (_mm256_zeroupper(), hash_bytes((const void *)a, t296));
        unsigned long t298 = (_mm256_zeroupper(), hash_bytes((const void *)af, t295 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t296)), (unsigned long long)t298, (unsigned long long)t297);
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
