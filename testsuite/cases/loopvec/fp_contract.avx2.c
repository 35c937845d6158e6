/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
__attribute__((target("avx2"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
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

__attribute__((target("avx2"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = x[t20] * y[t20] - z[t20];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
__attribute__((target("avx2"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m128i t3 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t3));
            __m256d y_v = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t3));
            __m256d t4 = _mm256_mul_pd(x_v, y_v);
            __m256d t5 = _mm256_sub_pd(a_v, t4);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t3), t5);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        double t7 = x[t6];
        if (t7 > 0.2) {
            double *t8 = a + t6;
            *t8 = *t8 - t7 * y[t6];
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t7;
    int t166;
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
                __m256d t106 = _mm256_mul_pd(t105, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t107 = _mm256_add_pd(t104, t106);
                _mm256_storeu_pd(z + i_vec, t107);
                __m256d x_v_1 = _mm256_loadu_pd(t93);
                __m256d y_v_1 = _mm256_loadu_pd(t97);
                __m256d t108 = _mm256_mul_pd(x_v_1, y_v_1);
                _mm256_storeu_pd(a + i_vec, t108);
                float *t109 = xf + i_vec;
                __m128 t110 = _mm_cvtepi32_ps(t94);
                __m128 t111 = _mm_div_ps(_mm_set1_ps(1.0f), t110);
                _mm_storeu_ps(t109, t111);
                float *t112 = yf + i_vec;
                __m128 t113 = _mm_cvtepi32_ps(t99);
                __m128 t114 = _mm_div_ps(_mm_set1_ps(1.0f), t113);
                __m128 t115 = _mm_add_ps(t110, t114);
                _mm_storeu_ps(t112, t115);
                __m128 xf_v = _mm_loadu_ps(t109);
                __m128 yf_v = _mm_loadu_ps(t112);
                __m128 t116 = _mm_mul_ps(xf_v, yf_v);
                __m128 t117 = _mm_cvtepi32_ps((__m128i)t3);
                __m128 t118 = _mm_mul_ps(t117, _mm_set1_ps(2.3841858e-7f));
                __m128 t119 = _mm_add_ps(t116, t118);
                _mm_storeu_ps(zf + i_vec, t119);
                long t120 = i_vec + 4L;
                double *t121 = x + t120;
                __m128i t122 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
                __m128i t123 = _mm_sub_epi32(t122, _mm_set1_epi32(7));
                __m128i t124 = _mm_min_epu32(t122, t123);
                __m128i t125 = _mm_add_epi32(_mm_set1_epi32(3), t124);
                __m256d t126 = _mm256_cvtepi32_pd(t125);
                __m256d t127 = _mm256_div_pd(_mm256_set1_pd(1.0), t126);
                _mm256_storeu_pd(t121, t127);
                double *t128 = y + t120;
                __m128i t129 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                __m128i t130 = _mm_sub_epi32(t129, _mm_set1_epi32(5));
                __m128i t131 = _mm_min_epu32(t129, t130);
                __m128i t132 = _mm_add_epi32(t131, _mm_set1_epi32(1));
                __m128i t133 = _mm_sllv_epi32(_mm_set1_epi32(1), t132);
                __m256d t134 = _mm256_cvtepi32_pd(t133);
                __m256d t135 = _mm256_div_pd(_mm256_set1_pd(1.0), t134);
                __m256d t136 = _mm256_add_pd(t126, t135);
                _mm256_storeu_pd(t128, t136);
                __m256d x_v_2 = _mm256_loadu_pd(t121);
                __m256d y_v_2 = _mm256_loadu_pd(t128);
                __m256d t137 = _mm256_mul_pd(x_v_2, y_v_2);
                __m256d t138 = _mm256_xor_pd(t137, _mm256_set1_pd(-0.0));
                __m128i t139 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
                __m128i t140 = _mm_sub_epi32(t139, _mm_set1_epi32(3));
                __m128i t141 = _mm_min_epu32(t139, t140);
                __m256d t142 = _mm256_cvtepi32_pd(t141);
                __m256d t143 = _mm256_mul_pd(t142, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t144 = _mm256_add_pd(t138, t143);
                _mm256_storeu_pd(z + t120, t144);
                __m256d x_v_3 = _mm256_loadu_pd(t121);
                __m256d y_v_3 = _mm256_loadu_pd(t128);
                __m256d t145 = _mm256_mul_pd(x_v_3, y_v_3);
                _mm256_storeu_pd(a + t120, t145);
                float *t146 = xf + t120;
                __m128 t147 = _mm_cvtepi32_ps(t125);
                __m128 t148 = _mm_div_ps(_mm_set1_ps(1.0f), t147);
                _mm_storeu_ps(t146, t148);
                float *t149 = yf + t120;
                __m128 t150 = _mm_cvtepi32_ps(t133);
                __m128 t151 = _mm_div_ps(_mm_set1_ps(1.0f), t150);
                __m128 t152 = _mm_add_ps(t147, t151);
                _mm_storeu_ps(t149, t152);
                __m128 xf_v_1 = _mm_loadu_ps(t146);
                __m128 yf_v_1 = _mm_loadu_ps(t149);
                __m128 t153 = _mm_mul_ps(xf_v_1, yf_v_1);
                __m128 t154 = _mm_cvtepi32_ps(t141);
                __m128 t155 = _mm_mul_ps(t154, _mm_set1_ps(2.3841858e-7f));
                __m128 t156 = _mm_add_ps(t153, t155);
                _mm_storeu_ps(zf + t120, t156);
                i_vec += 8L;
                __m128i t157 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t158 = _mm_sub_epi32(t157, _mm_set1_epi32(7));
                __m128i t159 = _mm_min_epu32(t157, t158);
                __m128i t160 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(3));
                __m128i t161 = _mm_sub_epi32(t160, _mm_set1_epi32(5));
                __m128i t162 = _mm_min_epu32(t160, t161);
                __m128i t163 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
                __m128i t164 = _mm_sub_epi32(t163, _mm_set1_epi32(3));
                __m128i t165 = _mm_min_epu32(t163, t164);
                if (i_vec >= t83) {
                    break;
                }
                t1 = (vcc_v4_int)t159;
                t2 = (vcc_v4_int)t162;
                t3 = (vcc_v4_int)t165;
            }
            t166 = (int)t83;
        } else {
            t166 = 0;
        }
        long t167 = (long)n + (long)t166 * -1L;
        unsigned long t168 = (unsigned long)t8;
        unsigned long t169 = (unsigned long)t9;
        long t170 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t171 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t172 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        unsigned long t173 = (unsigned long)t8;
        unsigned long t174 = (unsigned long)t10;
        long t175 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t176 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t177 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        unsigned long t178 = (unsigned long)t8;
        unsigned long t179 = (unsigned long)t11;
        long t180 = (long)((unsigned long)t8 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t166 * 8L)));
        unsigned long t181 = (unsigned long)t8;
        unsigned long t182 = (unsigned long)t12;
        unsigned long t183 = (unsigned long)t8;
        unsigned long t184 = (unsigned long)t13;
        unsigned long t185 = (unsigned long)t8;
        unsigned long t186 = (unsigned long)t14;
        unsigned long t187 = (unsigned long)t9;
        unsigned long t188 = (unsigned long)t10;
        long t189 = (long)((unsigned long)t10 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t190 = (long)((unsigned long)t9 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t191 = (long)((unsigned long)t10 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t192 = (long)((unsigned long)t9 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t193 = (long)((unsigned long)t10 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        unsigned long t194 = (unsigned long)t9;
        unsigned long t195 = (unsigned long)t11;
        long t196 = (long)((unsigned long)t11 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t197 = (long)((unsigned long)t11 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t9 + (unsigned long)((long)t166 * 8L)));
        long t198 = (long)((unsigned long)t9 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t166 * 8L)));
        unsigned long t199 = (unsigned long)t9;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t9;
        unsigned long t202 = (unsigned long)t13;
        unsigned long t203 = (unsigned long)t9;
        unsigned long t204 = (unsigned long)t14;
        unsigned long t205 = (unsigned long)t10;
        unsigned long t206 = (unsigned long)t11;
        long t207 = (long)((unsigned long)t11 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t208 = (long)((unsigned long)t11 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t10 + (unsigned long)((long)t166 * 8L)));
        long t209 = (long)((unsigned long)t10 + (unsigned long)((long)t166 * 8L) - ((unsigned long)t11 + (unsigned long)((long)t166 * 8L)));
        unsigned long t210 = (unsigned long)t10;
        unsigned long t211 = (unsigned long)t12;
        unsigned long t212 = (unsigned long)t10;
        unsigned long t213 = (unsigned long)t13;
        unsigned long t214 = (unsigned long)t10;
        unsigned long t215 = (unsigned long)t14;
        unsigned long t216 = (unsigned long)t11;
        unsigned long t217 = (unsigned long)t12;
        unsigned long t218 = (unsigned long)t11;
        unsigned long t219 = (unsigned long)t13;
        unsigned long t220 = (unsigned long)t11;
        unsigned long t221 = (unsigned long)t14;
        unsigned long t222 = (unsigned long)t12;
        unsigned long t223 = (unsigned long)t13;
        long t224 = (long)((unsigned long)t13 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t166 * 4L)));
        long t225 = (long)((unsigned long)t12 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t166 * 4L)));
        long t226 = (long)((unsigned long)t13 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t166 * 4L)));
        unsigned long t227 = (unsigned long)t12;
        unsigned long t228 = (unsigned long)t14;
        long t229 = (long)((unsigned long)t14 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t166 * 4L)));
        long t230 = (long)((unsigned long)t14 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t12 + (unsigned long)((long)t166 * 4L)));
        unsigned long t231 = (unsigned long)t13;
        unsigned long t232 = (unsigned long)t14;
        long t233 = (long)((unsigned long)t14 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t166 * 4L)));
        long t234 = (long)((unsigned long)t14 + (unsigned long)((long)t166 * 4L) - ((unsigned long)t13 + (unsigned long)((long)t166 * 4L)));
        if ((t167 >= 4L) & (((t168 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t166 * 8L))) | ((t169 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t168 + (unsigned long)((long)t166 * 8L))) | (((t170 <= 0L) | (t170 >= 32L)) & ((t171 <= 0L) | (t171 >= 32L)) & ((t172 <= 0L) | (t172 >= 32L)))) & (((t173 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t166 * 8L))) | ((t174 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t166 * 8L))) | (((t175 <= 0L) | (t175 >= 32L)) & ((t176 <= 0L) | (t176 >= 32L)) & ((t177 <= 0L) | (t177 >= 32L)))) & (((t178 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t166 * 8L))) | ((t179 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t178 + (unsigned long)((long)t166 * 8L))) | ((t180 <= 0L) | (t180 >= 32L))) & (((t181 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t182 + (unsigned long)((long)t166 * 4L))) | ((t182 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t166 * 8L)))) & (((t183 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t166 * 4L))) | ((t184 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t183 + (unsigned long)((long)t166 * 8L)))) & (((t185 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t186 + (unsigned long)((long)t166 * 4L))) | ((t186 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t166 * 8L)))) & (((t187 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t188 + (unsigned long)((long)t166 * 8L))) | ((t188 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t166 * 8L))) | (((t189 <= 0L) | (t189 >= 32L)) & ((t190 <= 0L) | (t190 >= 32L)) & ((t191 <= 0L) | (t191 >= 32L)) & ((t192 <= 0L) | (t192 >= 32L)) & ((t193 <= 0L) | (t193 >= 32L)))) & (((t194 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t166 * 8L))) | ((t195 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t194 + (unsigned long)((long)t166 * 8L))) | (((t196 <= 0L) | (t196 >= 32L)) & ((t197 <= 0L) | (t197 >= 32L)) & ((t198 <= 0L) | (t198 >= 32L)))) & (((t199 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t200 + (unsigned long)((long)t166 * 4L))) | ((t200 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t166 * 8L)))) & (((t201 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t202 + (unsigned long)((long)t166 * 4L))) | ((t202 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t166 * 8L)))) & (((t203 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t204 + (unsigned long)((long)t166 * 4L))) | ((t204 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t166 * 8L)))) & (((t205 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t206 + (unsigned long)((long)t166 * 8L))) | ((t206 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t205 + (unsigned long)((long)t166 * 8L))) | (((t207 <= 0L) | (t207 >= 32L)) & ((t208 <= 0L) | (t208 >= 32L)) & ((t209 <= 0L) | (t209 >= 32L)))) & (((t210 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t211 + (unsigned long)((long)t166 * 4L))) | ((t211 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t210 + (unsigned long)((long)t166 * 8L)))) & (((t212 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t213 + (unsigned long)((long)t166 * 4L))) | ((t213 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t212 + (unsigned long)((long)t166 * 8L)))) & (((t214 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t215 + (unsigned long)((long)t166 * 4L))) | ((t215 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t214 + (unsigned long)((long)t166 * 8L)))) & (((t216 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t217 + (unsigned long)((long)t166 * 4L))) | ((t217 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t216 + (unsigned long)((long)t166 * 8L)))) & (((t218 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t219 + (unsigned long)((long)t166 * 4L))) | ((t219 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t218 + (unsigned long)((long)t166 * 8L)))) & (((t220 + (unsigned long)((long)t166 * 8L + 8L + (t167 - 1L) * 8L)) <= (t221 + (unsigned long)((long)t166 * 4L))) | ((t221 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t220 + (unsigned long)((long)t166 * 8L)))) & (((t222 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t223 + (unsigned long)((long)t166 * 4L))) | ((t223 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t222 + (unsigned long)((long)t166 * 4L))) | (((t224 <= 0L) | (t224 >= 16L)) & ((t225 <= 0L) | (t225 >= 16L)) & ((t226 <= 0L) | (t226 >= 16L)))) & (((t227 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t228 + (unsigned long)((long)t166 * 4L))) | ((t228 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t227 + (unsigned long)((long)t166 * 4L))) | (((t229 <= 0L) | (t229 >= 16L)) & ((t230 <= 0L) | (t230 >= 16L)))) & (((t231 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t232 + (unsigned long)((long)t166 * 4L))) | ((t232 + (unsigned long)((long)t166 * 4L + 4L + (t167 - 1L) * 4L)) <= (t231 + (unsigned long)((long)t166 * 4L))) | (((t233 <= 0L) | (t233 >= 16L)) & ((t234 <= 0L) | (t234 >= 16L)))) & (t166 >= 0) & (t166 >= 0) & (t166 >= 0)) {
            long t235 = t167 & -4L;
            __m128i t236 = _mm_set1_epi32((int)(t166 % 7));
            __m128i t237 = _mm_add_epi32(t236, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t238 = _mm_sub_epi32(t237, _mm_set1_epi32(7));
            vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t237, t238);
            __m128i t239 = _mm_set1_epi32((int)(t166 % 5));
            __m128i t240 = _mm_add_epi32(t239, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t241 = _mm_sub_epi32(t240, _mm_set1_epi32(5));
            vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t240, t241);
            __m128i t242 = _mm_set1_epi32((int)(t166 % 3));
            __m128i t243 = _mm_add_epi32(t242, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t244 = _mm_sub_epi32(t243, _mm_set1_epi32(3));
            vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t243, t244);
            long i_vec_1 = 0L;
            /* vcc: loop at fp_contract.c:31 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t245 = (long)t166 + i_vec_1;
                double *t246 = x + t245;
                __m128i t247 = _mm_add_epi32(_mm_set1_epi32(3), (__m128i)t4);
                __m256d t248 = _mm256_cvtepi32_pd(t247);
                __m256d t249 = _mm256_div_pd(_mm256_set1_pd(1.0), t248);
                _mm256_storeu_pd(t246, t249);
                double *t250 = y + t245;
                __m128i t251 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(1));
                __m128i t252 = _mm_sllv_epi32(_mm_set1_epi32(1), t251);
                __m256d t253 = _mm256_cvtepi32_pd(t252);
                __m256d t254 = _mm256_div_pd(_mm256_set1_pd(1.0), t253);
                __m256d t255 = _mm256_add_pd(t248, t254);
                _mm256_storeu_pd(t250, t255);
                __m256d x_v_4 = _mm256_loadu_pd(t246);
                __m256d y_v_4 = _mm256_loadu_pd(t250);
                __m256d t256 = _mm256_mul_pd(x_v_4, y_v_4);
                __m256d t257 = _mm256_xor_pd(t256, _mm256_set1_pd(-0.0));
                __m256d t258 = _mm256_cvtepi32_pd((__m128i)t6);
                __m256d t259 = _mm256_mul_pd(t258, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t260 = _mm256_add_pd(t257, t259);
                _mm256_storeu_pd(z + t245, t260);
                __m256d x_v_5 = _mm256_loadu_pd(t246);
                __m256d y_v_5 = _mm256_loadu_pd(t250);
                __m256d t261 = _mm256_mul_pd(x_v_5, y_v_5);
                _mm256_storeu_pd(a + t245, t261);
                float *t262 = xf + t245;
                __m128 t263 = _mm_cvtepi32_ps(t247);
                __m128 t264 = _mm_div_ps(_mm_set1_ps(1.0f), t263);
                _mm_storeu_ps(t262, t264);
                float *t265 = yf + t245;
                __m128 t266 = _mm_cvtepi32_ps(t252);
                __m128 t267 = _mm_div_ps(_mm_set1_ps(1.0f), t266);
                __m128 t268 = _mm_add_ps(t263, t267);
                _mm_storeu_ps(t265, t268);
                __m128 xf_v_2 = _mm_loadu_ps(t262);
                __m128 yf_v_2 = _mm_loadu_ps(t265);
                __m128 t269 = _mm_mul_ps(xf_v_2, yf_v_2);
                __m128 t270 = _mm_cvtepi32_ps((__m128i)t6);
                __m128 t271 = _mm_mul_ps(t270, _mm_set1_ps(2.3841858e-7f));
                __m128 t272 = _mm_add_ps(t269, t271);
                _mm_storeu_ps(zf + t245, t272);
                i_vec_1 += 4L;
                __m128i t273 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(4));
                __m128i t274 = _mm_sub_epi32(t273, _mm_set1_epi32(7));
                __m128i t275 = _mm_min_epu32(t273, t274);
                __m128i t276 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                __m128i t277 = _mm_sub_epi32(t276, _mm_set1_epi32(5));
                __m128i t278 = _mm_min_epu32(t276, t277);
                __m128i t279 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(1));
                __m128i t280 = _mm_sub_epi32(t279, _mm_set1_epi32(3));
                __m128i t281 = _mm_min_epu32(t279, t280);
                if (i_vec_1 >= t235) {
                    break;
                }
                t4 = (vcc_v4_int)t275;
                t5 = (vcc_v4_int)t278;
                t6 = (vcc_v4_int)t281;
            }
            i = (int)((long)t166 + t235);
        } else {
            i = t166;
        }
        for (; i < n; i++) {
            long t282 = (long)i;
            double *t283 = x + t282;
            int t284 = 3 + i % 7;
            double t285 = (double)t284;
            *t283 = 1.0 / t285;
            double *t286 = y + t282;
            int t287 = 1 << (i % 5 + 1);
            *t286 = t285 + 1.0 / (double)t287;
            int t288 = i % 3;
            z[t282] = -(*t283 * *t286) + (double)t288 * 8.881784197001252e-16;
            a[t282] = *t283 * *t286;
            float *t289 = xf + t282;
            float t290 = (float)t284;
            *t289 = 1.0f / t290;
            float *t291 = yf + t282;
            *t291 = t290 + 1.0f / (float)t287;
            zf[t282] = *t289 * *t291 + (float)t288 * 2.3841858e-7f;
        }
        const double *t292 = y;
        const double *t293 = x;
        madd_f64(n, m, t293, t292, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t293, t292);
        unsigned long t294 = (unsigned long)n;
        unsigned long t295 = t294 * 8UL;
        unsigned long t296 = (_mm256_zeroupper(), hash_bytes((const void *)a, t295));
        unsigned long t297 = (_mm256_zeroupper(), hash_bytes((const void *)af, t294 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t295)), (unsigned long long)t297, (unsigned long long)t296);
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
