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
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d x_v = _mm512_loadu_pd(x + t3);
            __m512d y_v = _mm512_loadu_pd(y + t3);
            __m512d t4 = _mm512_mul_pd(x_v, y_v);
            __m512d z_v = _mm512_loadu_pd(z + t3);
            __m512d t5 = _mm512_add_pd(t4, z_v);
            _mm512_storeu_pd(a + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m512d x_v_1 = _mm512_loadu_pd(x + t6);
            __m512d y_v_1 = _mm512_loadu_pd(y + t6);
            __m512d t7 = _mm512_mul_pd(x_v_1, y_v_1);
            __m512d z_v_1 = _mm512_loadu_pd(z + t6);
            __m512d t8 = _mm512_add_pd(t7, z_v_1);
            _mm512_storeu_pd(a + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m512d x_v_2 = _mm512_loadu_pd(x + t9);
            __m512d y_v_2 = _mm512_loadu_pd(y + t9);
            __m512d t10 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d z_v_2 = _mm512_loadu_pd(z + t9);
            __m512d t11 = _mm512_add_pd(t10, z_v_2);
            _mm512_storeu_pd(a + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m512d x_v_3 = _mm512_loadu_pd(x + t12);
            __m512d y_v_3 = _mm512_loadu_pd(y + t12);
            __m512d t13 = _mm512_mul_pd(x_v_3, y_v_3);
            __m512d z_v_3 = _mm512_loadu_pd(z + t12);
            __m512d t14 = _mm512_add_pd(t13, z_v_3);
            _mm512_storeu_pd(a + t12, t14);
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
            __m512d x_v_4 = _mm512_loadu_pd(x + t18);
            __m512d y_v_4 = _mm512_loadu_pd(y + t18);
            __m512d t19 = _mm512_mul_pd(x_v_4, y_v_4);
            __m512d z_v_4 = _mm512_loadu_pd(z + t18);
            __m512d t20 = _mm512_add_pd(t19, z_v_4);
            _mm512_storeu_pd(a + t18, t20);
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
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), x + t25);
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), y + t25);
        __m512d t26 = _mm512_mul_pd(x_v_5, y_v_5);
        __m512d z_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), z + t25);
        __m512d t27 = _mm512_add_pd(t26, z_v_5);
        _mm512_mask_storeu_pd(a + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = x[t28] * y[t28] + z[t28];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 x_v = _mm512_loadu_ps(x + t3);
            __m512 y_v = _mm512_loadu_ps(y + t3);
            __m512 t4 = _mm512_mul_ps(x_v, y_v);
            __m512 z_v = _mm512_loadu_ps(z + t3);
            __m512 t5 = _mm512_sub_ps(t4, z_v);
            _mm512_storeu_ps(a + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512 x_v_1 = _mm512_loadu_ps(x + t6);
            __m512 y_v_1 = _mm512_loadu_ps(y + t6);
            __m512 t7 = _mm512_mul_ps(x_v_1, y_v_1);
            __m512 z_v_1 = _mm512_loadu_ps(z + t6);
            __m512 t8 = _mm512_sub_ps(t7, z_v_1);
            _mm512_storeu_ps(a + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512 x_v_2 = _mm512_loadu_ps(x + t12);
            __m512 y_v_2 = _mm512_loadu_ps(y + t12);
            __m512 t13 = _mm512_mul_ps(x_v_2, y_v_2);
            __m512 z_v_2 = _mm512_loadu_ps(z + t12);
            __m512 t14 = _mm512_sub_ps(t13, z_v_2);
            _mm512_storeu_ps(a + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t18, x + t19);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t18, y + t19);
        __m512 t20 = _mm512_mul_ps(x_v_3, y_v_3);
        __m512 z_v_3 = _mm512_maskz_loadu_ps(t18, z + t19);
        __m512 t21 = _mm512_sub_ps(t20, z_v_3);
        _mm512_mask_storeu_ps(a + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        a[t22] = x[t22] * y[t22] - z[t22];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d x_v = _mm512_loadu_pd(x + t3);
            __m256i t4 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t4), (double *)((unsigned long)a + (unsigned long)t3 * 8UL));
            __m512d y_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t4), (const double *)((unsigned long)y + (unsigned long)t3 * 8UL));
            __m512d t5 = _mm512_mul_pd(x_v, y_v);
            __m512d t6 = _mm512_sub_pd(a_v, t5);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t3 * 8UL), _mm256_movepi32_mask(t4), t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m512d x_v_1 = _mm512_loadu_pd(x + t7);
            __m256i t8 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_1, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t8), (double *)((unsigned long)a + (unsigned long)t7 * 8UL));
            __m512d y_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t8), (const double *)((unsigned long)y + (unsigned long)t7 * 8UL));
            __m512d t9 = _mm512_mul_pd(x_v_1, y_v_1);
            __m512d t10 = _mm512_sub_pd(a_v_1, t9);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t7 * 8UL), _mm256_movepi32_mask(t8), t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m512d x_v_2 = _mm512_loadu_pd(x + t11);
            __m256i t12 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_2, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t12), (double *)((unsigned long)a + (unsigned long)t11 * 8UL));
            __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t12), (const double *)((unsigned long)y + (unsigned long)t11 * 8UL));
            __m512d t13 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d t14 = _mm512_sub_pd(a_v_2, t13);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t11 * 8UL), _mm256_movepi32_mask(t12), t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m512d x_v_3 = _mm512_loadu_pd(x + t15);
            __m256i t16 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_3, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t16), (double *)((unsigned long)a + (unsigned long)t15 * 8UL));
            __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t16), (const double *)((unsigned long)y + (unsigned long)t15 * 8UL));
            __m512d t17 = _mm512_mul_pd(x_v_3, y_v_3);
            __m512d t18 = _mm512_sub_pd(a_v_3, t17);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t15 * 8UL), _mm256_movepi32_mask(t16), t18);
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
            __m512d x_v_4 = _mm512_loadu_pd(x + t22);
            __m256i t23 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_4, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_4 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), (double *)((unsigned long)a + (unsigned long)t22 * 8UL));
            __m512d y_v_4 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), (const double *)((unsigned long)y + (unsigned long)t22 * 8UL));
            __m512d t24 = _mm512_mul_pd(x_v_4, y_v_4);
            __m512d t25 = _mm512_sub_pd(a_v_4, t24);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t22 * 8UL), _mm256_movepi32_mask(t23), t25);
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
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), x + t30);
        __m256i t31 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_5, _mm512_set1_pd(0.2), _CMP_GT_OQ));
        __m256i t32 = _mm256_and_si256(t29, t31);
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), (double *)((unsigned long)a + (unsigned long)t30 * 8UL));
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t32), (const double *)((unsigned long)y + (unsigned long)t30 * 8UL));
        __m512d t33 = _mm512_mul_pd(x_v_5, y_v_5);
        __m512d t34 = _mm512_sub_pd(a_v_5, t33);
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t30 * 8UL), _mm256_movepi32_mask(t32), t34);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        double t36 = x[t35];
        if (t36 > 0.2) {
            double *t37 = a + t35;
            *t37 = *t37 - t36 * y[t35];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t4;
    int t112;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t4 = 1;
        } else {
            t4 = 0;
            n = n_1;
        }
        if (!t4) {
            return 0;
        }
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *a = (double *)t5;
        double *m = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        void *t6 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *x = (double *)t6;
        void *t7 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)t7;
        void *t8 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *z = (double *)t8;
        float *af = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        void *t9 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *xf = (float *)t9;
        void *t10 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)t10;
        void *t11 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *zf = (float *)t11;
        long t12 = (long)n;
        unsigned long t13 = (unsigned long)t5;
        unsigned long t14 = (unsigned long)t6;
        unsigned long t15 = (unsigned long)t5;
        unsigned long t16 = (unsigned long)t7;
        unsigned long t17 = (unsigned long)t5;
        unsigned long t18 = (unsigned long)t8;
        unsigned long t19 = (unsigned long)t5;
        unsigned long t20 = (unsigned long)t9;
        unsigned long t21 = (unsigned long)t5;
        unsigned long t22 = (unsigned long)t10;
        unsigned long t23 = (unsigned long)t5;
        unsigned long t24 = (unsigned long)t11;
        unsigned long t25 = (unsigned long)t6;
        unsigned long t26 = (unsigned long)t7;
        unsigned long t27 = (unsigned long)t6;
        unsigned long t28 = (unsigned long)t8;
        unsigned long t29 = (unsigned long)t6;
        unsigned long t30 = (unsigned long)t9;
        unsigned long t31 = (unsigned long)t6;
        unsigned long t32 = (unsigned long)t10;
        unsigned long t33 = (unsigned long)t6;
        unsigned long t34 = (unsigned long)t11;
        unsigned long t35 = (unsigned long)t7;
        unsigned long t36 = (unsigned long)t8;
        unsigned long t37 = (unsigned long)t7;
        unsigned long t38 = (unsigned long)t9;
        unsigned long t39 = (unsigned long)t7;
        unsigned long t40 = (unsigned long)t10;
        unsigned long t41 = (unsigned long)t7;
        unsigned long t42 = (unsigned long)t11;
        unsigned long t43 = (unsigned long)t8;
        unsigned long t44 = (unsigned long)t9;
        unsigned long t45 = (unsigned long)t8;
        unsigned long t46 = (unsigned long)t10;
        unsigned long t47 = (unsigned long)t8;
        unsigned long t48 = (unsigned long)t11;
        unsigned long t49 = (unsigned long)t9;
        unsigned long t50 = (unsigned long)t10;
        unsigned long t51 = (unsigned long)t9;
        unsigned long t52 = (unsigned long)t11;
        unsigned long t53 = (unsigned long)t10;
        unsigned long t54 = (unsigned long)t11;
        if ((t12 >= 8L) & (((t13 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t14) | ((t14 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t16) | ((t16 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t18) | ((t18 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t17)) & (((t19 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t20) | ((t20 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t19)) & (((t21 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t22) | ((t22 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t21)) & (((t23 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t24) | ((t24 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t23)) & (((t25 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t26) | ((t26 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t25)) & (((t27 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t28) | ((t28 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t27)) & (((t29 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t30) | ((t30 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t32) | ((t32 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t31)) & (((t33 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t34) | ((t34 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t36) | ((t36 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t38) | ((t38 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t37)) & (((t39 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t40) | ((t40 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t42) | ((t42 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t41)) & (((t43 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t44) | ((t44 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t43)) & (((t45 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t45)) & (((t47 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t48) | ((t48 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t47)) & (((t49 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t50) | ((t50 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t49)) & (((t51 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t52) | ((t52 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t51)) & (((t53 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t54) | ((t54 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t53)) & 1 & 1 & 1) {
            long t55 = t12 & -8L;
            __m256i t56 = _mm256_set1_epi32(0);
            __m256i t57 = _mm256_add_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t58 = t57;
            __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(7));
            __m256i t60 = _mm256_min_epu32(t58, t59);
            __m256i t1 = t60;
            __m256i t61 = _mm256_set1_epi32(0);
            __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t63 = t62;
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(5));
            __m256i t65 = _mm256_min_epu32(t63, t64);
            __m256i t2 = t65;
            __m256i t66 = _mm256_set1_epi32(0);
            __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t68 = t67;
            __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(3));
            __m256i t70 = _mm256_min_epu32(t68, t69);
            __m256i t3 = t70;
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                long t71 = (long)(int)i_vec;
                double *t72 = x + t71;
                __m256i t73 = _mm256_add_epi32(_mm256_set1_epi32(3), t1);
                __m512d t74 = _mm512_cvtepi32_pd(t73);
                __m512d t75 = _mm512_div_pd(_mm512_set1_pd(1.0), t74);
                _mm512_storeu_pd(t72, t75);
                double *t76 = y + t71;
                __m256i t77 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                __m256i t78 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t77);
                __m512d t79 = _mm512_cvtepi32_pd(t78);
                __m512d t80 = _mm512_div_pd(_mm512_set1_pd(1.0), t79);
                __m512d t81 = _mm512_add_pd(t74, t80);
                _mm512_storeu_pd(t76, t81);
                __m512d x_v = _mm512_loadu_pd(t72);
                __m512d y_v = _mm512_loadu_pd(t76);
                __m512d t82 = _mm512_mul_pd(x_v, y_v);
                __m512d t83 = _mm512_xor_pd(t82, _mm512_set1_pd(-0.0));
                __m512d t84 = _mm512_cvtepi32_pd(t3);
                __m512d t85 = _mm512_fmadd_pd(t84, _mm512_set1_pd(8.881784197001252e-16), t83);
                _mm512_storeu_pd(z + t71, t85);
                __m512d x_v_1 = _mm512_loadu_pd(t72);
                __m512d y_v_1 = _mm512_loadu_pd(t76);
                __m512d t86 = _mm512_mul_pd(x_v_1, y_v_1);
                _mm512_storeu_pd(a + t71, t86);
                float *t87 = xf + t71;
                __m256 t88 = _mm256_cvtepi32_ps(t73);
                __m256 t89 = _mm256_div_ps(_mm256_set1_ps(1.0f), t88);
                _mm256_storeu_ps(t87, t89);
                float *t90 = yf + t71;
                __m256 t91 = _mm256_cvtepi32_ps(t78);
                __m256 t92 = _mm256_div_ps(_mm256_set1_ps(1.0f), t91);
                __m256 t93 = _mm256_add_ps(t88, t92);
                _mm256_storeu_ps(t90, t93);
                __m256 xf_v = _mm256_loadu_ps(t87);
                __m256 yf_v = _mm256_loadu_ps(t90);
                __m256 t94 = _mm256_mul_ps(xf_v, yf_v);
                __m256 t95 = _mm256_cvtepi32_ps(t3);
                __m256 t96 = _mm256_mask3_fmadd_ps(t95, _mm256_set1_ps(2.3841858e-7f), t94, (__mmask8)-1);
                _mm256_storeu_ps(zf + t71, t96);
                i_vec += 8L;
                __m256i t97 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                __m256i t98 = t97;
                __m256i t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32(7));
                __m256i t100 = _mm256_min_epu32(t98, t99);
                __m256i t101 = t100;
                __m256i t102 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
                __m256i t103 = t102;
                __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(5));
                __m256i t105 = _mm256_min_epu32(t103, t104);
                __m256i t106 = t105;
                __m256i t107 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
                __m256i t108 = t107;
                __m256i t109 = _mm256_sub_epi32(t108, _mm256_set1_epi32(3));
                __m256i t110 = _mm256_min_epu32(t108, t109);
                __m256i t111 = t110;
                if (i_vec >= t55) {
                    break;
                }
                t1 = t101;
                t2 = t106;
                t3 = t111;
            }
            t112 = (int)t55;
        } else {
            t112 = 0;
        }
        long t113 = (long)n + (long)t112 * -1L;
        unsigned long t114 = (unsigned long)t5;
        unsigned long t115 = (unsigned long)t6;
        unsigned long t116 = (unsigned long)t5;
        unsigned long t117 = (unsigned long)t7;
        unsigned long t118 = (unsigned long)t5;
        unsigned long t119 = (unsigned long)t8;
        unsigned long t120 = (unsigned long)t5;
        unsigned long t121 = (unsigned long)t9;
        unsigned long t122 = (unsigned long)t5;
        unsigned long t123 = (unsigned long)t10;
        unsigned long t124 = (unsigned long)t5;
        unsigned long t125 = (unsigned long)t11;
        unsigned long t126 = (unsigned long)t6;
        unsigned long t127 = (unsigned long)t7;
        unsigned long t128 = (unsigned long)t6;
        unsigned long t129 = (unsigned long)t8;
        unsigned long t130 = (unsigned long)t6;
        unsigned long t131 = (unsigned long)t9;
        unsigned long t132 = (unsigned long)t6;
        unsigned long t133 = (unsigned long)t10;
        unsigned long t134 = (unsigned long)t6;
        unsigned long t135 = (unsigned long)t11;
        unsigned long t136 = (unsigned long)t7;
        unsigned long t137 = (unsigned long)t8;
        unsigned long t138 = (unsigned long)t7;
        unsigned long t139 = (unsigned long)t9;
        unsigned long t140 = (unsigned long)t7;
        unsigned long t141 = (unsigned long)t10;
        unsigned long t142 = (unsigned long)t7;
        unsigned long t143 = (unsigned long)t11;
        unsigned long t144 = (unsigned long)t8;
        unsigned long t145 = (unsigned long)t9;
        unsigned long t146 = (unsigned long)t8;
        unsigned long t147 = (unsigned long)t10;
        unsigned long t148 = (unsigned long)t8;
        unsigned long t149 = (unsigned long)t11;
        unsigned long t150 = (unsigned long)t9;
        unsigned long t151 = (unsigned long)t10;
        unsigned long t152 = (unsigned long)t9;
        unsigned long t153 = (unsigned long)t11;
        unsigned long t154 = (unsigned long)t10;
        unsigned long t155 = (unsigned long)t11;
        if ((t113 >= 1L) & (t113 <= 8L) & (((t114 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t115 + (unsigned long)((long)t112 * 8L))) | ((t115 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t114 + (unsigned long)((long)t112 * 8L)))) & (((t116 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t117 + (unsigned long)((long)t112 * 8L))) | ((t117 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t116 + (unsigned long)((long)t112 * 8L)))) & (((t118 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t119 + (unsigned long)((long)t112 * 8L))) | ((t119 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t118 + (unsigned long)((long)t112 * 8L)))) & (((t120 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t121 + (unsigned long)((long)t112 * 4L))) | ((t121 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t112 * 8L)))) & (((t122 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t112 * 4L))) | ((t123 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t122 + (unsigned long)((long)t112 * 8L)))) & (((t124 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t112 * 4L))) | ((t125 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t112 * 8L)))) & (((t126 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t112 * 8L))) | ((t127 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t112 * 8L)))) & (((t128 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t112 * 8L))) | ((t129 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t128 + (unsigned long)((long)t112 * 8L)))) & (((t130 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t131 + (unsigned long)((long)t112 * 4L))) | ((t131 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t130 + (unsigned long)((long)t112 * 8L)))) & (((t132 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t112 * 4L))) | ((t133 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t132 + (unsigned long)((long)t112 * 8L)))) & (((t134 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t112 * 4L))) | ((t135 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t134 + (unsigned long)((long)t112 * 8L)))) & (((t136 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t137 + (unsigned long)((long)t112 * 8L))) | ((t137 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t112 * 8L)))) & (((t138 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t139 + (unsigned long)((long)t112 * 4L))) | ((t139 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t138 + (unsigned long)((long)t112 * 8L)))) & (((t140 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t141 + (unsigned long)((long)t112 * 4L))) | ((t141 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t140 + (unsigned long)((long)t112 * 8L)))) & (((t142 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t112 * 4L))) | ((t143 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t142 + (unsigned long)((long)t112 * 8L)))) & (((t144 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t112 * 4L))) | ((t145 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t144 + (unsigned long)((long)t112 * 8L)))) & (((t146 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t147 + (unsigned long)((long)t112 * 4L))) | ((t147 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t146 + (unsigned long)((long)t112 * 8L)))) & (((t148 + (unsigned long)((long)t112 * 8L + 8L + (t113 - 1L) * 8L)) <= (t149 + (unsigned long)((long)t112 * 4L))) | ((t149 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t148 + (unsigned long)((long)t112 * 8L)))) & (((t150 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t151 + (unsigned long)((long)t112 * 4L))) | ((t151 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t150 + (unsigned long)((long)t112 * 4L)))) & (((t152 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t153 + (unsigned long)((long)t112 * 4L))) | ((t153 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t152 + (unsigned long)((long)t112 * 4L)))) & (((t154 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t155 + (unsigned long)((long)t112 * 4L))) | ((t155 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t154 + (unsigned long)((long)t112 * 4L)))) & (t112 >= 0) & (t112 >= 0) & (t112 >= 0)) {
            __m256i t156 = _mm256_set1_epi32((int)(int)t113);
            __m256i t157 = _mm256_cmpgt_epi32(t156, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t158 = _mm256_set1_epi32((int)(t112 % 7));
            __m256i t159 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t160 = t159;
            __m256i t161 = _mm256_sub_epi32(t160, _mm256_set1_epi32(7));
            __m256i t162 = _mm256_min_epu32(t160, t161);
            __m256i t163 = t162;
            __m256i t164 = _mm256_set1_epi32((int)(t112 % 5));
            __m256i t165 = _mm256_add_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t166 = t165;
            __m256i t167 = _mm256_sub_epi32(t166, _mm256_set1_epi32(5));
            __m256i t168 = _mm256_min_epu32(t166, t167);
            __m256i t169 = t168;
            __m256i t170 = _mm256_set1_epi32((int)(t112 % 3));
            __m256i t171 = _mm256_add_epi32(t170, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t172 = t171;
            __m256i t173 = _mm256_sub_epi32(t172, _mm256_set1_epi32(3));
            __m256i t174 = _mm256_min_epu32(t172, t173);
            __m256i t175 = t174;
            long t176 = (long)(int)(long)t112;
            double *t177 = x + t176;
            __m256i t178 = _mm256_set1_epi32(3);
            __m256i t179 = t163;
            __m256i t180 = _mm256_add_epi32(t178, t179);
            __m256i t181 = t180;
            __m512d t182 = _mm512_cvtepi32_pd(t181);
            __m512d t183 = _mm512_div_pd(_mm512_set1_pd(1.0), t182);
            _mm512_mask_storeu_pd(t177, _mm256_movepi32_mask(t157), t183);
            double *t184 = y + t176;
            __m256i t185 = t169;
            __m256i t186 = _mm256_set1_epi32(1);
            __m256i t187 = _mm256_add_epi32(t185, t186);
            __m256i t188 = t187;
            __m256i t189 = _mm256_ternarylogic_epi32(t157, t188, _mm256_set1_epi32(0), 0xCA);
            __m256i t190 = _mm256_ternarylogic_epi32(t157, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            __m256i t191 = _mm256_sllv_epi32(t190, t189);
            __m512d t192 = _mm512_cvtepi32_pd(t191);
            __m512d t193 = _mm512_div_pd(_mm512_set1_pd(1.0), t192);
            __m512d t194 = _mm512_add_pd(t182, t193);
            _mm512_mask_storeu_pd(t184, _mm256_movepi32_mask(t157), t194);
            __m512d x_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t157), t177);
            __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t157), t184);
            __m512d t195 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d t196 = _mm512_xor_pd(t195, _mm512_set1_pd(-0.0));
            __m512d t197 = _mm512_cvtepi32_pd(t175);
            __m512d t198 = _mm512_fmadd_pd(t197, _mm512_set1_pd(8.881784197001252e-16), t196);
            _mm512_mask_storeu_pd(z + t176, _mm256_movepi32_mask(t157), t198);
            __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t157), t177);
            __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t157), t184);
            __m512d t199 = _mm512_mul_pd(x_v_3, y_v_3);
            _mm512_mask_storeu_pd(a + t176, _mm256_movepi32_mask(t157), t199);
            float *t200 = xf + t176;
            __m256 t201 = _mm256_cvtepi32_ps(t181);
            __m256 t202 = _mm256_div_ps(_mm256_set1_ps(1.0f), t201);
            _mm256_mask_storeu_ps(t200, _mm256_movepi32_mask(t157), t202);
            float *t203 = yf + t176;
            __m256 t204 = _mm256_cvtepi32_ps(t191);
            __m256 t205 = _mm256_div_ps(_mm256_set1_ps(1.0f), t204);
            __m256 t206 = _mm256_add_ps(t201, t205);
            _mm256_mask_storeu_ps(t203, _mm256_movepi32_mask(t157), t206);
            __m256 xf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t157), t200);
            __m256 yf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t157), t203);
            __m256 t207 = _mm256_mul_ps(xf_v_1, yf_v_1);
            __m256 t208 = _mm256_cvtepi32_ps(t175);
            __m256 t209 = _mm256_mask3_fmadd_ps(t208, _mm256_set1_ps(2.3841858e-7f), t207, (__mmask8)-1);
            _mm256_mask_storeu_ps(zf + t176, _mm256_movepi32_mask(t157), t209);
            i = (int)((long)t112 + t113);
        } else {
            i = t112;
        }
        for (; i < n; i++) {
            long t210 = (long)i;
            double *t211 = x + t210;
            int t212 = 3 + i % 7;
            double t213 = (double)t212;
            *t211 = 1.0 / t213;
            double *t214 = y + t210;
            int t215 = 1 << (i % 5 + 1);
            *t214 = t213 + 1.0 / (double)t215;
            int t216 = i % 3;
            z[t210] = -(*t211 * *t214) + (double)t216 * 8.881784197001252e-16;
            a[t210] = *t211 * *t214;
            float *t217 = xf + t210;
            float t218 = (float)t212;
            *t217 = 1.0f / t218;
            float *t219 = yf + t210;
            *t219 = t218 + 1.0f / (float)t215;
            zf[t210] = *t217 * *t219 + (float)t216 * 2.3841858e-7f;
        }
        const double *t220 = y;
        const double *t221 = x;
        madd_f64(n, m, t221, t220, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t221, t220);
        unsigned long t222 = (unsigned long)n;
        unsigned long t223 = t222 * 8UL;
        unsigned long t224 = (_mm256_zeroupper(), hash_bytes((const void *)a, t223));
        unsigned long t225 = (_mm256_zeroupper(), hash_bytes((const void *)af, t222 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t223)), (unsigned long long)t225, (unsigned long long)t224);
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
