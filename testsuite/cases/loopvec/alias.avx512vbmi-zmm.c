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
    int t13;
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t4))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `c` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            long t7 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t7);
            __m512i c_v = _mm512_loadu_si512(c + t7);
            __m512i t8 = _mm512_add_epi32(b_v, c_v);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t7, t9);
            long t10 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t10);
            __m512i c_v_1 = _mm512_loadu_si512(c + t10);
            __m512i t11 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t10, t12);
            i_vec += 32L;
        } while (i_vec < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)a;
    unsigned long t16 = (unsigned long)b;
    unsigned long t17 = (unsigned long)a;
    unsigned long t18 = (unsigned long)c;
    if ((t14 >= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L)))) & (((t17 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t13 * 4L))) | ((t18 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t13 * 4L))))) {
        long t19 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t20 = (long)(int)((long)t13 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t20);
            __m512i c_v_2 = _mm512_loadu_si512(c + t20);
            __m512i t21 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t20, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t19);
        t23 = (int)((long)t13 + t19);
    } else {
        t23 = t13;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)b;
    unsigned long t27 = (unsigned long)a;
    unsigned long t28 = (unsigned long)c;
    if ((t24 >= 1L) & (t24 <= 16L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L)))) & (((t27 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t23 * 4L))) | ((t28 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t23 * 4L))))) {
        __m512i t29 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
        long t31 = (long)(int)(long)t23;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t30, b + t31);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t30, c + t31);
        __m512i t32 = b_v_3;
        __m512i t33 = c_v_3;
        __m512i t34 = _mm512_add_epi32(t32, t33);
        __m512i t35 = t34;
        __m512i t36 = t35;
        __m512i t37 = _mm512_set1_epi32(3);
        __m512i t38 = _mm512_add_epi32(t36, t37);
        __m512i t39 = t38;
        _mm512_mask_storeu_epi32(a + t31, t30, t39);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        a[t40] = b[t40] + c[t40] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i c_v = _mm512_loadu_si512(c + t3);
            __m512i t4 = _mm512_add_epi32(b_v, c_v);
            __m512i t5 = _mm512_add_epi32(t4, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i c_v_1 = _mm512_loadu_si512(c + t6);
            __m512i t7 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t6, t8);
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
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __m512i c_v_2 = _mm512_loadu_si512(c + t12);
            __m512i t13 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t12, t14);
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
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t18, b + t19);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t18, c + t19);
        __m512i t20 = b_v_3;
        __m512i t21 = c_v_3;
        __m512i t22 = _mm512_add_epi32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = t23;
        __m512i t25 = _mm512_set1_epi32(3);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi32(a + t19, t18, t27);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] + c[t28] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d b_v = _mm512_loadu_pd(b + t3);
            __m512d t4 = _mm512_mul_pd(b_v, _mm512_set1_pd(2.0));
            __m512d c_v = _mm512_loadu_pd(c + t3);
            __m512d t5 = _mm512_sub_pd(t4, c_v);
            _mm512_storeu_pd(a + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m512d b_v_1 = _mm512_loadu_pd(b + t6);
            __m512d t7 = _mm512_mul_pd(b_v_1, _mm512_set1_pd(2.0));
            __m512d c_v_1 = _mm512_loadu_pd(c + t6);
            __m512d t8 = _mm512_sub_pd(t7, c_v_1);
            _mm512_storeu_pd(a + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m512d b_v_2 = _mm512_loadu_pd(b + t9);
            __m512d t10 = _mm512_mul_pd(b_v_2, _mm512_set1_pd(2.0));
            __m512d c_v_2 = _mm512_loadu_pd(c + t9);
            __m512d t11 = _mm512_sub_pd(t10, c_v_2);
            _mm512_storeu_pd(a + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m512d b_v_3 = _mm512_loadu_pd(b + t12);
            __m512d t13 = _mm512_mul_pd(b_v_3, _mm512_set1_pd(2.0));
            __m512d c_v_3 = _mm512_loadu_pd(c + t12);
            __m512d t14 = _mm512_sub_pd(t13, c_v_3);
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
            __m512d b_v_4 = _mm512_loadu_pd(b + t18);
            __m512d t19 = _mm512_mul_pd(b_v_4, _mm512_set1_pd(2.0));
            __m512d c_v_4 = _mm512_loadu_pd(c + t18);
            __m512d t20 = _mm512_sub_pd(t19, c_v_4);
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
        __m512d b_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), b + t25);
        __m512d t26 = _mm512_mul_pd(b_v_5, _mm512_set1_pd(2.0));
        __m512d c_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), c + t25);
        __m512d t27 = _mm512_sub_pd(t26, c_v_5);
        _mm512_mask_storeu_pd(a + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] * 2.0 - c[t28];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    int t3;
    int t22;
    int t36;
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
        int t4 = 2 * n + 2;
        int *buf = (int *)(_mm256_zeroupper(), new_array(t4, 4UL));
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
            long t5 = (long)n * 2L + 2L;
            if ((t5 >= 32L) & 1) {
                long t6 = t5 & -32L;
                __m512i t7 = _mm512_set1_epi32(0);
                __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t9 = t8;
                __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(101));
                __m512i t11 = _mm512_min_epu32(t9, t10);
                __m512i t1 = t11;
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 16, UF 2, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
                for (;;) {
                    _mm512_storeu_si512(buf + (int)i_vec, t1);
                    __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(11));
                    __m512i t13 = t12;
                    __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(101));
                    __m512i t15 = _mm512_min_epu32(t13, t14);
                    __m512i t16 = t15;
                    _mm512_storeu_si512(buf + (int)(i_vec + 16L), t16);
                    i_vec += 32L;
                    __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(22));
                    __m512i t18 = t17;
                    __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(101));
                    __m512i t20 = _mm512_min_epu32(t18, t19);
                    __m512i t21 = t20;
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = t21;
                }
                t22 = (int)t6;
            } else {
                t22 = 0;
            }
            long t23 = (long)n * 2L + (long)t22 * -1L + 2L;
            int t24 = (int)((unsigned int)t22 * 7U);
            if ((t23 >= 16L) & (t24 >= 0)) {
                long t25 = t23 & -16L;
                __m512i t26 = _mm512_set1_epi32((int)(t24 % 101));
                __m512i t27 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t28 = t27;
                __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(101));
                __m512i t30 = _mm512_min_epu32(t28, t29);
                __m512i t2 = t30;
                long i_vec_1 = 0L;
                for (;;) {
                    _mm512_storeu_si512(buf + (int)((long)t22 + i_vec_1), t2);
                    i_vec_1 += 16L;
                    __m512i t31 = _mm512_add_epi32(t2, _mm512_set1_epi32(11));
                    __m512i t32 = t31;
                    __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(101));
                    __m512i t34 = _mm512_min_epu32(t32, t33);
                    __m512i t35 = t34;
                    if (i_vec_1 >= t25) {
                        break;
                    }
                    t2 = t35;
                }
                t36 = (int)((long)t22 + t25);
            } else {
                t36 = t22;
            }
            long t37 = (long)n * 2L + (long)t36 * -1L + 2L;
            int t38 = (int)((unsigned int)t36 * 7U);
            if ((t37 >= 1L) & (t37 <= 16L) & (t38 >= 0)) {
                __m512i t39 = _mm512_set1_epi32((int)(int)t37);
                __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t39, _MM_CMPINT_LT);
                __m512i t41 = _mm512_set1_epi32((int)(t38 % 101));
                __m512i t42 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t43 = t42;
                __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(101));
                __m512i t45 = _mm512_min_epu32(t43, t44);
                __m512i t46 = t45;
                _mm512_mask_storeu_epi32(buf + (int)(long)t36, t40, t46);
                i = (int)((long)t36 + t37);
            } else {
                i = t36;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t47 = buf + 1;
                add3(n, t47, t47, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        }
        const int *t48 = buf + n + 1;
        add3_out(n, buf, t48, t48);
        unsigned long long t49 = h[0];
        h[0] = t49 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        const double *t50 = db;
        mix(n, da, t50, t50);
        unsigned long t51 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t51);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
