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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t124;
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
        long t15 = (long)((unsigned long)t5 - (unsigned long)t6);
        long t16 = (long)((unsigned long)t5 - (unsigned long)t6);
        long t17 = (long)((unsigned long)t5 - (unsigned long)t6);
        unsigned long t18 = (unsigned long)t5;
        unsigned long t19 = (unsigned long)t7;
        long t20 = (long)((unsigned long)t5 - (unsigned long)t7);
        long t21 = (long)((unsigned long)t5 - (unsigned long)t7);
        long t22 = (long)((unsigned long)t5 - (unsigned long)t7);
        unsigned long t23 = (unsigned long)t5;
        unsigned long t24 = (unsigned long)t8;
        long t25 = (long)((unsigned long)t5 - (unsigned long)t8);
        unsigned long t26 = (unsigned long)t5;
        unsigned long t27 = (unsigned long)t9;
        unsigned long t28 = (unsigned long)t5;
        unsigned long t29 = (unsigned long)t10;
        unsigned long t30 = (unsigned long)t5;
        unsigned long t31 = (unsigned long)t11;
        unsigned long t32 = (unsigned long)t6;
        unsigned long t33 = (unsigned long)t7;
        long t34 = (long)((unsigned long)t7 - (unsigned long)t6);
        long t35 = (long)((unsigned long)t6 - (unsigned long)t7);
        long t36 = (long)((unsigned long)t7 - (unsigned long)t6);
        long t37 = (long)((unsigned long)t6 - (unsigned long)t7);
        long t38 = (long)((unsigned long)t7 - (unsigned long)t6);
        unsigned long t39 = (unsigned long)t6;
        unsigned long t40 = (unsigned long)t8;
        long t41 = (long)((unsigned long)t8 - (unsigned long)t6);
        long t42 = (long)((unsigned long)t8 - (unsigned long)t6);
        long t43 = (long)((unsigned long)t6 - (unsigned long)t8);
        unsigned long t44 = (unsigned long)t6;
        unsigned long t45 = (unsigned long)t9;
        unsigned long t46 = (unsigned long)t6;
        unsigned long t47 = (unsigned long)t10;
        unsigned long t48 = (unsigned long)t6;
        unsigned long t49 = (unsigned long)t11;
        unsigned long t50 = (unsigned long)t7;
        unsigned long t51 = (unsigned long)t8;
        long t52 = (long)((unsigned long)t8 - (unsigned long)t7);
        long t53 = (long)((unsigned long)t8 - (unsigned long)t7);
        long t54 = (long)((unsigned long)t7 - (unsigned long)t8);
        unsigned long t55 = (unsigned long)t7;
        unsigned long t56 = (unsigned long)t9;
        unsigned long t57 = (unsigned long)t7;
        unsigned long t58 = (unsigned long)t10;
        unsigned long t59 = (unsigned long)t7;
        unsigned long t60 = (unsigned long)t11;
        unsigned long t61 = (unsigned long)t8;
        unsigned long t62 = (unsigned long)t9;
        unsigned long t63 = (unsigned long)t8;
        unsigned long t64 = (unsigned long)t10;
        unsigned long t65 = (unsigned long)t8;
        unsigned long t66 = (unsigned long)t11;
        unsigned long t67 = (unsigned long)t9;
        unsigned long t68 = (unsigned long)t10;
        long t69 = (long)((unsigned long)t10 - (unsigned long)t9);
        long t70 = (long)((unsigned long)t9 - (unsigned long)t10);
        long t71 = (long)((unsigned long)t10 - (unsigned long)t9);
        unsigned long t72 = (unsigned long)t9;
        unsigned long t73 = (unsigned long)t11;
        long t74 = (long)((unsigned long)t11 - (unsigned long)t9);
        long t75 = (long)((unsigned long)t11 - (unsigned long)t9);
        unsigned long t76 = (unsigned long)t10;
        unsigned long t77 = (unsigned long)t11;
        long t78 = (long)((unsigned long)t11 - (unsigned long)t10);
        long t79 = (long)((unsigned long)t11 - (unsigned long)t10);
        if ((t12 >= 8L) & (((t13 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t14) | ((t14 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t13) | (((t15 <= 0L) | (t15 >= 64L)) & ((t16 <= 0L) | (t16 >= 64L)) & ((t17 <= 0L) | (t17 >= 64L)))) & (((t18 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t19) | ((t19 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t18) | (((t20 <= 0L) | (t20 >= 64L)) & ((t21 <= 0L) | (t21 >= 64L)) & ((t22 <= 0L) | (t22 >= 64L)))) & (((t23 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t24) | ((t24 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t23) | ((t25 <= 0L) | (t25 >= 64L))) & (((t26 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t26)) & (((t28 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t29) | ((t29 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t28)) & (((t30 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t31) | ((t31 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t30)) & (((t32 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t33) | ((t33 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t32) | (((t34 <= 0L) | (t34 >= 64L)) & ((t35 <= 0L) | (t35 >= 64L)) & ((t36 <= 0L) | (t36 >= 64L)) & ((t37 <= 0L) | (t37 >= 64L)) & ((t38 <= 0L) | (t38 >= 64L)))) & (((t39 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t40) | ((t40 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t39) | (((t41 <= 0L) | (t41 >= 64L)) & ((t42 <= 0L) | (t42 >= 64L)) & ((t43 <= 0L) | (t43 >= 64L)))) & (((t44 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t45) | ((t45 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t44)) & (((t46 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t47) | ((t47 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t46)) & (((t48 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t49) | ((t49 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t48)) & (((t50 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t51) | ((t51 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t50) | (((t52 <= 0L) | (t52 >= 64L)) & ((t53 <= 0L) | (t53 >= 64L)) & ((t54 <= 0L) | (t54 >= 64L)))) & (((t55 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t56) | ((t56 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t55)) & (((t57 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t58) | ((t58 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t57)) & (((t59 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t60) | ((t60 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t59)) & (((t61 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t62) | ((t62 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t61)) & (((t63 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t64) | ((t64 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t63)) & (((t65 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= t66) | ((t66 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t65)) & (((t67 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t68) | ((t68 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t67) | (((t69 <= 0L) | (t69 >= 32L)) & ((t70 <= 0L) | (t70 >= 32L)) & ((t71 <= 0L) | (t71 >= 32L)))) & (((t72 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t73) | ((t73 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t72) | (((t74 <= 0L) | (t74 >= 32L)) & ((t75 <= 0L) | (t75 >= 32L)))) & (((t76 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t77) | ((t77 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t76) | (((t78 <= 0L) | (t78 >= 32L)) & ((t79 <= 0L) | (t79 >= 32L)))) & 1 & 1 & 1) {
            long t80 = t12 & -8L;
            __m256i t81 = _mm256_set1_epi32(0);
            __m256i t82 = _mm256_add_epi32(t81, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32(7));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t82, t83);
            __m256i t84 = _mm256_set1_epi32(0);
            __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(5));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t85, t86);
            __m256i t87 = _mm256_set1_epi32(0);
            __m256i t88 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t89 = _mm256_sub_epi32(t88, _mm256_set1_epi32(3));
            vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t88, t89);
            long i_vec = 0L;
            /* vcc: loop at fp_contract.c:31 vectorized: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:81, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:21 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:111, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:81 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 29:141, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:111 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:53, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 29:141 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:85, the value of the call to `new_array` at 30:53 and the value of the call to `new_array` at 30:117, the value of the call to `new_array` at 30:85 and the value of the call to `new_array` at 30:117 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 34:31 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 35:45 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 36:37 by 3 kept as a running remainder (guard: dividend not negative), masked remainder */
            for (;;) {
                double *t90 = x + i_vec;
                __m256i t91 = _mm256_add_epi32(_mm256_set1_epi32(3), (__m256i)t1);
                __m512d t92 = _mm512_cvtepi32_pd(t91);
                __m512d t93 = _mm512_div_pd(_mm512_set1_pd(1.0), t92);
                _mm512_storeu_pd(t90, t93);
                double *t94 = y + i_vec;
                __m256i t95 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                __m256i t96 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t95);
                __m512d t97 = _mm512_cvtepi32_pd(t96);
                __m512d t98 = _mm512_div_pd(_mm512_set1_pd(1.0), t97);
                __m512d t99 = _mm512_add_pd(t92, t98);
                _mm512_storeu_pd(t94, t99);
                __m512d x_v = _mm512_loadu_pd(t90);
                __m512d y_v = _mm512_loadu_pd(t94);
                __m512d t100 = _mm512_mul_pd(x_v, y_v);
                __m512d t101 = _mm512_xor_pd(t100, _mm512_set1_pd(-0.0));
                __m512d t102 = _mm512_cvtepi32_pd((__m256i)t3);
                __m512d t103 = _mm512_fmadd_pd(t102, _mm512_set1_pd(8.881784197001252e-16), t101);
                _mm512_storeu_pd(z + i_vec, t103);
                __m512d x_v_1 = _mm512_loadu_pd(t90);
                __m512d y_v_1 = _mm512_loadu_pd(t94);
                __m512d t104 = _mm512_mul_pd(x_v_1, y_v_1);
                _mm512_storeu_pd(a + i_vec, t104);
                float *t105 = xf + i_vec;
                __m256 t106 = _mm256_cvtepi32_ps(t91);
                __m256 t107 = _mm256_div_ps(_mm256_set1_ps(1.0f), t106);
                _mm256_storeu_ps(t105, t107);
                float *t108 = yf + i_vec;
                __m256 t109 = _mm256_cvtepi32_ps(t96);
                __m256 t110 = _mm256_div_ps(_mm256_set1_ps(1.0f), t109);
                __m256 t111 = _mm256_add_ps(t106, t110);
                _mm256_storeu_ps(t108, t111);
                __m256 xf_v = _mm256_loadu_ps(t105);
                __m256 yf_v = _mm256_loadu_ps(t108);
                __m256 t112 = _mm256_mul_ps(xf_v, yf_v);
                __m256 t113 = _mm256_cvtepi32_ps((__m256i)t3);
                __m256 t114 = _mm256_mask3_fmadd_ps(t113, _mm256_set1_ps(2.3841858e-7f), t112, (__mmask8)-1);
                _mm256_storeu_ps(zf + i_vec, t114);
                i_vec += 8L;
                __m256i t115 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                __m256i t116 = _mm256_sub_epi32(t115, _mm256_set1_epi32(7));
                __m256i t117 = _mm256_min_epu32(t115, t116);
                __m256i t118 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(3));
                __m256i t119 = _mm256_sub_epi32(t118, _mm256_set1_epi32(5));
                __m256i t120 = _mm256_min_epu32(t118, t119);
                __m256i t121 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(2));
                __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(3));
                __m256i t123 = _mm256_min_epu32(t121, t122);
                if (i_vec >= t80) {
                    break;
                }
                t1 = (vcc_v8_int)t117;
                t2 = (vcc_v8_int)t120;
                t3 = (vcc_v8_int)t123;
            }
            t124 = (int)t80;
        } else {
            t124 = 0;
        }
        long t125 = (long)n + (long)t124 * -1L;
        unsigned long t126 = (unsigned long)t5;
        unsigned long t127 = (unsigned long)t6;
        long t128 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t129 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t130 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        unsigned long t131 = (unsigned long)t5;
        unsigned long t132 = (unsigned long)t7;
        long t133 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t134 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t135 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        unsigned long t136 = (unsigned long)t5;
        unsigned long t137 = (unsigned long)t8;
        long t138 = (long)((unsigned long)t5 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t8 + (unsigned long)((long)t124 * 8L)));
        unsigned long t139 = (unsigned long)t5;
        unsigned long t140 = (unsigned long)t9;
        unsigned long t141 = (unsigned long)t5;
        unsigned long t142 = (unsigned long)t10;
        unsigned long t143 = (unsigned long)t5;
        unsigned long t144 = (unsigned long)t11;
        unsigned long t145 = (unsigned long)t6;
        unsigned long t146 = (unsigned long)t7;
        long t147 = (long)((unsigned long)t7 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t148 = (long)((unsigned long)t6 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t149 = (long)((unsigned long)t7 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t150 = (long)((unsigned long)t6 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t151 = (long)((unsigned long)t7 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        unsigned long t152 = (unsigned long)t6;
        unsigned long t153 = (unsigned long)t8;
        long t154 = (long)((unsigned long)t8 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t155 = (long)((unsigned long)t8 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t124 * 8L)));
        long t156 = (long)((unsigned long)t6 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t8 + (unsigned long)((long)t124 * 8L)));
        unsigned long t157 = (unsigned long)t6;
        unsigned long t158 = (unsigned long)t9;
        unsigned long t159 = (unsigned long)t6;
        unsigned long t160 = (unsigned long)t10;
        unsigned long t161 = (unsigned long)t6;
        unsigned long t162 = (unsigned long)t11;
        unsigned long t163 = (unsigned long)t7;
        unsigned long t164 = (unsigned long)t8;
        long t165 = (long)((unsigned long)t8 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t166 = (long)((unsigned long)t8 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t7 + (unsigned long)((long)t124 * 8L)));
        long t167 = (long)((unsigned long)t7 + (unsigned long)((long)t124 * 8L) - ((unsigned long)t8 + (unsigned long)((long)t124 * 8L)));
        unsigned long t168 = (unsigned long)t7;
        unsigned long t169 = (unsigned long)t9;
        unsigned long t170 = (unsigned long)t7;
        unsigned long t171 = (unsigned long)t10;
        unsigned long t172 = (unsigned long)t7;
        unsigned long t173 = (unsigned long)t11;
        unsigned long t174 = (unsigned long)t8;
        unsigned long t175 = (unsigned long)t9;
        unsigned long t176 = (unsigned long)t8;
        unsigned long t177 = (unsigned long)t10;
        unsigned long t178 = (unsigned long)t8;
        unsigned long t179 = (unsigned long)t11;
        unsigned long t180 = (unsigned long)t9;
        unsigned long t181 = (unsigned long)t10;
        long t182 = (long)((unsigned long)t10 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t9 + (unsigned long)((long)t124 * 4L)));
        long t183 = (long)((unsigned long)t9 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t10 + (unsigned long)((long)t124 * 4L)));
        long t184 = (long)((unsigned long)t10 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t9 + (unsigned long)((long)t124 * 4L)));
        unsigned long t185 = (unsigned long)t9;
        unsigned long t186 = (unsigned long)t11;
        long t187 = (long)((unsigned long)t11 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t9 + (unsigned long)((long)t124 * 4L)));
        long t188 = (long)((unsigned long)t11 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t9 + (unsigned long)((long)t124 * 4L)));
        unsigned long t189 = (unsigned long)t10;
        unsigned long t190 = (unsigned long)t11;
        long t191 = (long)((unsigned long)t11 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t10 + (unsigned long)((long)t124 * 4L)));
        long t192 = (long)((unsigned long)t11 + (unsigned long)((long)t124 * 4L) - ((unsigned long)t10 + (unsigned long)((long)t124 * 4L)));
        if ((t125 >= 1L) & (t125 <= 8L) & (((t126 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t124 * 8L))) | ((t127 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t124 * 8L))) | (((t128 <= 0L) | (t128 >= 64L)) & ((t129 <= 0L) | (t129 >= 64L)) & ((t130 <= 0L) | (t130 >= 64L)))) & (((t131 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t132 + (unsigned long)((long)t124 * 8L))) | ((t132 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t131 + (unsigned long)((long)t124 * 8L))) | (((t133 <= 0L) | (t133 >= 64L)) & ((t134 <= 0L) | (t134 >= 64L)) & ((t135 <= 0L) | (t135 >= 64L)))) & (((t136 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t137 + (unsigned long)((long)t124 * 8L))) | ((t137 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t124 * 8L))) | ((t138 <= 0L) | (t138 >= 64L))) & (((t139 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t140 + (unsigned long)((long)t124 * 4L))) | ((t140 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t139 + (unsigned long)((long)t124 * 8L)))) & (((t141 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t142 + (unsigned long)((long)t124 * 4L))) | ((t142 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t141 + (unsigned long)((long)t124 * 8L)))) & (((t143 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t124 * 4L))) | ((t144 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t143 + (unsigned long)((long)t124 * 8L)))) & (((t145 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t124 * 8L))) | ((t146 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t124 * 8L))) | (((t147 <= 0L) | (t147 >= 64L)) & ((t148 <= 0L) | (t148 >= 64L)) & ((t149 <= 0L) | (t149 >= 64L)) & ((t150 <= 0L) | (t150 >= 64L)) & ((t151 <= 0L) | (t151 >= 64L)))) & (((t152 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t153 + (unsigned long)((long)t124 * 8L))) | ((t153 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t152 + (unsigned long)((long)t124 * 8L))) | (((t154 <= 0L) | (t154 >= 64L)) & ((t155 <= 0L) | (t155 >= 64L)) & ((t156 <= 0L) | (t156 >= 64L)))) & (((t157 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t158 + (unsigned long)((long)t124 * 4L))) | ((t158 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t157 + (unsigned long)((long)t124 * 8L)))) & (((t159 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t160 + (unsigned long)((long)t124 * 4L))) | ((t160 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t159 + (unsigned long)((long)t124 * 8L)))) & (((t161 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t162 + (unsigned long)((long)t124 * 4L))) | ((t162 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t161 + (unsigned long)((long)t124 * 8L)))) & (((t163 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t164 + (unsigned long)((long)t124 * 8L))) | ((t164 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t163 + (unsigned long)((long)t124 * 8L))) | (((t165 <= 0L) | (t165 >= 64L)) & ((t166 <= 0L) | (t166 >= 64L)) & ((t167 <= 0L) | (t167 >= 64L)))) & (((t168 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t169 + (unsigned long)((long)t124 * 4L))) | ((t169 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t168 + (unsigned long)((long)t124 * 8L)))) & (((t170 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t171 + (unsigned long)((long)t124 * 4L))) | ((t171 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t170 + (unsigned long)((long)t124 * 8L)))) & (((t172 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t173 + (unsigned long)((long)t124 * 4L))) | ((t173 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t172 + (unsigned long)((long)t124 * 8L)))) & (((t174 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t175 + (unsigned long)((long)t124 * 4L))) | ((t175 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t174 + (unsigned long)((long)t124 * 8L)))) & (((t176 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t177 + (unsigned long)((long)t124 * 4L))) | ((t177 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t176 + (unsigned long)((long)t124 * 8L)))) & (((t178 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t179 + (unsigned long)((long)t124 * 4L))) | ((t179 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t178 + (unsigned long)((long)t124 * 8L)))) & (((t180 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t181 + (unsigned long)((long)t124 * 4L))) | ((t181 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t180 + (unsigned long)((long)t124 * 4L))) | (((t182 <= 0L) | (t182 >= 32L)) & ((t183 <= 0L) | (t183 >= 32L)) & ((t184 <= 0L) | (t184 >= 32L)))) & (((t185 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t186 + (unsigned long)((long)t124 * 4L))) | ((t186 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t185 + (unsigned long)((long)t124 * 4L))) | (((t187 <= 0L) | (t187 >= 32L)) & ((t188 <= 0L) | (t188 >= 32L)))) & (((t189 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t190 + (unsigned long)((long)t124 * 4L))) | ((t190 + (unsigned long)((long)t124 * 4L + 4L + (t125 - 1L) * 4L)) <= (t189 + (unsigned long)((long)t124 * 4L))) | (((t191 <= 0L) | (t191 >= 32L)) & ((t192 <= 0L) | (t192 >= 32L)))) & (t124 >= 0) & (t124 >= 0) & (t124 >= 0)) {
            __m256i t193 = _mm256_set1_epi32((int)(int)t125);
            __m256i t194 = _mm256_cmpgt_epi32(t193, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t195 = _mm256_set1_epi32((int)(t124 % 7));
            __m256i t196 = _mm256_add_epi32(t195, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t197 = _mm256_sub_epi32(t196, _mm256_set1_epi32(7));
            __m256i t198 = _mm256_min_epu32(t196, t197);
            __m256i t199 = _mm256_set1_epi32((int)(t124 % 5));
            __m256i t200 = _mm256_add_epi32(t199, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
            __m256i t201 = _mm256_sub_epi32(t200, _mm256_set1_epi32(5));
            __m256i t202 = _mm256_min_epu32(t200, t201);
            __m256i t203 = _mm256_set1_epi32((int)(t124 % 3));
            __m256i t204 = _mm256_add_epi32(t203, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
            __m256i t205 = _mm256_sub_epi32(t204, _mm256_set1_epi32(3));
            __m256i t206 = _mm256_min_epu32(t204, t205);
            long t207 = (long)t124;
            double *t208 = x + t207;
            __m256i t209 = _mm256_add_epi32(_mm256_set1_epi32(3), t198);
            __m512d t210 = _mm512_cvtepi32_pd(t209);
            __m512d t211 = _mm512_div_pd(_mm512_set1_pd(1.0), t210);
            _mm512_mask_storeu_pd(t208, _mm256_movepi32_mask(t194), t211);
            double *t212 = y + t207;
            __m256i t213 = _mm256_add_epi32(t202, _mm256_set1_epi32(1));
            __m256i t214 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t194, t213); });
            __m256i t215 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t194, _mm256_set1_epi32(1)); });
            __m256i t216 = _mm256_sllv_epi32(t215, t214);
            __m512d t217 = _mm512_cvtepi32_pd(t216);
            __m512d t218 = _mm512_div_pd(_mm512_set1_pd(1.0), t217);
            __m512d t219 = _mm512_add_pd(t210, t218);
            _mm512_mask_storeu_pd(t212, _mm256_movepi32_mask(t194), t219);
            __m512d x_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t194), t208);
            __m512d y_v_2 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t194), t212);
            __m512d t220 = _mm512_mul_pd(x_v_2, y_v_2);
            __m512d t221 = _mm512_xor_pd(t220, _mm512_set1_pd(-0.0));
            __m512d t222 = _mm512_cvtepi32_pd(t206);
            __m512d t223 = _mm512_fmadd_pd(t222, _mm512_set1_pd(8.881784197001252e-16), t221);
            _mm512_mask_storeu_pd(z + t207, _mm256_movepi32_mask(t194), t223);
            __m512d x_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t194), t208);
            __m512d y_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t194), t212);
            __m512d t224 = _mm512_mul_pd(x_v_3, y_v_3);
            _mm512_mask_storeu_pd(a + t207, _mm256_movepi32_mask(t194), t224);
            float *t225 = xf + t207;
            __m256 t226 = _mm256_cvtepi32_ps(t209);
            __m256 t227 = _mm256_div_ps(_mm256_set1_ps(1.0f), t226);
            _mm256_mask_storeu_ps(t225, _mm256_movepi32_mask(t194), t227);
            float *t228 = yf + t207;
            __m256 t229 = _mm256_cvtepi32_ps(t216);
            __m256 t230 = _mm256_div_ps(_mm256_set1_ps(1.0f), t229);
            __m256 t231 = _mm256_add_ps(t226, t230);
            _mm256_mask_storeu_ps(t228, _mm256_movepi32_mask(t194), t231);
            __m256 xf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t194), t225);
            __m256 yf_v_1 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t194), t228);
            __m256 t232 = _mm256_mul_ps(xf_v_1, yf_v_1);
            __m256 t233 = _mm256_cvtepi32_ps(t206);
            __m256 t234 = _mm256_mask3_fmadd_ps(t233, _mm256_set1_ps(2.3841858e-7f), t232, (__mmask8)-1);
            _mm256_mask_storeu_ps(zf + t207, _mm256_movepi32_mask(t194), t234);
            i = (int)((long)t124 + t125);
        } else {
            i = t124;
        }
        for (; i < n; i++) {
            long t235 = (long)i;
            double *t236 = x + t235;
            int t237 = 3 + i % 7;
            double t238 = (double)t237;
            *t236 = 1.0 / t238;
            double *t239 = y + t235;
            int t240 = 1 << (i % 5 + 1);
            *t239 = t238 + 1.0 / (double)t240;
            int t241 = i % 3;
            z[t235] = -(*t236 * *t239) + (double)t241 * 8.881784197001252e-16;
            a[t235] = *t236 * *t239;
            float *t242 = xf + t235;
            float t243 = (float)t237;
            *t242 = 1.0f / t243;
            float *t244 = yf + t235;
            *t244 = t243 + 1.0f / (float)t240;
            zf[t235] = *t242 * *t244 + (float)t241 * 2.3841858e-7f;
        }
        const double *t245 = y;
        const double *t246 = x;
        madd_f64(n, m, t246, t245, z);
        madd_f32(n, af, xf, yf, zf);
        cond_madd_f64(n, a, t246, t245);
        unsigned long t247 = (unsigned long)n;
        unsigned long t248 = t247 * 8UL;
        unsigned long t249 = (_mm256_zeroupper(), hash_bytes((const void *)a, t248));
        unsigned long t250 = (_mm256_zeroupper(), hash_bytes((const void *)af, t247 * 4UL));
        printf("n=%d madd_f64=%llx madd_f32=%llx cond=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)m, t248)), (unsigned long long)t250, (unsigned long long)t249);
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
