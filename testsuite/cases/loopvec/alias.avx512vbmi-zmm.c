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
    int t19;
    int t31;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)b;
    unsigned long t6 = (unsigned long)a;
    unsigned long t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4)) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t6))) {
        long t8 = t3 & -32L;
        long t1 = 0L;
        do {
            long t9 = (long)(int)t1;
            __m512i t10 = _mm512_loadu_si512(b + t9);
            __m512i t11 = _mm512_loadu_si512(c + t9);
            __m512i t12 = _mm512_add_epi32(t10, t11);
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t9, t13);
            long t14 = (long)(int)(t1 + 16L);
            __m512i t15 = _mm512_loadu_si512(b + t14);
            __m512i t16 = _mm512_loadu_si512(c + t14);
            __m512i t17 = _mm512_add_epi32(t15, t16);
            __m512i t18 = _mm512_add_epi32(t17, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t14, t18);
            t1 += 32L;
        } while (t1 < t8);
        t19 = (int)t8;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)c;
    if ((t20 >= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        long t25 = t20 & -16L;
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t19 + t2);
            __m512i t27 = _mm512_loadu_si512(b + t26);
            __m512i t28 = _mm512_loadu_si512(c + t26);
            __m512i t29 = _mm512_add_epi32(t27, t28);
            __m512i t30 = _mm512_add_epi32(t29, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t26, t30);
            t2 += 16L;
        } while (t2 < t25);
        t31 = (int)((long)t19 + t25);
    } else {
        t31 = t19;
    }
    long t32 = (long)n + (long)t31 * -1L;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)b;
    unsigned long t35 = (unsigned long)a;
    unsigned long t36 = (unsigned long)c;
    if ((t32 >= 1L) & (t32 <= 16L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L))))) {
        __m512i t37 = _mm512_set1_epi32((int)(int)t32);
        __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        long t39 = (long)(int)(long)t31;
        __m512i t40 = _mm512_maskz_loadu_epi32(t38, b + t39);
        __m512i t41 = _mm512_maskz_loadu_epi32(t38, c + t39);
        __m512i t42 = t40;
        __m512i t43 = t41;
        __m512i t44 = _mm512_add_epi32(t42, t43);
        __m512i t45 = t44;
        __m512i t46 = t45;
        __m512i t47 = _mm512_set1_epi32(3);
        __m512i t48 = _mm512_add_epi32(t46, t47);
        __m512i t49 = t48;
        _mm512_mask_storeu_epi32(a + t39, t38, t49);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        a[t50] = b[t50] + c[t50] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_loadu_si512(c + t5);
            __m512i t8 = _mm512_add_epi32(t6, t7);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(b + t10);
            __m512i t12 = _mm512_loadu_si512(c + t10);
            __m512i t13 = _mm512_add_epi32(t11, t12);
            __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(b + t18);
            __m512i t20 = _mm512_loadu_si512(c + t18);
            __m512i t21 = _mm512_add_epi32(t19, t20);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, b + t27);
        __m512i t29 = _mm512_maskz_loadu_epi32(t26, c + t27);
        __m512i t30 = t28;
        __m512i t31 = t29;
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = t33;
        __m512i t35 = _mm512_set1_epi32(3);
        __m512i t36 = _mm512_add_epi32(t34, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi32(a + t27, t26, t37);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = b[t38] + c[t38] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(b + t5);
            __m512d t7 = _mm512_mul_pd(t6, _mm512_set1_pd(2.0));
            __m512d t8 = _mm512_loadu_pd(c + t5);
            __m512d t9 = _mm512_sub_pd(t7, t8);
            _mm512_storeu_pd(a + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512d t11 = _mm512_loadu_pd(b + t10);
            __m512d t12 = _mm512_mul_pd(t11, _mm512_set1_pd(2.0));
            __m512d t13 = _mm512_loadu_pd(c + t10);
            __m512d t14 = _mm512_sub_pd(t12, t13);
            _mm512_storeu_pd(a + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m512d t16 = _mm512_loadu_pd(b + t15);
            __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(2.0));
            __m512d t18 = _mm512_loadu_pd(c + t15);
            __m512d t19 = _mm512_sub_pd(t17, t18);
            _mm512_storeu_pd(a + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m512d t21 = _mm512_loadu_pd(b + t20);
            __m512d t22 = _mm512_mul_pd(t21, _mm512_set1_pd(2.0));
            __m512d t23 = _mm512_loadu_pd(c + t20);
            __m512d t24 = _mm512_sub_pd(t22, t23);
            _mm512_storeu_pd(a + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m512d t29 = _mm512_loadu_pd(b + t28);
            __m512d t30 = _mm512_mul_pd(t29, _mm512_set1_pd(2.0));
            __m512d t31 = _mm512_loadu_pd(c + t28);
            __m512d t32 = _mm512_sub_pd(t30, t31);
            _mm512_storeu_pd(a + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m512d t38 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), b + t37);
        __m512d t39 = _mm512_mul_pd(t38, _mm512_set1_pd(2.0));
        __m512d t40 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t36), c + t37);
        __m512d t41 = _mm512_sub_pd(t39, t40);
        _mm512_mask_storeu_pd(a + t37, _mm256_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        a[t42] = b[t42] * 2.0 - c[t42];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    int t5;
    int t24;
    int t38;
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
        int t6 = 2 * n + 2;
        int *buf = (int *)(_mm256_zeroupper(), new_array(t6, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        double *da = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        double *db = (double *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int variant = 0; variant < 4; variant++) {
            long t7 = (long)n * 2L + 2L;
            if ((t7 >= 32L) & 1) {
                long t8 = t7 & -32L;
                __m512i t9 = _mm512_set1_epi32(0);
                __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t11 = t10;
                __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(101));
                __m512i t13 = _mm512_min_epu32(t11, t12);
                __m512i t1 = t13;
                long t2 = 0L;
                for (;;) {
                    _mm512_storeu_si512(buf + (int)t2, t1);
                    __m512i t14 = _mm512_add_epi32(t1, _mm512_set1_epi32(11));
                    __m512i t15 = t14;
                    __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(101));
                    __m512i t17 = _mm512_min_epu32(t15, t16);
                    __m512i t18 = t17;
                    _mm512_storeu_si512(buf + (int)(t2 + 16L), t18);
                    t2 += 32L;
                    __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(22));
                    __m512i t20 = t19;
                    __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(101));
                    __m512i t22 = _mm512_min_epu32(t20, t21);
                    __m512i t23 = t22;
                    if (t2 >= t8) {
                        break;
                    }
                    t1 = t23;
                }
                t24 = (int)t8;
            } else {
                t24 = 0;
            }
            long t25 = (long)n * 2L + (long)t24 * -1L + 2L;
            int t26 = (int)((unsigned int)t24 * 7U);
            if ((t25 >= 16L) & (t26 >= 0)) {
                long t27 = t25 & -16L;
                __m512i t28 = _mm512_set1_epi32((int)(t26 % 101));
                __m512i t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t30 = t29;
                __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(101));
                __m512i t32 = _mm512_min_epu32(t30, t31);
                __m512i t3 = t32;
                long t4 = 0L;
                for (;;) {
                    _mm512_storeu_si512(buf + (int)((long)t24 + t4), t3);
                    t4 += 16L;
                    __m512i t33 = _mm512_add_epi32(t3, _mm512_set1_epi32(11));
                    __m512i t34 = t33;
                    __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(101));
                    __m512i t36 = _mm512_min_epu32(t34, t35);
                    __m512i t37 = t36;
                    if (t4 >= t27) {
                        break;
                    }
                    t3 = t37;
                }
                t38 = (int)((long)t24 + t27);
            } else {
                t38 = t24;
            }
            long t39 = (long)n * 2L + (long)t38 * -1L + 2L;
            int t40 = (int)((unsigned int)t38 * 7U);
            if ((t39 >= 1L) & (t39 <= 16L) & (t40 >= 0)) {
                __m512i t41 = _mm512_set1_epi32((int)(int)t39);
                __mmask16 t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
                __m512i t43 = _mm512_set1_epi32((int)(t40 % 101));
                __m512i t44 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t45 = t44;
                __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(101));
                __m512i t47 = _mm512_min_epu32(t45, t46);
                __m512i t48 = t47;
                _mm512_mask_storeu_epi32(buf + (int)(long)t38, t42, t48);
                i = (int)((long)t38 + t39);
            } else {
                i = t38;
            }
            for (; i < t6; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t49 = buf + 1;
                add3(n, t49, t49, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        }
        const int *t50 = buf + n + 1;
        add3_out(n, buf, t50, t50);
        unsigned long long t51 = h[0];
        h[0] = t51 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        const double *t52 = db;
        mix(n, da, t52, t52);
        unsigned long t53 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t53);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
