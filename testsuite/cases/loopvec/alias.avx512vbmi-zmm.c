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

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3(int n, int *a, const int *b, const int *c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    unsigned long t24;
    long t25;
    long t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    int t31;
    long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    __m512i t37;
    __mmask16 t38;
    long t39;
    long t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    int i;
    long t51;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    t6 = (unsigned long)a;
    t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L))) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t6 + (unsigned long)0L)))) {
        t8 = t3 & -32L;
        t1 = 0L;
        do {
            t9 = (long)(int)((long)0 + t1);
            t10 = _mm512_loadu_si512(b + t9);
            t11 = _mm512_loadu_si512(c + t9);
            t12 = _mm512_add_epi32(t10, t11);
            t13 = _mm512_add_epi32(t12, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t9, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm512_loadu_si512(b + t14);
            t16 = _mm512_loadu_si512(c + t14);
            t17 = _mm512_add_epi32(t15, t16);
            t18 = _mm512_add_epi32(t17, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t14, t18);
            t1 += 32L;
        } while (t1 < t8);
        t19 = (int)((long)0 + t8);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)a;
    t22 = (unsigned long)b;
    t23 = (unsigned long)a;
    t24 = (unsigned long)c;
    if ((t20 >= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        t25 = t20 & -16L;
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t19 + t2);
            t27 = _mm512_loadu_si512(b + t26);
            t28 = _mm512_loadu_si512(c + t26);
            t29 = _mm512_add_epi32(t27, t28);
            t30 = _mm512_add_epi32(t29, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t26, t30);
            t2 += 16L;
        } while (t2 < t25);
        t31 = (int)((long)t19 + t25);
    } else {
        t31 = t19;
    }
    t32 = (long)n + (long)t31 * -1L;
    t33 = (unsigned long)a;
    t34 = (unsigned long)b;
    t35 = (unsigned long)a;
    t36 = (unsigned long)c;
    if ((t32 >= 1L) & (t32 <= 16L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L))))) {
        t37 = _mm512_set1_epi32((int)(int)t32);
        t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        t39 = 0L;
        t40 = (long)(int)((long)t31 + t39);
        t41 = _mm512_maskz_loadu_epi32(t38, b + t40);
        t42 = _mm512_maskz_loadu_epi32(t38, c + t40);
        t43 = t41;
        t44 = t42;
        t45 = _mm512_add_epi32(t43, t44);
        t46 = t45;
        t47 = t46;
        t48 = _mm512_set1_epi32((int)3);
        t49 = _mm512_add_epi32(t47, t48);
        t50 = t49;
        _mm512_mask_storeu_epi32(a + t40, t38, t50);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t51 = (long)i;
        a[t51] = b[t51] + c[t51] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    int i;
    long t39;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(b + t5);
            t7 = _mm512_loadu_si512(c + t5);
            t8 = _mm512_add_epi32(t6, t7);
            t9 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_si512(b + t10);
            t12 = _mm512_loadu_si512(c + t10);
            t13 = _mm512_add_epi32(t11, t12);
            t14 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_si512(b + t18);
            t20 = _mm512_loadu_si512(c + t18);
            t21 = _mm512_add_epi32(t19, t20);
            t22 = _mm512_add_epi32(t21, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_epi32(t26, b + t28);
        t30 = _mm512_maskz_loadu_epi32(t26, c + t28);
        t31 = t29;
        t32 = t30;
        t33 = _mm512_add_epi32(t31, t32);
        t34 = t33;
        t35 = t34;
        t36 = _mm512_set1_epi32((int)3);
        t37 = _mm512_add_epi32(t35, t36);
        t38 = t37;
        _mm512_mask_storeu_epi32(a + t28, t26, t38);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        a[t39] = b[t39] + c[t39] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
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
    long t10;
    __m512d t11;
    __m512d t12;
    __m512d t13;
    __m512d t14;
    long t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    __m512d t19;
    long t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m512d t29;
    __m512d t30;
    __m512d t31;
    __m512d t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
    __m512d t39;
    __m512d t40;
    __m512d t41;
    __m512d t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(b + t5);
            t7 = _mm512_mul_pd(t6, _mm512_set1_pd(2.0));
            t8 = _mm512_loadu_pd(c + t5);
            t9 = _mm512_sub_pd(t7, t8);
            _mm512_storeu_pd(a + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm512_loadu_pd(b + t10);
            t12 = _mm512_mul_pd(t11, _mm512_set1_pd(2.0));
            t13 = _mm512_loadu_pd(c + t10);
            t14 = _mm512_sub_pd(t12, t13);
            _mm512_storeu_pd(a + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm512_loadu_pd(b + t15);
            t17 = _mm512_mul_pd(t16, _mm512_set1_pd(2.0));
            t18 = _mm512_loadu_pd(c + t15);
            t19 = _mm512_sub_pd(t17, t18);
            _mm512_storeu_pd(a + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 24L));
            t21 = _mm512_loadu_pd(b + t20);
            t22 = _mm512_mul_pd(t21, _mm512_set1_pd(2.0));
            t23 = _mm512_loadu_pd(c + t20);
            t24 = _mm512_sub_pd(t22, t23);
            _mm512_storeu_pd(a + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm512_loadu_pd(b + t28);
            t30 = _mm512_mul_pd(t29, _mm512_set1_pd(2.0));
            t31 = _mm512_loadu_pd(c + t28);
            t32 = _mm512_sub_pd(t30, t31);
            _mm512_storeu_pd(a + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37);
        t39 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), b + t38);
        t40 = _mm512_mul_pd(t39, _mm512_set1_pd(2.0));
        t41 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), c + t38);
        t42 = _mm512_sub_pd(t40, t41);
        _mm512_mask_storeu_pd(a + t38, _mm256_movepi32_mask(t36), t42);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        a[t43] = b[t43] * 2.0 - c[t43];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    int count_idx;
    int n_1;
    int t6;
    int t7;
    int *buf;
    int *c;
    double *da;
    double *db;
    int fill_idx;
    int fill_idx_1;
    int variant;
    long t8;
    int t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    int t26;
    long t27;
    int t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    int t40;
    long t41;
    int t42;
    __m512i t43;
    __mmask16 t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    long t50;
    int i;
    int *t51;
    const int *t52;
    unsigned long long t53;
    const double *t54;
    unsigned long t55;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t6 = 1;
        } else {
            t6 = 0;
            n = n_1;
        }
        if (!t6) {
            return 0;
        }
        t7 = 2 * n + 2;
        buf = (int *)(_mm256_zeroupper(), new_array(t7, 4UL));
        c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        da = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        db = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (variant = 0; variant < 4; variant++) {
            t8 = (long)n * 2L + 2L;
            t9 = (int)((unsigned int)0 * (unsigned int)7);
            if ((t8 >= 32L) & (t9 >= 0)) {
                t10 = t8 & -32L;
                t11 = _mm512_set1_epi32((int)(t9 % 101));
                t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                t13 = t12;
                t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32((int)101));
                t15 = _mm512_min_epu32(t13, t14);
                t1 = t15;
                t2 = 0L;
                for (;;) {
                    _mm512_storeu_si512(buf + (int)((long)0 + t2), t1);
                    t16 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)11));
                    t17 = t16;
                    t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)101));
                    t19 = _mm512_min_epu32(t17, t18);
                    t20 = t19;
                    _mm512_storeu_si512(buf + (int)((long)0 + (t2 + 16L)), t20);
                    t2 += 32L;
                    t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)22));
                    t22 = t21;
                    t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)101));
                    t24 = _mm512_min_epu32(t22, t23);
                    t25 = t24;
                    if (t2 >= t10) {
                        break;
                    }
                    t1 = t25;
                }
                t26 = (int)((long)0 + t10);
            } else {
                t26 = 0;
            }
            t27 = (long)n * 2L + (long)t26 * -1L + 2L;
            t28 = (int)((unsigned int)t26 * (unsigned int)7);
            if ((t27 >= 16L) & (t28 >= 0)) {
                t29 = t27 & -16L;
                t30 = _mm512_set1_epi32((int)(t28 % 101));
                t31 = _mm512_add_epi32(t30, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                t32 = t31;
                t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)101));
                t34 = _mm512_min_epu32(t32, t33);
                t3 = t34;
                t4 = 0L;
                for (;;) {
                    _mm512_storeu_si512(buf + (int)((long)t26 + t4), t3);
                    t4 += 16L;
                    t35 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)11));
                    t36 = t35;
                    t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)101));
                    t38 = _mm512_min_epu32(t36, t37);
                    t39 = t38;
                    if (t4 >= t29) {
                        break;
                    }
                    t3 = t39;
                }
                t40 = (int)((long)t26 + t29);
            } else {
                t40 = t26;
            }
            t41 = (long)n * 2L + (long)t40 * -1L + 2L;
            t42 = (int)((unsigned int)t40 * (unsigned int)7);
            if ((t41 >= 1L) & (t41 <= 16L) & (t42 >= 0)) {
                t43 = _mm512_set1_epi32((int)(int)t41);
                t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
                t45 = _mm512_set1_epi32((int)(t42 % 101));
                t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                t47 = t46;
                t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32((int)101));
                t49 = _mm512_min_epu32(t47, t48);
                t5 = t49;
                t50 = 0L;
                _mm512_mask_storeu_epi32(buf + (int)((long)t40 + t50), t44, t5);
                i = (int)((long)t40 + t41);
            } else {
                i = t40;
            }
            for (; i < t7; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                (_mm256_zeroupper(), add3(n, buf, buf + n + 1, c));
            } else if (variant == 1) {
                t51 = buf + 1;
                (_mm256_zeroupper(), add3(n, t51, t51, c));
            } else if (variant == 2) {
                (_mm256_zeroupper(), add3(n, buf + 2, buf + 1, c));
            } else {
                (_mm256_zeroupper(), add3(n, buf, buf + 1, c));
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t7 * 4UL));
        }
        t52 = buf + n + 1;
        (_mm256_zeroupper(), add3_out(n, buf, t52, t52));
        t53 = h[0];
        h[0] = t53 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t7 * 4UL));
        t54 = db;
        (_mm256_zeroupper(), mix(n, da, t54, t54));
        t55 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t55);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
