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

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    vcc_no_contract_body
    int t30;
    int t40;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512d t5 = _mm512_set1_pd(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            double *t7 = y + t6;
            __m512d t8 = _mm512_loadu_pd(x + t6);
            __m512d t9 = _mm512_mul_pd(t5, t8);
            __m512d t10 = _mm512_loadu_pd(t7);
            __m512d t11 = _mm512_add_pd(t9, t10);
            _mm512_storeu_pd(t7, t11);
            long t12 = (long)(int)(t1 + 8L);
            double *t13 = y + t12;
            __m512d t14 = _mm512_loadu_pd(x + t12);
            __m512d t15 = _mm512_mul_pd(t5, t14);
            __m512d t16 = _mm512_loadu_pd(t13);
            __m512d t17 = _mm512_add_pd(t15, t16);
            _mm512_storeu_pd(t13, t17);
            long t18 = (long)(int)(t1 + 16L);
            double *t19 = y + t18;
            __m512d t20 = _mm512_loadu_pd(x + t18);
            __m512d t21 = _mm512_mul_pd(t5, t20);
            __m512d t22 = _mm512_loadu_pd(t19);
            __m512d t23 = _mm512_add_pd(t21, t22);
            _mm512_storeu_pd(t19, t23);
            long t24 = (long)(int)(t1 + 24L);
            double *t25 = y + t24;
            __m512d t26 = _mm512_loadu_pd(x + t24);
            __m512d t27 = _mm512_mul_pd(t5, t26);
            __m512d t28 = _mm512_loadu_pd(t25);
            __m512d t29 = _mm512_add_pd(t27, t28);
            _mm512_storeu_pd(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        __m512d t33 = _mm512_set1_pd(a);
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            double *t35 = y + t34;
            __m512d t36 = _mm512_loadu_pd(x + t34);
            __m512d t37 = _mm512_mul_pd(t33, t36);
            __m512d t38 = _mm512_loadu_pd(t35);
            __m512d t39 = _mm512_add_pd(t37, t38);
            _mm512_storeu_pd(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    long t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        __m256i t42 = _mm256_set1_epi32((int)(int)t41);
        __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t44 = _mm512_set1_pd(a);
        long t45 = (long)(int)(long)t40;
        double *t46 = y + t45;
        __m512d t47 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), x + t45);
        __m512d t48 = _mm512_mul_pd(t44, t47);
        __m512d t49 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), t46);
        __m512d t50 = _mm512_add_pd(t48, t49);
        _mm512_mask_storeu_pd(t46, _mm256_movepi32_mask(t43), t50);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        double *t52 = y + t51;
        *t52 = a * x[t51] + *t52;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_mul_pd(t6, t6);
            __m512d t8 = _mm512_loadu_pd(b + t5);
            __m512d t9 = _mm512_div_pd(t8, _mm512_set1_pd(3.0));
            __m512d t10 = _mm512_sub_pd(t7, t9);
            _mm512_storeu_pd(c + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m512d t12 = _mm512_loadu_pd(a + t11);
            __m512d t13 = _mm512_mul_pd(t12, t12);
            __m512d t14 = _mm512_loadu_pd(b + t11);
            __m512d t15 = _mm512_div_pd(t14, _mm512_set1_pd(3.0));
            __m512d t16 = _mm512_sub_pd(t13, t15);
            _mm512_storeu_pd(c + t11, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512d t21 = _mm512_loadu_pd(a + t20);
            __m512d t22 = _mm512_mul_pd(t21, t21);
            __m512d t23 = _mm512_loadu_pd(b + t20);
            __m512d t24 = _mm512_div_pd(t23, _mm512_set1_pd(3.0));
            __m512d t25 = _mm512_sub_pd(t22, t24);
            _mm512_storeu_pd(c + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t30 = (long)(int)(long)t26;
        __m512d t31 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), a + t30);
        __m512d t32 = _mm512_mul_pd(t31, t31);
        __m512d t33 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), b + t30);
        __m512d t34 = _mm512_div_pd(t33, _mm512_set1_pd(3.0));
        __m512d t35 = _mm512_sub_pd(t32, t34);
        _mm512_mask_storeu_pd(c + t30, _mm256_movepi32_mask(t29), t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        double t37 = a[t36];
        c[t36] = t37 * t37 - b[t36] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t18;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        double *x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        long t4 = (long)n;
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                double *t6 = x + (int)t1;
                __m512d t7 = _mm512_loadu_pd(t6);
                __m512d t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t6, t8);
                double *t9 = x + (int)(t1 + 8L);
                __m512d t10 = _mm512_loadu_pd(t9);
                __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t9, t11);
                double *t12 = x + (int)(t1 + 16L);
                __m512d t13 = _mm512_loadu_pd(t12);
                __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t12, t14);
                double *t15 = x + (int)(t1 + 24L);
                __m512d t16 = _mm512_loadu_pd(t15);
                __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                double *t21 = x + (int)((long)t18 + t2);
                __m512d t22 = _mm512_loadu_pd(t21);
                __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            __m256i t26 = _mm256_set1_epi32((int)(int)t25);
            __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t28 = x + (int)(long)t24;
            __m512d t29 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t27), t28);
            __m512d t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.013));
            _mm512_mask_storeu_pd(t28, _mm256_movepi32_mask(t27), t30);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            double *t31 = x + i;
            *t31 = *t31 * 0.013;
        }
        const double *t32 = x;
        sqdiff(n, c, t32, y);
        daxpy(n, -2.75, t32, y);
        unsigned long t33 = (unsigned long)n * 8UL;
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes((const void *)c, t33));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t33)), (unsigned long long)t34);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
