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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512d t5;
    long t6;
    double *t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    long t12;
    double *t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    long t18;
    double *t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    long t24;
    double *t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    int t30;
    long t31;
    long t32;
    __m512d t33;
    long t34;
    double *t35;
    __m512d t36;
    __m512d t37;
    __m512d t38;
    __m512d t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m512d t44;
    long t45;
    long t46;
    double *t47;
    __m512d t48;
    __m512d t49;
    __m512d t50;
    __m512d t51;
    int i;
    long t52;
    double *t53;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_pd(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_pd(x + t6);
            t9 = _mm512_mul_pd(t5, t8);
            t10 = _mm512_loadu_pd(t7);
            t11 = _mm512_add_pd(t9, t10);
            _mm512_storeu_pd(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = y + t12;
            t14 = _mm512_loadu_pd(x + t12);
            t15 = _mm512_mul_pd(t5, t14);
            t16 = _mm512_loadu_pd(t13);
            t17 = _mm512_add_pd(t15, t16);
            _mm512_storeu_pd(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 16L));
            t19 = y + t18;
            t20 = _mm512_loadu_pd(x + t18);
            t21 = _mm512_mul_pd(t5, t20);
            t22 = _mm512_loadu_pd(t19);
            t23 = _mm512_add_pd(t21, t22);
            _mm512_storeu_pd(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = y + t24;
            t26 = _mm512_loadu_pd(x + t24);
            t27 = _mm512_mul_pd(t5, t26);
            t28 = _mm512_loadu_pd(t25);
            t29 = _mm512_add_pd(t27, t28);
            _mm512_storeu_pd(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm512_set1_pd(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm512_loadu_pd(x + t34);
            t37 = _mm512_mul_pd(t33, t36);
            t38 = _mm512_loadu_pd(t35);
            t39 = _mm512_add_pd(t37, t38);
            _mm512_storeu_pd(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm512_set1_pd(a);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45);
        t47 = y + t46;
        t48 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), x + t46);
        t49 = _mm512_mul_pd(t44, t48);
        t50 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), t47);
        t51 = _mm512_add_pd(t49, t50);
        _mm512_mask_storeu_pd(t47, _mm256_movepi32_mask(t43), t51);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = y + t52;
        *t53 = a * x[t52] + *t53;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    long t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    int t26;
    long t27;
    __m256i t28;
    __m256i t29;
    long t30;
    long t31;
    __m512d t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    __m512d t36;
    int i;
    long t37;
    double t38;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(a + t5);
            t7 = _mm512_mul_pd(t6, t6);
            t8 = _mm512_loadu_pd(b + t5);
            t9 = _mm512_div_pd(t8, _mm512_set1_pd(3.0));
            t10 = _mm512_sub_pd(t7, t9);
            _mm512_storeu_pd(c + t5, t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm512_loadu_pd(a + t11);
            t13 = _mm512_mul_pd(t12, t12);
            t14 = _mm512_loadu_pd(b + t11);
            t15 = _mm512_div_pd(t14, _mm512_set1_pd(3.0));
            t16 = _mm512_sub_pd(t13, t15);
            _mm512_storeu_pd(c + t11, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (long)(int)((long)t17 + t2);
            t21 = _mm512_loadu_pd(a + t20);
            t22 = _mm512_mul_pd(t21, t21);
            t23 = _mm512_loadu_pd(b + t20);
            t24 = _mm512_div_pd(t23, _mm512_set1_pd(3.0));
            t25 = _mm512_sub_pd(t22, t24);
            _mm512_storeu_pd(c + t20, t25);
            t2 += 8L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        t28 = _mm256_set1_epi32((int)(int)t27);
        t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t30 = 0L;
        t31 = (long)(int)((long)t26 + t30);
        t32 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), a + t31);
        t33 = _mm512_mul_pd(t32, t32);
        t34 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), b + t31);
        t35 = _mm512_div_pd(t34, _mm512_set1_pd(3.0));
        t36 = _mm512_sub_pd(t33, t35);
        _mm512_mask_storeu_pd(c + t31, _mm256_movepi32_mask(t29), t36);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        t38 = a[t37];
        c[t37] = t38 * t38 - b[t37] / 3.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    double *x;
    double *y;
    double *c;
    int fill_idx;
    int fill_idx_1;
    long t4;
    long t5;
    double *t6;
    __m512d t7;
    __m512d t8;
    double *t9;
    __m512d t10;
    __m512d t11;
    double *t12;
    __m512d t13;
    __m512d t14;
    double *t15;
    __m512d t16;
    __m512d t17;
    int t18;
    long t19;
    long t20;
    double *t21;
    __m512d t22;
    __m512d t23;
    int t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    double *t29;
    __m512d t30;
    __m512d t31;
    int i;
    double *t32;
    const double *t33;
    unsigned long t34;
    unsigned long t35;
    count_idx = 0;
    n_1 = 0;
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
        x = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        y = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        c = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U));
        }
        t4 = (long)n;
        if (t4 >= 32L) {
            t5 = t4 & -32L;
            t1 = 0L;
            do {
                t6 = x + (int)((long)0 + t1);
                t7 = _mm512_loadu_pd(t6);
                t8 = _mm512_mul_pd(t7, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t6, t8);
                t9 = x + (int)((long)0 + (t1 + 8L));
                t10 = _mm512_loadu_pd(t9);
                t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t9, t11);
                t12 = x + (int)((long)0 + (t1 + 16L));
                t13 = _mm512_loadu_pd(t12);
                t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t12, t14);
                t15 = x + (int)((long)0 + (t1 + 24L));
                t16 = _mm512_loadu_pd(t15);
                t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)((long)0 + t5);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t2 = 0L;
            do {
                t21 = x + (int)((long)t18 + t2);
                t22 = _mm512_loadu_pd(t21);
                t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.013));
                _mm512_storeu_pd(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            t26 = _mm256_set1_epi32((int)(int)t25);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t28 = 0L;
            t29 = x + (int)((long)t24 + t28);
            t30 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t27), t29);
            t31 = _mm512_mul_pd(t30, _mm512_set1_pd(0.013));
            _mm512_mask_storeu_pd(t29, _mm256_movepi32_mask(t27), t31);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            t32 = x + i;
            *t32 = *t32 * 0.013;
        }
        t33 = x;
        (_mm256_zeroupper(), sqdiff(n, c, t33, y));
        (_mm256_zeroupper(), daxpy(n, -2.75, t33, y));
        t34 = (unsigned long)n * 8UL;
        t35 = (_mm256_zeroupper(), hash_bytes((const void *)c, t34));
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)y, t34)), (unsigned long long)t35);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
