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

__attribute__((target("avx2"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = x[t21] * y[t21] - z[t21];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
__attribute__((target("avx2"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
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
            __m256d a_v = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t3 * 8UL), _mm256_cvtepi32_epi64(t4));
            __m256d y_v = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t3 * 8UL), _mm256_cvtepi32_epi64(t4));
            __m256d t5 = _mm256_mul_pd(x_v, y_v);
            __m256d t6 = _mm256_sub_pd(a_v, t5);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t3 * 8UL), _mm256_cvtepi32_epi64(t4), t6);
            long t7 = (long)(int)(i_vec + 4L);
            __m256d x_v_1 = _mm256_loadu_pd(x + t7);
            __m128i t8 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_1, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_1 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t8));
            __m256d y_v_1 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t8));
            __m256d t9 = _mm256_mul_pd(x_v_1, y_v_1);
            __m256d t10 = _mm256_sub_pd(a_v_1, t9);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm256_cvtepi32_epi64(t8), t10);
            long t11 = (long)(int)(i_vec + 8L);
            __m256d x_v_2 = _mm256_loadu_pd(x + t11);
            __m128i t12 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_2, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_2 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t11 * 8UL), _mm256_cvtepi32_epi64(t12));
            __m256d y_v_2 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t11 * 8UL), _mm256_cvtepi32_epi64(t12));
            __m256d t13 = _mm256_mul_pd(x_v_2, y_v_2);
            __m256d t14 = _mm256_sub_pd(a_v_2, t13);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t11 * 8UL), _mm256_cvtepi32_epi64(t12), t14);
            long t15 = (long)(int)(i_vec + 12L);
            __m256d x_v_3 = _mm256_loadu_pd(x + t15);
            __m128i t16 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x_v_3, _mm256_set1_pd(0.2), _CMP_GT_OQ));
            __m256d a_v_3 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t15 * 8UL), _mm256_cvtepi32_epi64(t16));
            __m256d y_v_3 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t15 * 8UL), _mm256_cvtepi32_epi64(t16));
            __m256d t17 = _mm256_mul_pd(x_v_3, y_v_3);
            __m256d t18 = _mm256_sub_pd(a_v_3, t17);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t15 * 8UL), _mm256_cvtepi32_epi64(t16), t18);
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
            __m256d a_v_4 = _mm256_maskload_pd((double *)((unsigned long)a + (unsigned long)t22 * 8UL), _mm256_cvtepi32_epi64(t23));
            __m256d y_v_4 = _mm256_maskload_pd((const double *)((unsigned long)y + (unsigned long)t22 * 8UL), _mm256_cvtepi32_epi64(t23));
            __m256d t24 = _mm256_mul_pd(x_v_4, y_v_4);
            __m256d t25 = _mm256_sub_pd(a_v_4, t24);
            _mm256_maskstore_pd((double *)((unsigned long)a + (unsigned long)t22 * 8UL), _mm256_cvtepi32_epi64(t23), t25);
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t7;
    int t160;
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
                __m256d t88 = _mm256_mul_pd(t87, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t89 = _mm256_add_pd(t86, t88);
                _mm256_storeu_pd(z + t74, t89);
                __m256d x_v_1 = _mm256_loadu_pd(t75);
                __m256d y_v_1 = _mm256_loadu_pd(t79);
                __m256d t90 = _mm256_mul_pd(x_v_1, y_v_1);
                _mm256_storeu_pd(a + t74, t90);
                float *t91 = xf + t74;
                __m128 t92 = _mm_cvtepi32_ps(t76);
                __m128 t93 = _mm_div_ps(_mm_set1_ps(1.0f), t92);
                _mm_storeu_ps(t91, t93);
                float *t94 = yf + t74;
                __m128 t95 = _mm_cvtepi32_ps(t81);
                __m128 t96 = _mm_div_ps(_mm_set1_ps(1.0f), t95);
                __m128 t97 = _mm_add_ps(t92, t96);
                _mm_storeu_ps(t94, t97);
                __m128 xf_v = _mm_loadu_ps(t91);
                __m128 yf_v = _mm_loadu_ps(t94);
                __m128 t98 = _mm_mul_ps(xf_v, yf_v);
                __m128 t99 = _mm_cvtepi32_ps(t3);
                __m128 t100 = _mm_mul_ps(t99, _mm_set1_ps(2.3841858e-7f));
                __m128 t101 = _mm_add_ps(t98, t100);
                _mm_storeu_ps(zf + t74, t101);
                long t102 = (long)(int)(i_vec + 4L);
                double *t103 = x + t102;
                __m128i t104 = _mm_add_epi32(t1, _mm_set1_epi32(4));
                __m128i t105 = t104;
                __m128i t106 = _mm_sub_epi32(t105, _mm_set1_epi32(7));
                __m128i t107 = _mm_min_epu32(t105, t106);
                __m128i t108 = t107;
                __m128i t109 = _mm_add_epi32(_mm_set1_epi32(3), t108);
                __m256d t110 = _mm256_cvtepi32_pd(t109);
                __m256d t111 = _mm256_div_pd(_mm256_set1_pd(1.0), t110);
                _mm256_storeu_pd(t103, t111);
                double *t112 = y + t102;
                __m128i t113 = _mm_add_epi32(t2, _mm_set1_epi32(4));
                __m128i t114 = t113;
                __m128i t115 = _mm_sub_epi32(t114, _mm_set1_epi32(5));
                __m128i t116 = _mm_min_epu32(t114, t115);
                __m128i t117 = t116;
                __m128i t118 = _mm_add_epi32(t117, _mm_set1_epi32(1));
                __m128i t119 = _mm_sllv_epi32(_mm_set1_epi32(1), t118);
                __m256d t120 = _mm256_cvtepi32_pd(t119);
                __m256d t121 = _mm256_div_pd(_mm256_set1_pd(1.0), t120);
                __m256d t122 = _mm256_add_pd(t110, t121);
                _mm256_storeu_pd(t112, t122);
                __m256d x_v_2 = _mm256_loadu_pd(t103);
                __m256d y_v_2 = _mm256_loadu_pd(t112);
                __m256d t123 = _mm256_mul_pd(x_v_2, y_v_2);
                __m256d t124 = _mm256_xor_pd(t123, _mm256_set1_pd(-0.0));
                __m128i t125 = _mm_add_epi32(t3, _mm_set1_epi32(1));
                __m128i t126 = t125;
                __m128i t127 = _mm_sub_epi32(t126, _mm_set1_epi32(3));
                __m128i t128 = _mm_min_epu32(t126, t127);
                __m128i t129 = t128;
                __m256d t130 = _mm256_cvtepi32_pd(t129);
                __m256d t131 = _mm256_mul_pd(t130, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t132 = _mm256_add_pd(t124, t131);
                _mm256_storeu_pd(z + t102, t132);
                __m256d x_v_3 = _mm256_loadu_pd(t103);
                __m256d y_v_3 = _mm256_loadu_pd(t112);
                __m256d t133 = _mm256_mul_pd(x_v_3, y_v_3);
                _mm256_storeu_pd(a + t102, t133);
                float *t134 = xf + t102;
                __m128 t135 = _mm_cvtepi32_ps(t109);
                __m128 t136 = _mm_div_ps(_mm_set1_ps(1.0f), t135);
                _mm_storeu_ps(t134, t136);
                float *t137 = yf + t102;
                __m128 t138 = _mm_cvtepi32_ps(t119);
                __m128 t139 = _mm_div_ps(_mm_set1_ps(1.0f), t138);
                __m128 t140 = _mm_add_ps(t135, t139);
                _mm_storeu_ps(t137, t140);
                __m128 xf_v_1 = _mm_loadu_ps(t134);
                __m128 yf_v_1 = _mm_loadu_ps(t137);
                __m128 t141 = _mm_mul_ps(xf_v_1, yf_v_1);
                __m128 t142 = _mm_cvtepi32_ps(t129);
                __m128 t143 = _mm_mul_ps(t142, _mm_set1_ps(2.3841858e-7f));
                __m128 t144 = _mm_add_ps(t141, t143);
                _mm_storeu_ps(zf + t102, t144);
                i_vec += 8L;
                __m128i t145 = _mm_add_epi32(t1, _mm_set1_epi32(1));
                __m128i t146 = t145;
                __m128i t147 = _mm_sub_epi32(t146, _mm_set1_epi32(7));
                __m128i t148 = _mm_min_epu32(t146, t147);
                __m128i t149 = t148;
                __m128i t150 = _mm_add_epi32(t2, _mm_set1_epi32(3));
                __m128i t151 = t150;
                __m128i t152 = _mm_sub_epi32(t151, _mm_set1_epi32(5));
                __m128i t153 = _mm_min_epu32(t151, t152);
                __m128i t154 = t153;
                __m128i t155 = _mm_add_epi32(t3, _mm_set1_epi32(2));
                __m128i t156 = t155;
                __m128i t157 = _mm_sub_epi32(t156, _mm_set1_epi32(3));
                __m128i t158 = _mm_min_epu32(t156, t157);
                __m128i t159 = t158;
                if (i_vec >= t58) {
                    break;
                }
                t1 = t149;
                t2 = t154;
                t3 = t159;
            }
            t160 = (int)t58;
        } else {
            t160 = 0;
        }
        long t161 = (long)n + (long)t160 * -1L;
        unsigned long t162 = (unsigned long)t8;
        unsigned long t163 = (unsigned long)t9;
        unsigned long t164 = (unsigned long)t8;
        unsigned long t165 = (unsigned long)t10;
        unsigned long t166 = (unsigned long)t8;
        unsigned long t167 = (unsigned long)t11;
        unsigned long t168 = (unsigned long)t8;
        unsigned long t169 = (unsigned long)t12;
        unsigned long t170 = (unsigned long)t8;
        unsigned long t171 = (unsigned long)t13;
        unsigned long t172 = (unsigned long)t8;
        unsigned long t173 = (unsigned long)t14;
        unsigned long t174 = (unsigned long)t9;
        unsigned long t175 = (unsigned long)t10;
        unsigned long t176 = (unsigned long)t9;
        unsigned long t177 = (unsigned long)t11;
        unsigned long t178 = (unsigned long)t9;
        unsigned long t179 = (unsigned long)t12;
        unsigned long t180 = (unsigned long)t9;
        unsigned long t181 = (unsigned long)t13;
        unsigned long t182 = (unsigned long)t9;
        unsigned long t183 = (unsigned long)t14;
        unsigned long t184 = (unsigned long)t10;
        unsigned long t185 = (unsigned long)t11;
        unsigned long t186 = (unsigned long)t10;
        unsigned long t187 = (unsigned long)t12;
        unsigned long t188 = (unsigned long)t10;
        unsigned long t189 = (unsigned long)t13;
        unsigned long t190 = (unsigned long)t10;
        unsigned long t191 = (unsigned long)t14;
        unsigned long t192 = (unsigned long)t11;
        unsigned long t193 = (unsigned long)t12;
        unsigned long t194 = (unsigned long)t11;
        unsigned long t195 = (unsigned long)t13;
        unsigned long t196 = (unsigned long)t11;
        unsigned long t197 = (unsigned long)t14;
        unsigned long t198 = (unsigned long)t12;
        unsigned long t199 = (unsigned long)t13;
        unsigned long t200 = (unsigned long)t12;
        unsigned long t201 = (unsigned long)t14;
        unsigned long t202 = (unsigned long)t13;
        unsigned long t203 = (unsigned long)t14;
        if ((t161 >= 4L) & (((t162 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t160 * 8L))) | ((t163 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t160 * 8L)))) & (((t164 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t165 + (unsigned long)((long)t160 * 8L))) | ((t165 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t160 * 8L)))) & (((t166 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t167 + (unsigned long)((long)t160 * 8L))) | ((t167 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t166 + (unsigned long)((long)t160 * 8L)))) & (((t168 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t160 * 4L))) | ((t169 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t160 * 8L)))) & (((t170 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t160 * 4L))) | ((t171 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t160 * 8L)))) & (((t172 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t160 * 4L))) | ((t173 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t172 + (unsigned long)((long)t160 * 8L)))) & (((t174 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t160 * 8L))) | ((t175 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t174 + (unsigned long)((long)t160 * 8L)))) & (((t176 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t160 * 8L))) | ((t177 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t176 + (unsigned long)((long)t160 * 8L)))) & (((t178 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t160 * 4L))) | ((t179 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t160 * 8L)))) & (((t180 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t181 + (unsigned long)((long)t160 * 4L))) | ((t181 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t160 * 8L)))) & (((t182 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t183 + (unsigned long)((long)t160 * 4L))) | ((t183 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t182 + (unsigned long)((long)t160 * 8L)))) & (((t184 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t185 + (unsigned long)((long)t160 * 8L))) | ((t185 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t184 + (unsigned long)((long)t160 * 8L)))) & (((t186 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t187 + (unsigned long)((long)t160 * 4L))) | ((t187 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t160 * 8L)))) & (((t188 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t189 + (unsigned long)((long)t160 * 4L))) | ((t189 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t188 + (unsigned long)((long)t160 * 8L)))) & (((t190 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t191 + (unsigned long)((long)t160 * 4L))) | ((t191 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t160 * 8L)))) & (((t192 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t193 + (unsigned long)((long)t160 * 4L))) | ((t193 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t192 + (unsigned long)((long)t160 * 8L)))) & (((t194 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t195 + (unsigned long)((long)t160 * 4L))) | ((t195 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t194 + (unsigned long)((long)t160 * 8L)))) & (((t196 + (unsigned long)((long)t160 * 8L + 8L + (t161 - 1L) * 8L)) <= (t197 + (unsigned long)((long)t160 * 4L))) | ((t197 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t196 + (unsigned long)((long)t160 * 8L)))) & (((t198 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t199 + (unsigned long)((long)t160 * 4L))) | ((t199 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t198 + (unsigned long)((long)t160 * 4L)))) & (((t200 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t201 + (unsigned long)((long)t160 * 4L))) | ((t201 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t200 + (unsigned long)((long)t160 * 4L)))) & (((t202 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t203 + (unsigned long)((long)t160 * 4L))) | ((t203 + (unsigned long)((long)t160 * 4L + 4L + (t161 - 1L) * 4L)) <= (t202 + (unsigned long)((long)t160 * 4L)))) & (t160 >= 0) & (t160 >= 0) & (t160 >= 0)) {
            long t204 = t161 & -4L;
            __m128i t205 = _mm_set1_epi32((int)(t160 % 7));
            __m128i t206 = _mm_add_epi32(t205, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t207 = t206;
            __m128i t208 = _mm_sub_epi32(t207, _mm_set1_epi32(7));
            __m128i t209 = _mm_min_epu32(t207, t208);
            __m128i t4 = t209;
            __m128i t210 = _mm_set1_epi32((int)(t160 % 5));
            __m128i t211 = _mm_add_epi32(t210, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t212 = t211;
            __m128i t213 = _mm_sub_epi32(t212, _mm_set1_epi32(5));
            __m128i t214 = _mm_min_epu32(t212, t213);
            __m128i t5 = t214;
            __m128i t215 = _mm_set1_epi32((int)(t160 % 3));
            __m128i t216 = _mm_add_epi32(t215, _mm_setr_epi32(0, 1, 2, 0));
            __m128i t217 = t216;
            __m128i t218 = _mm_sub_epi32(t217, _mm_set1_epi32(3));
            __m128i t219 = _mm_min_epu32(t217, t218);
            __m128i t6 = t219;
            long i_vec_1 = 0L;
            for (;;) {
                long t220 = (long)(int)((long)t160 + i_vec_1);
                double *t221 = x + t220;
                __m128i t222 = _mm_add_epi32(_mm_set1_epi32(3), t4);
                __m256d t223 = _mm256_cvtepi32_pd(t222);
                __m256d t224 = _mm256_div_pd(_mm256_set1_pd(1.0), t223);
                _mm256_storeu_pd(t221, t224);
                double *t225 = y + t220;
                __m128i t226 = _mm_add_epi32(t5, _mm_set1_epi32(1));
                __m128i t227 = _mm_sllv_epi32(_mm_set1_epi32(1), t226);
                __m256d t228 = _mm256_cvtepi32_pd(t227);
                __m256d t229 = _mm256_div_pd(_mm256_set1_pd(1.0), t228);
                __m256d t230 = _mm256_add_pd(t223, t229);
                _mm256_storeu_pd(t225, t230);
                __m256d x_v_4 = _mm256_loadu_pd(t221);
                __m256d y_v_4 = _mm256_loadu_pd(t225);
                __m256d t231 = _mm256_mul_pd(x_v_4, y_v_4);
                __m256d t232 = _mm256_xor_pd(t231, _mm256_set1_pd(-0.0));
                __m256d t233 = _mm256_cvtepi32_pd(t6);
                __m256d t234 = _mm256_mul_pd(t233, _mm256_set1_pd(8.881784197001252e-16));
                __m256d t235 = _mm256_add_pd(t232, t234);
                _mm256_storeu_pd(z + t220, t235);
                __m256d x_v_5 = _mm256_loadu_pd(t221);
                __m256d y_v_5 = _mm256_loadu_pd(t225);
                __m256d t236 = _mm256_mul_pd(x_v_5, y_v_5);
                _mm256_storeu_pd(a + t220, t236);
                float *t237 = xf + t220;
                __m128 t238 = _mm_cvtepi32_ps(t222);
                __m128 t239 = _mm_div_ps(_mm_set1_ps(1.0f), t238);
                _mm_storeu_ps(t237, t239);
                float *t240 = yf + t220;
                __m128 t241 = _mm_cvtepi32_ps(t227);
                __m128 t242 = _mm_div_ps(_mm_set1_ps(1.0f), t241);
                __m128 t243 = _mm_add_ps(t238, t242);
                _mm_storeu_ps(t240, t243);
                __m128 xf_v_2 = _mm_loadu_ps(t237);
                __m128 yf_v_2 = _mm_loadu_ps(t240);
                __m128 t244 = _mm_mul_ps(xf_v_2, yf_v_2);
                __m128 t245 = _mm_cvtepi32_ps(t6);
                __m128 t246 = _mm_mul_ps(t245, _mm_set1_ps(2.3841858e-7f));
                __m128 t247 = _mm_add_ps(t244, t246);
                _mm_storeu_ps(zf + t220, t247);
                i_vec_1 += 4L;
                __m128i t248 = _mm_add_epi32(t4, _mm_set1_epi32(4));
                __m128i t249 = t248;
                __m128i t250 = _mm_sub_epi32(t249, _mm_set1_epi32(7));
                __m128i t251 = _mm_min_epu32(t249, t250);
                __m128i t252 = t251;
                __m128i t253 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t254 = t253;
                __m128i t255 = _mm_sub_epi32(t254, _mm_set1_epi32(5));
                __m128i t256 = _mm_min_epu32(t254, t255);
                __m128i t257 = t256;
                __m128i t258 = _mm_add_epi32(t6, _mm_set1_epi32(1));
                __m128i t259 = t258;
                __m128i t260 = _mm_sub_epi32(t259, _mm_set1_epi32(3));
                __m128i t261 = _mm_min_epu32(t259, t260);
                __m128i t262 = t261;
                if (i_vec_1 >= t204) {
                    break;
                }
                t4 = t252;
                t5 = t257;
                t6 = t262;
            }
            i = (int)((long)t160 + t204);
        } else {
            i = t160;
        }
        for (; i < n; i++) {
            long t263 = (long)i;
            double *t264 = x + t263;
            int t265 = 3 + i % 7;
            double t266 = (double)t265;
            *t264 = 1.0 / t266;
            double *t267 = y + t263;
            int t268 = 1 << (i % 5 + 1);
            *t267 = t266 + 1.0 / (double)t268;
            int t269 = i % 3;
            z[t263] = -(*t264 * *t267) + (double)t269 * 8.881784197001252e-16;
            a[t263] = *t264 * *t267;
            float *t270 = xf + t263;
            float t271 = (float)t265;
            *t270 = 1.0f / t271;
            float *t272 = yf + t263;
            *t272 = t271 + 1.0f / (float)t268;
            zf[t263] = *t270 * *t272 + (float)t269 * 2.3841858e-7f;
        }
        const double *t273 = y;
        const double *t274 = x;
        madd_f64(n, m, t274, t273, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t274, t273);
        unsigned long t275 = (unsigned long)n;
        unsigned long t276 = t275 * 8UL;
        unsigned long t277 = (_mm256_zeroupper(), hash_bytes((const void *)a, t276));
        unsigned long t278 = (_mm256_zeroupper(), hash_bytes((const void *)af, t275 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t276)), (unsigned long long)t278, (unsigned long long)t277);
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
