/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=2 */
#include "harness.h"

/* The avx512 target's attribute enables AVX-512F, which has fused multiply-adds: gcc
 * (-ffp-contract=fast by default) and clang (within an expression) would contract `x*y + z`
 * into one, rounding once instead of twice. vcc's functions turn contraction off, so every
 * result here (full-mantissa values whose product's low bits matter) equals the original's
 * bit for bit, in the vector loop and in the scalar epilogue. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y, const double *restrict z) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d x_v = _mm512_loadu_pd(x + i_vec);
            __m512d y_v = _mm512_loadu_pd(y + i_vec);
            __m512d t3 = _mm512_mul_pd(x_v, y_v);
            __m512d z_v = _mm512_loadu_pd(z + i_vec);
            __m512d t4 = _mm512_add_pd(t3, z_v);
            _mm512_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d x_v_1 = _mm512_loadu_pd(x + t5);
            __m512d y_v_1 = _mm512_loadu_pd(y + t5);
            __m512d t6 = _mm512_mul_pd(x_v_1, y_v_1);
            __m512d z_v_1 = _mm512_loadu_pd(z + t5);
            __m512d t7 = _mm512_add_pd(t6, z_v_1);
            _mm512_storeu_pd(a + t5, t7);
            long t8 = i_vec + 16L;
            __m512d x_v_2 = _mm512_loadu_pd(x + t8);
            __m512d y_v_2 = _mm512_loadu_pd(y + t8);
            __m512d t9 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d z_v_2 = _mm512_loadu_pd(z + t8);
            __m512d t10 = _mm512_add_pd(t9, z_v_2);
            _mm512_storeu_pd(a + t8, t10);
            long t11 = i_vec + 24L;
            __m512d x_v_3 = _mm512_loadu_pd(x + t11);
            __m512d y_v_3 = _mm512_loadu_pd(y + t11);
            __m512d t12 = _mm512_mul_pd(x_v_3, y_v_3);
            __m512d z_v_3 = _mm512_loadu_pd(z + t11);
            __m512d t13 = _mm512_add_pd(t12, z_v_3);
            _mm512_storeu_pd(a + t11, t13);
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
        /* vcc: loop at fp_contract.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512d x_v_4 = _mm512_loadu_pd(x + t17);
            __m512d y_v_4 = _mm512_loadu_pd(y + t17);
            __m512d t18 = _mm512_mul_pd(x_v_4, y_v_4);
            __m512d z_v_4 = _mm512_loadu_pd(z + t17);
            __m512d t19 = _mm512_add_pd(t18, z_v_4);
            _mm512_storeu_pd(a + t17, t19);
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
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), x + t24);
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), y + t24);
        __m512d t25 = _mm512_mul_pd(x_v_5, y_v_5);
        __m512d z_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), z + t24);
        __m512d t26 = _mm512_add_pd(t25, z_v_5);
        _mm512_mask_storeu_pd(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = x[t27] * y[t27] + z[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void madd_f32(int n, float *restrict a, const float *restrict x, const float *restrict y, const float *restrict z) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 y_v = _mm512_loadu_ps(y + i_vec);
            __m512 t3 = _mm512_mul_ps(x_v, y_v);
            __m512 z_v = _mm512_loadu_ps(z + i_vec);
            __m512 t4 = _mm512_sub_ps(t3, z_v);
            _mm512_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t5);
            __m512 y_v_1 = _mm512_loadu_ps(y + t5);
            __m512 t6 = _mm512_mul_ps(x_v_1, y_v_1);
            __m512 z_v_1 = _mm512_loadu_ps(z + t5);
            __m512 t7 = _mm512_sub_ps(t6, z_v_1);
            _mm512_storeu_ps(a + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t11);
            __m512 y_v_2 = _mm512_loadu_ps(y + t11);
            __m512 t12 = _mm512_mul_ps(x_v_2, y_v_2);
            __m512 z_v_2 = _mm512_loadu_ps(z + t11);
            __m512 t13 = _mm512_sub_ps(t12, z_v_2);
            _mm512_storeu_ps(a + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t17, x + t18);
        __m512 y_v_3 = _mm512_maskz_loadu_ps(t17, y + t18);
        __m512 t19 = _mm512_mul_ps(x_v_3, y_v_3);
        __m512 z_v_3 = _mm512_maskz_loadu_ps(t17, z + t18);
        __m512 t20 = _mm512_sub_ps(t19, z_v_3);
        _mm512_mask_storeu_ps(a + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = x[t21] * y[t21] - z[t21];
    }
}

/* A conditional multiply-add (masked store, blend) and a product subtracted from a sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_madd_f64(int n, double *restrict a, const double *restrict x, const double *restrict y) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at fp_contract.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d x_v = _mm512_loadu_pd(x + i_vec);
            __m256i t3 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t3), (double *)((unsigned long)a + (unsigned long)i_vec * 8UL));
            __m512d y_v = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t3), (const double *)((unsigned long)y + (unsigned long)i_vec * 8UL));
            __m512d t4 = _mm512_mul_pd(x_v, y_v);
            __m512d t5 = _mm512_sub_pd(a_v, t4);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_movepi32_mask(t3), t5);
            long t6 = i_vec + 8L;
            __m512d x_v_1 = _mm512_loadu_pd(x + t6);
            __m256i t7 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_1, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (double *)((unsigned long)a + (unsigned long)t6 * 8UL));
            __m512d y_v_1 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t7), (const double *)((unsigned long)y + (unsigned long)t6 * 8UL));
            __m512d t8 = _mm512_mul_pd(x_v_1, y_v_1);
            __m512d t9 = _mm512_sub_pd(a_v_1, t8);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm256_movepi32_mask(t7), t9);
            long t10 = i_vec + 16L;
            __m512d x_v_2 = _mm512_loadu_pd(x + t10);
            __m256i t11 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_2, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t11), (double *)((unsigned long)a + (unsigned long)t10 * 8UL));
            __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t11), (const double *)((unsigned long)y + (unsigned long)t10 * 8UL));
            __m512d t12 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d t13 = _mm512_sub_pd(a_v_2, t12);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t10 * 8UL), _mm256_movepi32_mask(t11), t13);
            long t14 = i_vec + 24L;
            __m512d x_v_3 = _mm512_loadu_pd(x + t14);
            __m256i t15 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_3, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t15), (double *)((unsigned long)a + (unsigned long)t14 * 8UL));
            __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t15), (const double *)((unsigned long)y + (unsigned long)t14 * 8UL));
            __m512d t16 = _mm512_mul_pd(x_v_3, y_v_3);
            __m512d t17 = _mm512_sub_pd(a_v_3, t16);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t14 * 8UL), _mm256_movepi32_mask(t15), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at fp_contract.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m512d x_v_4 = _mm512_loadu_pd(x + t21);
            __m256i t22 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_4, _mm512_set1_pd(0.2), _CMP_GT_OQ));
            __m512d a_v_4 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t22), (double *)((unsigned long)a + (unsigned long)t21 * 8UL));
            __m512d y_v_4 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t22), (const double *)((unsigned long)y + (unsigned long)t21 * 8UL));
            __m512d t23 = _mm512_mul_pd(x_v_4, y_v_4);
            __m512d t24 = _mm512_sub_pd(a_v_4, t23);
            _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t21 * 8UL), _mm256_movepi32_mask(t22), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), x + t29);
        __m256i t30 = _mm256_movm_epi32(_mm512_cmp_pd_mask(x_v_5, _mm512_set1_pd(0.2), _CMP_GT_OQ));
        __m256i t31 = _mm256_and_si256(t28, t30);
        __m512d a_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), (double *)((unsigned long)a + (unsigned long)t29 * 8UL));
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t31), (const double *)((unsigned long)y + (unsigned long)t29 * 8UL));
        __m512d t32 = _mm512_mul_pd(x_v_5, y_v_5);
        __m512d t33 = _mm512_sub_pd(a_v_5, t32);
        _mm512_mask_storeu_pd((double *)((unsigned long)a + (unsigned long)t29 * 8UL), _mm256_movepi32_mask(t31), t33);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        double t35 = x[t34];
        if (t35 > 0.2) {
            double *t36 = a + t34;
            *t36 = *t36 - t35 * y[t34];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t4;
    int t99;
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
            __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(7));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t57, t58);
            __m256i t59 = _mm256_set1_epi32(0);
            __m256i t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(5));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t60, t61);
            __m256i t62 = _mm256_set1_epi32(0);
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(3));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t63, t64);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap, the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                double *t65 = x + i_vec;
                __m256i t66 = _mm256_add_epi32(_mm256_set1_epi32(3), (__m256i)t1);
                __m512d t67 = _mm512_cvtepi32_pd(t66);
                __m512d t68 = _mm512_div_pd(_mm512_set1_pd(1.0), t67);
                _mm512_storeu_pd(t65, t68);
                double *t69 = y + i_vec;
                __m256i t70 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t71 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t70);
                __m512d t72 = _mm512_cvtepi32_pd(t71);
                __m512d t73 = _mm512_div_pd(_mm512_set1_pd(1.0), t72);
                __m512d t74 = _mm512_add_pd(t67, t73);
                _mm512_storeu_pd(t69, t74);
                __m512d x_v = _mm512_loadu_pd(t65);
                __m512d y_v = _mm512_loadu_pd(t69);
                __m512d t75 = _mm512_mul_pd(x_v, y_v);
                __m512d t76 = _mm512_xor_pd(t75, _mm512_set1_pd(-0.0));
                __m512d t77 = _mm512_cvtepi32_pd((__m256i)t3);
                __m512d t78 = _mm512_fmadd_pd(t77, _mm512_set1_pd(8.881784197001252e-16), t76);
                _mm512_storeu_pd(z + i_vec, t78);
                __m512d x_v_1 = _mm512_loadu_pd(t65);
                __m512d y_v_1 = _mm512_loadu_pd(t69);
                __m512d t79 = _mm512_mul_pd(x_v_1, y_v_1);
                _mm512_storeu_pd(a + i_vec, t79);
                float *t80 = xf + i_vec;
                __m256 t81 = _mm256_cvtepi32_ps(t66);
                __m256 t82 = _mm256_div_ps(_mm256_set1_ps(1.0f), t81);
                _mm256_storeu_ps(t80, t82);
                float *t83 = yf + i_vec;
                __m256 t84 = _mm256_cvtepi32_ps(t71);
                __m256 t85 = _mm256_div_ps(_mm256_set1_ps(1.0f), t84);
                __m256 t86 = _mm256_add_ps(t81, t85);
                _mm256_storeu_ps(t83, t86);
                __m256 xf_v = _mm256_loadu_ps(t80);
                __m256 yf_v = _mm256_loadu_ps(t83);
                __m256 t87 = _mm256_mul_ps(xf_v, yf_v);
                __m256 t88 = _mm256_cvtepi32_ps((__m256i)t3);
                __m256 t89 = _mm256_mask3_fmadd_ps(t88, _mm256_set1_ps(2.3841858e-7f), t87, (__mmask8)-1);
                _mm256_storeu_ps(zf + i_vec, t89);
                i_vec += 8L;
                __m256i t90 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32(7));
                __m256i t92 = _mm256_min_epu32(t90, t91);
                __m256i t93 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                __m256i t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32(5));
                __m256i t95 = _mm256_min_epu32(t93, t94);
                __m256i t96 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
                __m256i t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32(3));
                __m256i t98 = _mm256_min_epu32(t96, t97);
                if (i_vec >= t55) {
                    break;
                }
                t1 = (vcc_v8_int)t92;
                t2 = (vcc_v8_int)t95;
                t3 = (vcc_v8_int)t98;
            }
            t99 = (int)t55;
        } else {
            t99 = 0;
        }
        long t100 = (long)n + (long)t99 * -1L;
        unsigned long t101 = (unsigned long)t5;
        unsigned long t102 = (unsigned long)t6;
        unsigned long t103 = (unsigned long)t5;
        unsigned long t104 = (unsigned long)t7;
        unsigned long t105 = (unsigned long)t5;
        unsigned long t106 = (unsigned long)t8;
        unsigned long t107 = (unsigned long)t5;
        unsigned long t108 = (unsigned long)t9;
        unsigned long t109 = (unsigned long)t5;
        unsigned long t110 = (unsigned long)t10;
        unsigned long t111 = (unsigned long)t5;
        unsigned long t112 = (unsigned long)t11;
        unsigned long t113 = (unsigned long)t6;
        unsigned long t114 = (unsigned long)t7;
        unsigned long t115 = (unsigned long)t6;
        unsigned long t116 = (unsigned long)t8;
        unsigned long t117 = (unsigned long)t6;
        unsigned long t118 = (unsigned long)t9;
        unsigned long t119 = (unsigned long)t6;
        unsigned long t120 = (unsigned long)t10;
        unsigned long t121 = (unsigned long)t6;
        unsigned long t122 = (unsigned long)t11;
        unsigned long t123 = (unsigned long)t7;
        unsigned long t124 = (unsigned long)t8;
        unsigned long t125 = (unsigned long)t7;
        unsigned long t126 = (unsigned long)t9;
        unsigned long t127 = (unsigned long)t7;
        unsigned long t128 = (unsigned long)t10;
        unsigned long t129 = (unsigned long)t7;
        unsigned long t130 = (unsigned long)t11;
        unsigned long t131 = (unsigned long)t8;
        unsigned long t132 = (unsigned long)t9;
        unsigned long t133 = (unsigned long)t8;
        unsigned long t134 = (unsigned long)t10;
        unsigned long t135 = (unsigned long)t8;
        unsigned long t136 = (unsigned long)t11;
        unsigned long t137 = (unsigned long)t9;
        unsigned long t138 = (unsigned long)t10;
        unsigned long t139 = (unsigned long)t9;
        unsigned long t140 = (unsigned long)t11;
        unsigned long t141 = (unsigned long)t10;
        unsigned long t142 = (unsigned long)t11;
        if ((t100 >= 1L) & (t100 <= 8L) & (((t101 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t102 + (unsigned long)((long)t99 * 8L))) | ((t102 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t101 + (unsigned long)((long)t99 * 8L)))) & (((t103 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t104 + (unsigned long)((long)t99 * 8L))) | ((t104 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t103 + (unsigned long)((long)t99 * 8L)))) & (((t105 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t106 + (unsigned long)((long)t99 * 8L))) | ((t106 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t99 * 8L)))) & (((t107 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t108 + (unsigned long)((long)t99 * 4L))) | ((t108 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t107 + (unsigned long)((long)t99 * 8L)))) & (((t109 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t110 + (unsigned long)((long)t99 * 4L))) | ((t110 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t99 * 8L)))) & (((t111 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t112 + (unsigned long)((long)t99 * 4L))) | ((t112 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t111 + (unsigned long)((long)t99 * 8L)))) & (((t113 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t114 + (unsigned long)((long)t99 * 8L))) | ((t114 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t113 + (unsigned long)((long)t99 * 8L)))) & (((t115 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t116 + (unsigned long)((long)t99 * 8L))) | ((t116 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t115 + (unsigned long)((long)t99 * 8L)))) & (((t117 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t118 + (unsigned long)((long)t99 * 4L))) | ((t118 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t117 + (unsigned long)((long)t99 * 8L)))) & (((t119 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t120 + (unsigned long)((long)t99 * 4L))) | ((t120 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t99 * 8L)))) & (((t121 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t122 + (unsigned long)((long)t99 * 4L))) | ((t122 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t99 * 8L)))) & (((t123 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t124 + (unsigned long)((long)t99 * 8L))) | ((t124 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t123 + (unsigned long)((long)t99 * 8L)))) & (((t125 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t99 * 4L))) | ((t126 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t125 + (unsigned long)((long)t99 * 8L)))) & (((t127 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t128 + (unsigned long)((long)t99 * 4L))) | ((t128 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t127 + (unsigned long)((long)t99 * 8L)))) & (((t129 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t99 * 4L))) | ((t130 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t129 + (unsigned long)((long)t99 * 8L)))) & (((t131 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t132 + (unsigned long)((long)t99 * 4L))) | ((t132 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t131 + (unsigned long)((long)t99 * 8L)))) & (((t133 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t99 * 4L))) | ((t134 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t133 + (unsigned long)((long)t99 * 8L)))) & (((t135 + (unsigned long)((long)t99 * 8L + 8L + (t100 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t99 * 4L))) | ((t136 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t135 + (unsigned long)((long)t99 * 8L)))) & (((t137 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t138 + (unsigned long)((long)t99 * 4L))) | ((t138 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t137 + (unsigned long)((long)t99 * 4L)))) & (((t139 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t140 + (unsigned long)((long)t99 * 4L))) | ((t140 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t139 + (unsigned long)((long)t99 * 4L)))) & (((t141 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t142 + (unsigned long)((long)t99 * 4L))) | ((t142 + (unsigned long)((long)t99 * 4L + 4L + (t100 - 1L) * 4L)) <= (t141 + (unsigned long)((long)t99 * 4L)))) & (t99 >= 0) & (t99 >= 0) & (t99 >= 0)) {
            __m256i t143 = _mm256_set1_epi32((int)(int)t100);
            __m256i t144 = _mm256_cmpgt_epi32(t143, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t145 = _mm256_set1_epi32((int)(t99 % 7));
            __m256i t146 = _mm256_add_epi32(t145, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t147 = _mm256_sub_epi32(t146, _mm256_set1_epi32(7));
            __m256i t148 = _mm256_min_epu32(t146, t147);
            __m256i t149 = _mm256_set1_epi32((int)(t99 % 5));
            __m256i t150 = _mm256_add_epi32(t149, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(5));
            __m256i t152 = _mm256_min_epu32(t150, t151);
            __m256i t153 = _mm256_set1_epi32((int)(t99 % 3));
            __m256i t154 = _mm256_add_epi32(t153, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t155 = _mm256_sub_epi32(t154, _mm256_set1_epi32(3));
            __m256i t156 = _mm256_min_epu32(t154, t155);
            long t157 = (long)t99;
            double *t158 = x + t157;
            __m256i t159 = _mm256_add_epi32(_mm256_set1_epi32(3), t148);
            __m512d t160 = _mm512_cvtepi32_pd(t159);
            __m512d t161 = _mm512_div_pd(_mm512_set1_pd(1.0), t160);
            _mm512_mask_storeu_pd(t158, _mm256_movepi32_mask(t144), t161);
            double *t162 = y + t157;
            __m256i t163 = _mm256_add_epi32(t152, _mm256_set1_epi32(1));
            __m256i t164 = _mm256_ternarylogic_epi32(t144, t163, _mm256_set1_epi32(0), 0xCA);
            __m256i t165 = _mm256_ternarylogic_epi32(t144, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
            __m256i t166 = _mm256_sllv_epi32(t165, t164);
            __m512d t167 = _mm512_cvtepi32_pd(t166);
            __m512d t168 = _mm512_div_pd(_mm512_set1_pd(1.0), t167);
            __m512d t169 = _mm512_add_pd(t160, t168);
            _mm512_mask_storeu_pd(t162, _mm256_movepi32_mask(t144), t169);
            __m512d x_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t144), t158);
            __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t144), t162);
            __m512d t170 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d t171 = _mm512_xor_pd(t170, _mm512_set1_pd(-0.0));
            __m512d t172 = _mm512_cvtepi32_pd(t156);
            __m512d t173 = _mm512_fmadd_pd(t172, _mm512_set1_pd(8.881784197001252e-16), t171);
            _mm512_mask_storeu_pd(z + t157, _mm256_movepi32_mask(t144), t173);
            __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t144), t158);
            __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t144), t162);
            __m512d t174 = _mm512_mul_pd(x_v_3, y_v_3);
            _mm512_mask_storeu_pd(a + t157, _mm256_movepi32_mask(t144), t174);
            float *t175 = xf + t157;
            __m256 t176 = _mm256_cvtepi32_ps(t159);
            __m256 t177 = _mm256_div_ps(_mm256_set1_ps(1.0f), t176);
            _mm256_mask_storeu_ps(t175, _mm256_movepi32_mask(t144), t177);
            float *t178 = yf + t157;
            __m256 t179 = _mm256_cvtepi32_ps(t166);
            __m256 t180 = _mm256_div_ps(_mm256_set1_ps(1.0f), t179);
            __m256 t181 = _mm256_add_ps(t176, t180);
            _mm256_mask_storeu_ps(t178, _mm256_movepi32_mask(t144), t181);
            __m256 xf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t144), t175);
            __m256 yf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t144), t178);
            __m256 t182 = _mm256_mul_ps(xf_v_1, yf_v_1);
            __m256 t183 = _mm256_cvtepi32_ps(t156);
            __m256 t184 = _mm256_mask3_fmadd_ps(t183, _mm256_set1_ps(2.3841858e-7f), t182, (__mmask8)-1);
            _mm256_mask_storeu_ps(zf + t157, _mm256_movepi32_mask(t144), t184);
            i = (int)((long)t99 + t100);
        } else {
            i = t99;
        }
        for (; i < n; i++) {
            long t185 = (long)i;
            double *t186 = x + t185;
            int t187 = 3 + i % 7;
            double t188 = (double)t187;
            *t186 = 1.0 / t188;
            double *t189 = y + t185;
            int t190 = 1 << (i % 5 + 1);
            *t189 = t188 + 1.0 / (double)t190;
            int t191 = i % 3;
            z[t185] = -(*t186 * *t189) + (double)t191 * 8.881784197001252e-16;
            a[t185] = *t186 * *t189;
            float *t192 = xf + t185;
            float t193 = (float)t187;
            *t192 = 1.0f / t193;
            float *t194 = yf + t185;
            *t194 = t193 + 1.0f / (float)t190;
            zf[t185] = *t192 * *t194 + (float)t191 * 2.3841858e-7f;
        }
        const double *t195 = y;
        const double *t196 = x;
        madd_f64(n, m, t196, t195, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t196, t195);
        unsigned long t197 = (unsigned long)n;
        unsigned long t198 = t197 * 8UL;
        unsigned long t199 = (_mm256_zeroupper(), hash_bytes((const void *)a, t198));
        unsigned long t200 = (_mm256_zeroupper(), hash_bytes((const void *)af, t197 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t198)), (unsigned long long)t200, (unsigned long long)t199);
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
