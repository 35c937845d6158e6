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

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
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
            __m512d t6 = _mm512_loadu_pd(x + t5);
            __m512d t7 = _mm512_loadu_pd(y + t5);
            __m512d t8 = _mm512_mul_pd(t6, t7);
            __m512d t9 = _mm512_loadu_pd(z + t5);
            __m512d t10 = _mm512_add_pd(t8, t9);
            _mm512_storeu_pd(a + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m512d t12 = _mm512_loadu_pd(x + t11);
            __m512d t13 = _mm512_loadu_pd(y + t11);
            __m512d t14 = _mm512_mul_pd(t12, t13);
            __m512d t15 = _mm512_loadu_pd(z + t11);
            __m512d t16 = _mm512_add_pd(t14, t15);
            _mm512_storeu_pd(a + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m512d t18 = _mm512_loadu_pd(x + t17);
            __m512d t19 = _mm512_loadu_pd(y + t17);
            __m512d t20 = _mm512_mul_pd(t18, t19);
            __m512d t21 = _mm512_loadu_pd(z + t17);
            __m512d t22 = _mm512_add_pd(t20, t21);
            _mm512_storeu_pd(a + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m512d t24 = _mm512_loadu_pd(x + t23);
            __m512d t25 = _mm512_loadu_pd(y + t23);
            __m512d t26 = _mm512_mul_pd(t24, t25);
            __m512d t27 = _mm512_loadu_pd(z + t23);
            __m512d t28 = _mm512_add_pd(t26, t27);
            _mm512_storeu_pd(a + t23, t28);
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
            __m512d t33 = _mm512_loadu_pd(x + t32);
            __m512d t34 = _mm512_loadu_pd(y + t32);
            __m512d t35 = _mm512_mul_pd(t33, t34);
            __m512d t36 = _mm512_loadu_pd(z + t32);
            __m512d t37 = _mm512_add_pd(t35, t36);
            _mm512_storeu_pd(a + t32, t37);
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
        __m512d t43 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), x + t42);
        __m512d t44 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), y + t42);
        __m512d t45 = _mm512_mul_pd(t43, t44);
        __m512d t46 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), z + t42);
        __m512d t47 = _mm512_add_pd(t45, t46);
        _mm512_mask_storeu_pd(a + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = x[t48] * y[t48] + z[t48];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(x + t5);
            __m512 t7 = _mm512_loadu_ps(y + t5);
            __m512 t8 = _mm512_mul_ps(t6, t7);
            __m512 t9 = _mm512_loadu_ps(z + t5);
            __m512 t10 = _mm512_sub_ps(t8, t9);
            _mm512_storeu_ps(a + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(x + t11);
            __m512 t13 = _mm512_loadu_ps(y + t11);
            __m512 t14 = _mm512_mul_ps(t12, t13);
            __m512 t15 = _mm512_loadu_ps(z + t11);
            __m512 t16 = _mm512_sub_ps(t14, t15);
            _mm512_storeu_ps(a + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512 t21 = _mm512_loadu_ps(x + t20);
            __m512 t22 = _mm512_loadu_ps(y + t20);
            __m512 t23 = _mm512_mul_ps(t21, t22);
            __m512 t24 = _mm512_loadu_ps(z + t20);
            __m512 t25 = _mm512_sub_ps(t23, t24);
            _mm512_storeu_ps(a + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512 t31 = _mm512_maskz_loadu_ps(t29, x + t30);
        __m512 t32 = _mm512_maskz_loadu_ps(t29, y + t30);
        __m512 t33 = _mm512_mul_ps(t31, t32);
        __m512 t34 = _mm512_maskz_loadu_ps(t29, z + t30);
        __m512 t35 = _mm512_sub_ps(t33, t34);
        _mm512_mask_storeu_ps(a + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = x[t36] * y[t36] - z[t36];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t33;
    int t43;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(x + t5);
            __m256i t7 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t6, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d t8 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (double *)((unsigned long)a + (unsigned long)t5 * 8UL));
            __m512d t9 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (const double *)((unsigned long)y + (unsigned long)t5 * 8UL));
            __m512d t10 = _mm512_mul_pd(t6, t9);
            __m512d t11 = _mm512_sub_pd(t8, t10);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t5 * 8UL), _mm256_movepi32_mask(t7), t11);
            long t12 = (long)(int)(t1 + 8L);
            __m512d t13 = _mm512_loadu_pd(x + t12);
            __m256i t14 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t13, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d t15 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), (double *)((unsigned long)a + (unsigned long)t12 * 8UL));
            __m512d t16 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), (const double *)((unsigned long)y + (unsigned long)t12 * 8UL));
            __m512d t17 = _mm512_mul_pd(t13, t16);
            __m512d t18 = _mm512_sub_pd(t15, t17);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t12 * 8UL), _mm256_movepi32_mask(t14), t18);
            long t19 = (long)(int)(t1 + 16L);
            __m512d t20 = _mm512_loadu_pd(x + t19);
            __m256i t21 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t20, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d t22 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), (double *)((unsigned long)a + (unsigned long)t19 * 8UL));
            __m512d t23 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t21), (const double *)((unsigned long)y + (unsigned long)t19 * 8UL));
            __m512d t24 = _mm512_mul_pd(t20, t23);
            __m512d t25 = _mm512_sub_pd(t22, t24);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t19 * 8UL), _mm256_movepi32_mask(t21), t25);
            long t26 = (long)(int)(t1 + 24L);
            __m512d t27 = _mm512_loadu_pd(x + t26);
            __m256i t28 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t27, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), (double *)((unsigned long)a + (unsigned long)t26 * 8UL));
            __m512d t30 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), (const double *)((unsigned long)y + (unsigned long)t26 * 8UL));
            __m512d t31 = _mm512_mul_pd(t27, t30);
            __m512d t32 = _mm512_sub_pd(t29, t31);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t26 * 8UL), _mm256_movepi32_mask(t28), t32);
            t1 += 32L;
        } while (t1 < t4);
        t33 = (int)t4;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t33 + t2);
            __m512d t37 = _mm512_loadu_pd(x + t36);
            __m256i t38 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t37, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d t39 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), (double *)((unsigned long)a + (unsigned long)t36 * 8UL));
            __m512d t40 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t38), (const double *)((unsigned long)y + (unsigned long)t36 * 8UL));
            __m512d t41 = _mm512_mul_pd(t37, t40);
            __m512d t42 = _mm512_sub_pd(t39, t41);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t36 * 8UL), _mm256_movepi32_mask(t38), t42);
            t2 += 8L;
        } while (t2 < t35);
        t43 = (int)((long)t33 + t35);
    } else {
        t43 = t33;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if ((t44 >= 1L) & (t44 <= 8L)) {
        __m256i t45 = _mm256_set1_epi32((int)(int)t44);
        __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t47 = (long)(int)(long)t43;
        __m512d t48 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), x + t47);
        __m256i t49 = _mm256_movm_epi32(_mm512_cmp_pd_mask(t48, _mm512_set1_pd(0.2), _CMP_GT_OQ));
        __m256i t50 = _mm256_and_si256(t46, t49);
        __m512d t51 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), (double *)((unsigned long)a + (unsigned long)t47 * 8UL));
        __m512d t52 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t50), (const double *)((unsigned long)y + (unsigned long)t47 * 8UL));
        __m512d t53 = _mm512_mul_pd(t48, t52);
        __m512d t54 = _mm512_sub_pd(t51, t53);
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t47 * 8UL), _mm256_movepi32_mask(t50), t54);
        i = (int)((long)t43 + t44);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        double t56 = x[t55];
        if (t56 > 0.2) {
            double *t57 = a + t55;
            *t57 = *t57 - t56 * y[t55];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t5;
    int t119;
    int i;
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
        void *t6 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *a = (double *)t6;
        double *m = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t7 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *x = (double *)t7;
        void *t8 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)t8;
        void *t9 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *z = (double *)t9;
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t10 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *xf = (float *)t10;
        void *t11 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)t11;
        void *t12 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *zf = (float *)t12;
        long t13 = (long)n;
        unsigned long t14 = (unsigned long)t6;
        unsigned long t15 = (unsigned long)t7;
        unsigned long t16 = (unsigned long)t6;
        unsigned long t17 = (unsigned long)t8;
        unsigned long t18 = (unsigned long)t6;
        unsigned long t19 = (unsigned long)t9;
        unsigned long t20 = (unsigned long)t6;
        unsigned long t21 = (unsigned long)t10;
        unsigned long t22 = (unsigned long)t6;
        unsigned long t23 = (unsigned long)t11;
        unsigned long t24 = (unsigned long)t6;
        unsigned long t25 = (unsigned long)t12;
        unsigned long t26 = (unsigned long)t7;
        unsigned long t27 = (unsigned long)t8;
        unsigned long t28 = (unsigned long)t7;
        unsigned long t29 = (unsigned long)t9;
        unsigned long t30 = (unsigned long)t7;
        unsigned long t31 = (unsigned long)t10;
        unsigned long t32 = (unsigned long)t7;
        unsigned long t33 = (unsigned long)t11;
        unsigned long t34 = (unsigned long)t7;
        unsigned long t35 = (unsigned long)t12;
        unsigned long t36 = (unsigned long)t8;
        unsigned long t37 = (unsigned long)t9;
        unsigned long t38 = (unsigned long)t8;
        unsigned long t39 = (unsigned long)t10;
        unsigned long t40 = (unsigned long)t8;
        unsigned long t41 = (unsigned long)t11;
        unsigned long t42 = (unsigned long)t8;
        unsigned long t43 = (unsigned long)t12;
        unsigned long t44 = (unsigned long)t9;
        unsigned long t45 = (unsigned long)t10;
        unsigned long t46 = (unsigned long)t9;
        unsigned long t47 = (unsigned long)t11;
        unsigned long t48 = (unsigned long)t9;
        unsigned long t49 = (unsigned long)t12;
        unsigned long t50 = (unsigned long)t10;
        unsigned long t51 = (unsigned long)t11;
        unsigned long t52 = (unsigned long)t10;
        unsigned long t53 = (unsigned long)t12;
        unsigned long t54 = (unsigned long)t11;
        unsigned long t55 = (unsigned long)t12;
        if ((t13 >= 8L) & (((t14 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t15) | ((t15 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t14)) & (((t16 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t17) | ((t17 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t16)) & (((t18 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t18)) & (((t20 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t21) | ((t21 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t20)) & (((t22 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t22)) & (((t24 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t24)) & (((t26 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t26)) & (((t28 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t28)) & (((t30 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t30)) & (((t32 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t32)) & (((t34 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t35) | ((t35 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t34)) & (((t36 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t37) | ((t37 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t36)) & (((t38 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t39) | ((t39 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t38)) & (((t40 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t41) | ((t41 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t40)) & (((t42 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t43) | ((t43 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t42)) & (((t44 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t13 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t51) | ((t51 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t50)) & (((t52 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t52)) & (((t54 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t55) | ((t55 + (unsigned long)(4L + (t13 - 1L) * 4L)) <= t54)) & 1 & 1 & 1) {
            long t56 = t13 & -8L;
            __m256i t57 = _mm256_set1_epi32(0);
            __m256i t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t59 = t58;
            __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(7));
            __m256i t61 = _mm256_min_epu32(t59, t60);
            __m256i t1 = t61;
            __m256i t62 = _mm256_set1_epi32(0);
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t64 = t63;
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(5));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256i t2 = t66;
            __m256i t67 = _mm256_set1_epi32(0);
            __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t69 = t68;
            __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(3));
            __m256i t71 = _mm256_min_epu32(t69, t70);
            __m256i t3 = t71;
            long t4 = 0L;
            for (;;) {
                long t72 = (long)(int)t4;
                double *t73 = x + t72;
                __m256i t74 = _mm256_add_epi32(_mm256_set1_epi32(3), t1);
                __m512d t75 = _mm512_cvtepi32_pd(t74);
                __m512d t76 = _mm512_div_pd(_mm512_set1_pd(1.0), t75);
                _mm512_storeu_pd(t73, t76);
                double *t77 = y + t72;
                __m256i t78 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t79 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t78);
                __m512d t80 = _mm512_cvtepi32_pd(t79);
                __m512d t81 = _mm512_div_pd(_mm512_set1_pd(1.0), t80);
                __m512d t82 = _mm512_add_pd(t75, t81);
                _mm512_storeu_pd(t77, t82);
                __m512d t83 = _mm512_loadu_pd(t73);
                __m512d t84 = _mm512_loadu_pd(t77);
                __m512d t85 = _mm512_mul_pd(t83, t84);
                __m512d t86 = _mm512_xor_pd(t85, _mm512_set1_pd(-0.0));
                __m512d t87 = _mm512_cvtepi32_pd(t3);
                __m512d t88 = _mm512_fmadd_pd(t87, _mm512_set1_pd(8.881784197001252e-16), t86);
                _mm512_storeu_pd(z + t72, t88);
                __m512d t89 = _mm512_loadu_pd(t73);
                __m512d t90 = _mm512_loadu_pd(t77);
                __m512d t91 = _mm512_mul_pd(t89, t90);
                _mm512_storeu_pd(a + t72, t91);
                float *t92 = xf + t72;
                __m256 t93 = _mm256_cvtepi32_ps(t74);
                __m256 t94 = _mm256_div_ps(_mm256_set1_ps(1.0f), t93);
                _mm256_storeu_ps(t92, t94);
                float *t95 = yf + t72;
                __m256 t96 = _mm256_cvtepi32_ps(t79);
                __m256 t97 = _mm256_div_ps(_mm256_set1_ps(1.0f), t96);
                __m256 t98 = _mm256_add_ps(t93, t97);
                _mm256_storeu_ps(t95, t98);
                __m256 t99 = _mm256_loadu_ps(t92);
                __m256 t100 = _mm256_loadu_ps(t95);
                __m256 t101 = _mm256_mul_ps(t99, t100);
                __m256 t102 = _mm256_cvtepi32_ps(t3);
                __m256 t103 = _mm256_mask3_fmadd_ps(t102, _mm256_set1_ps(2.3841858e-7f), t101, (__mmask8)-1);
                _mm256_storeu_ps(zf + t72, t103);
                t4 += 8L;
                __m256i t104 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t105 = t104;
                __m256i t106 = _mm256_sub_epi32(t105, _mm256_set1_epi32(7));
                __m256i t107 = _mm256_min_epu32(t105, t106);
                __m256i t108 = t107;
                __m256i t109 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                __m256i t110 = t109;
                __m256i t111 = _mm256_sub_epi32(t110, _mm256_set1_epi32(5));
                __m256i t112 = _mm256_min_epu32(t110, t111);
                __m256i t113 = t112;
                __m256i t114 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                __m256i t115 = t114;
                __m256i t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32(3));
                __m256i t117 = _mm256_min_epu32(t115, t116);
                __m256i t118 = t117;
                if (t4 >= t56) {
                    break;
                }
                t1 = t108;
                t2 = t113;
                t3 = t118;
            }
            t119 = (int)t56;
        } else {
            t119 = 0;
        }
        long t120 = (long)n + (long)t119 * -1L;
        unsigned long t121 = (unsigned long)t6;
        unsigned long t122 = (unsigned long)t7;
        unsigned long t123 = (unsigned long)t6;
        unsigned long t124 = (unsigned long)t8;
        unsigned long t125 = (unsigned long)t6;
        unsigned long t126 = (unsigned long)t9;
        unsigned long t127 = (unsigned long)t6;
        unsigned long t128 = (unsigned long)t10;
        unsigned long t129 = (unsigned long)t6;
        unsigned long t130 = (unsigned long)t11;
        unsigned long t131 = (unsigned long)t6;
        unsigned long t132 = (unsigned long)t12;
        unsigned long t133 = (unsigned long)t7;
        unsigned long t134 = (unsigned long)t8;
        unsigned long t135 = (unsigned long)t7;
        unsigned long t136 = (unsigned long)t9;
        unsigned long t137 = (unsigned long)t7;
        unsigned long t138 = (unsigned long)t10;
        unsigned long t139 = (unsigned long)t7;
        unsigned long t140 = (unsigned long)t11;
        unsigned long t141 = (unsigned long)t7;
        unsigned long t142 = (unsigned long)t12;
        unsigned long t143 = (unsigned long)t8;
        unsigned long t144 = (unsigned long)t9;
        unsigned long t145 = (unsigned long)t8;
        unsigned long t146 = (unsigned long)t10;
        unsigned long t147 = (unsigned long)t8;
        unsigned long t148 = (unsigned long)t11;
        unsigned long t149 = (unsigned long)t8;
        unsigned long t150 = (unsigned long)t12;
        unsigned long t151 = (unsigned long)t9;
        unsigned long t152 = (unsigned long)t10;
        unsigned long t153 = (unsigned long)t9;
        unsigned long t154 = (unsigned long)t11;
        unsigned long t155 = (unsigned long)t9;
        unsigned long t156 = (unsigned long)t12;
        unsigned long t157 = (unsigned long)t10;
        unsigned long t158 = (unsigned long)t11;
        unsigned long t159 = (unsigned long)t10;
        unsigned long t160 = (unsigned long)t12;
        unsigned long t161 = (unsigned long)t11;
        unsigned long t162 = (unsigned long)t12;
        if ((t120 >= 1L) & (t120 <= 8L) & (((t121 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t122 + (unsigned long)((long)t119 * 8L))) | ((t122 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t119 * 8L)))) & (((t123 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t124 + (unsigned long)((long)t119 * 8L))) | ((t124 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t119 * 8L)))) & (((t125 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t119 * 8L))) | ((t126 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t119 * 8L)))) & (((t127 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t128 + (unsigned long)((long)t119 * 4L))) | ((t128 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t127 + (unsigned long)((long)t119 * 8L)))) & (((t129 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t119 * 4L))) | ((t130 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t129 + (unsigned long)((long)t119 * 8L)))) & (((t131 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t132 + (unsigned long)((long)t119 * 4L))) | ((t132 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t131 + (unsigned long)((long)t119 * 8L)))) & (((t133 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t119 * 8L))) | ((t134 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t119 * 8L)))) & (((t135 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t119 * 8L))) | ((t136 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t119 * 8L)))) & (((t137 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t138 + (unsigned long)((long)t119 * 4L))) | ((t138 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t137 + (unsigned long)((long)t119 * 8L)))) & (((t139 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t140 + (unsigned long)((long)t119 * 4L))) | ((t140 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t139 + (unsigned long)((long)t119 * 8L)))) & (((t141 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t142 + (unsigned long)((long)t119 * 4L))) | ((t142 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t141 + (unsigned long)((long)t119 * 8L)))) & (((t143 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t119 * 8L))) | ((t144 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t119 * 8L)))) & (((t145 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t119 * 4L))) | ((t146 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t145 + (unsigned long)((long)t119 * 8L)))) & (((t147 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t148 + (unsigned long)((long)t119 * 4L))) | ((t148 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t147 + (unsigned long)((long)t119 * 8L)))) & (((t149 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t150 + (unsigned long)((long)t119 * 4L))) | ((t150 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t149 + (unsigned long)((long)t119 * 8L)))) & (((t151 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t152 + (unsigned long)((long)t119 * 4L))) | ((t152 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t151 + (unsigned long)((long)t119 * 8L)))) & (((t153 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t154 + (unsigned long)((long)t119 * 4L))) | ((t154 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t153 + (unsigned long)((long)t119 * 8L)))) & (((t155 + (unsigned long)((long)t119 * 8L + 8L + (t120 - 1L) * 8L)) <= (t156 + (unsigned long)((long)t119 * 4L))) | ((t156 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t119 * 8L)))) & (((t157 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t158 + (unsigned long)((long)t119 * 4L))) | ((t158 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t119 * 4L)))) & (((t159 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t160 + (unsigned long)((long)t119 * 4L))) | ((t160 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t159 + (unsigned long)((long)t119 * 4L)))) & (((t161 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t162 + (unsigned long)((long)t119 * 4L))) | ((t162 + (unsigned long)((long)t119 * 4L + 4L + (t120 - 1L) * 4L)) <= (t161 + (unsigned long)((long)t119 * 4L)))) & (t119 >= 0) & (t119 >= 0) & (t119 >= 0)) {
            __m256i t163 = _mm256_set1_epi32((int)(int)t120);
            __m256i t164 = _mm256_cmpgt_epi32(t163, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t165 = _mm256_set1_epi32((int)(t119 % 7));
            __m256i t166 = _mm256_add_epi32(t165, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t167 = t166;
            __m256i t168 = _mm256_sub_epi32(t167, _mm256_set1_epi32(7));
            __m256i t169 = _mm256_min_epu32(t167, t168);
            __m256i t170 = t169;
            __m256i t171 = _mm256_set1_epi32((int)(t119 % 5));
            __m256i t172 = _mm256_add_epi32(t171, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t173 = t172;
            __m256i t174 = _mm256_sub_epi32(t173, _mm256_set1_epi32(5));
            __m256i t175 = _mm256_min_epu32(t173, t174);
            __m256i t176 = t175;
            __m256i t177 = _mm256_set1_epi32((int)(t119 % 3));
            __m256i t178 = _mm256_add_epi32(t177, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t179 = t178;
            __m256i t180 = _mm256_sub_epi32(t179, _mm256_set1_epi32(3));
            __m256i t181 = _mm256_min_epu32(t179, t180);
            __m256i t182 = t181;
            long t183 = (long)(int)(long)t119;
            double *t184 = x + t183;
            __m256i t185 = _mm256_set1_epi32(3);
            __m256i t186 = t170;
            __m256i t187 = _mm256_add_epi32(t185, t186);
            __m256i t188 = t187;
            __m512d t189 = _mm512_cvtepi32_pd(t188);
            __m512d t190 = _mm512_div_pd(_mm512_set1_pd(1.0), t189);
            _mm512_mask_storeu_pd(t184, _mm256_movepi32_mask(t164), t190);
            double *t191 = y + t183;
            __m256i t192 = t176;
            __m256i t193 = _mm256_set1_epi32(1);
            __m256i t194 = _mm256_add_epi32(t192, t193);
            __m256i t195 = t194;
            __m256i t196 = _mm256_ternarylogic_epi32(t164, t195, _mm256_set1_epi32(0), 0xCA);
            __m256i t197 = _mm256_ternarylogic_epi32(t164, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            __m256i t198 = _mm256_sllv_epi32(t197, t196);
            __m512d t199 = _mm512_cvtepi32_pd(t198);
            __m512d t200 = _mm512_div_pd(_mm512_set1_pd(1.0), t199);
            __m512d t201 = _mm512_add_pd(t189, t200);
            _mm512_mask_storeu_pd(t191, _mm256_movepi32_mask(t164), t201);
            __m512d t202 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t164), t184);
            __m512d t203 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t164), t191);
            __m512d t204 = _mm512_mul_pd(t202, t203);
            __m512d t205 = _mm512_xor_pd(t204, _mm512_set1_pd(-0.0));
            __m512d t206 = _mm512_cvtepi32_pd(t182);
            __m512d t207 = _mm512_fmadd_pd(t206, _mm512_set1_pd(8.881784197001252e-16), t205);
            _mm512_mask_storeu_pd(z + t183, _mm256_movepi32_mask(t164), t207);
            __m512d t208 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t164), t184);
            __m512d t209 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t164), t191);
            __m512d t210 = _mm512_mul_pd(t208, t209);
            _mm512_mask_storeu_pd(a + t183, _mm256_movepi32_mask(t164), t210);
            float *t211 = xf + t183;
            __m256 t212 = _mm256_cvtepi32_ps(t188);
            __m256 t213 = _mm256_div_ps(_mm256_set1_ps(1.0f), t212);
            _mm256_mask_storeu_ps(t211, _mm256_movepi32_mask(t164), t213);
            float *t214 = yf + t183;
            __m256 t215 = _mm256_cvtepi32_ps(t198);
            __m256 t216 = _mm256_div_ps(_mm256_set1_ps(1.0f), t215);
            __m256 t217 = _mm256_add_ps(t212, t216);
            _mm256_mask_storeu_ps(t214, _mm256_movepi32_mask(t164), t217);
            __m256 t218 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t164), t211);
            __m256 t219 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t164), t214);
            __m256 t220 = _mm256_mul_ps(t218, t219);
            __m256 t221 = _mm256_cvtepi32_ps(t182);
            __m256 t222 = _mm256_mask3_fmadd_ps(t221, _mm256_set1_ps(2.3841858e-7f), t220, (__mmask8)-1);
            _mm256_mask_storeu_ps(zf + t183, _mm256_movepi32_mask(t164), t222);
            i = (int)((long)t119 + t120);
        } else {
            i = t119;
        }
        for (; i < n; i++) {
            long t223 = (long)i;
            double *t224 = x + t223;
            int t225 = 3 + i % 7;
            double t226 = (double)t225;
            *t224 = 1.0 / t226;
            double *t227 = y + t223;
            int t228 = 1 << (i % 5 + 1);
            *t227 = t226 + 1.0 / (double)t228;
            int t229 = i % 3;
            z[t223] = -(*t224 * *t227) + (double)t229 * 8.881784197001252e-16;
            a[t223] = *t224 * *t227;
            float *t230 = xf + t223;
            float t231 = (float)t225;
            *t230 = 1.0f / t231;
            float *t232 = yf + t223;
            *t232 = t231 + 1.0f / (float)t228;
            zf[t223] = *t230 * *t232 + (float)t229 * 2.3841858e-7f;
        }
        const double *t233 = y;
        const double *t234 = x;
        madd_f64(n, m, t234, t233, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t234, t233);
        unsigned long t235 = (unsigned long)n;
        unsigned long t236 = t235 * 8UL;
        unsigned long t237 = (_mm256_zeroupper(), hash_bytes((const void *)a, t236));
        unsigned long t238 = (_mm256_zeroupper(), hash_bytes((const void *)af, t235 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t236)), (unsigned long long)t238, (unsigned long long)t237);
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
