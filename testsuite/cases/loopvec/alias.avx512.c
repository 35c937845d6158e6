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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add3(int n, int *a, const int *b, const int *c) {
    vcc_no_contract_body
    int t19;
    int t29;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    unsigned long t4 = (unsigned long)a;
    unsigned long t5 = (unsigned long)c;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2)) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t4))) {
        long t6 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap, vector epilogue VF 8, masked remainder */
        do {
            long t7 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + t7));
            __m256i t8 = _mm256_add_epi32(b_v, c_v);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t7), t9);
            long t10 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t10));
            __m256i t11 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t12 = _mm256_add_epi32(t11, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t10), t12);
            long t13 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t13));
            __m256i t14 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t13), t15);
            long t16 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t16));
            __m256i t17 = _mm256_add_epi32(b_v_3, c_v_3);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t16), t18);
            i_vec += 32L;
        } while (i_vec < t6);
        t19 = (int)t6;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)a;
    unsigned long t22 = (unsigned long)b;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)c;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        long t25 = t20 & -8L;
        long i_vec_1 = 0L;
        do {
            long t26 = (long)(int)((long)t19 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t26));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t26));
            __m256i t27 = _mm256_add_epi32(b_v_4, c_v_4);
            __m256i t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t26), t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        t29 = (int)((long)t19 + t25);
    } else {
        t29 = t19;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)b;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)c;
    if ((t30 >= 1L) & (t30 <= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t30);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t29;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), b + t37);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), c + t37);
        __m256i t38 = b_v_5;
        __m256i t39 = c_v_5;
        __m256i t40 = _mm256_add_epi32(t38, t39);
        __m256i t41 = t40;
        __m256i t42 = t41;
        __m256i t43 = _mm256_set1_epi32(3);
        __m256i t44 = _mm256_add_epi32(t42, t43);
        __m256i t45 = t44;
        _mm256_mask_storeu_epi32(a + t37, _mm256_movepi32_mask(t36), t45);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        a[t46] = b[t46] + c[t46] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + t3));
            __m256i t4 = _mm256_add_epi32(b_v, c_v);
            __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t6));
            __m256i t7 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t9));
            __m256i t10 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t12));
            __m256i t13 = _mm256_add_epi32(b_v_3, c_v_3);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
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
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t18));
            __m256i t19 = _mm256_add_epi32(b_v_4, c_v_4);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
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
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), b + t25);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), c + t25);
        __m256i t26 = b_v_5;
        __m256i t27 = c_v_5;
        __m256i t28 = _mm256_add_epi32(t26, t27);
        __m256i t29 = t28;
        __m256i t30 = t29;
        __m256i t31 = _mm256_set1_epi32(3);
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        _mm256_mask_storeu_epi32(a + t25, _mm256_movepi32_mask(t24), t33);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = b[t34] + c[t34] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256d b_v = _mm256_loadu_pd(b + t3);
            __m256d t4 = _mm256_mul_pd(b_v, _mm256_set1_pd(2.0));
            __m256d c_v = _mm256_loadu_pd(c + t3);
            __m256d t5 = _mm256_sub_pd(t4, c_v);
            _mm256_storeu_pd(a + t3, t5);
            long t6 = (long)(int)(i_vec + 4L);
            __m256d b_v_1 = _mm256_loadu_pd(b + t6);
            __m256d t7 = _mm256_mul_pd(b_v_1, _mm256_set1_pd(2.0));
            __m256d c_v_1 = _mm256_loadu_pd(c + t6);
            __m256d t8 = _mm256_sub_pd(t7, c_v_1);
            _mm256_storeu_pd(a + t6, t8);
            long t9 = (long)(int)(i_vec + 8L);
            __m256d b_v_2 = _mm256_loadu_pd(b + t9);
            __m256d t10 = _mm256_mul_pd(b_v_2, _mm256_set1_pd(2.0));
            __m256d c_v_2 = _mm256_loadu_pd(c + t9);
            __m256d t11 = _mm256_sub_pd(t10, c_v_2);
            _mm256_storeu_pd(a + t9, t11);
            long t12 = (long)(int)(i_vec + 12L);
            __m256d b_v_3 = _mm256_loadu_pd(b + t12);
            __m256d t13 = _mm256_mul_pd(b_v_3, _mm256_set1_pd(2.0));
            __m256d c_v_3 = _mm256_loadu_pd(c + t12);
            __m256d t14 = _mm256_sub_pd(t13, c_v_3);
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
            __m256d b_v_4 = _mm256_loadu_pd(b + t18);
            __m256d t19 = _mm256_mul_pd(b_v_4, _mm256_set1_pd(2.0));
            __m256d c_v_4 = _mm256_loadu_pd(c + t18);
            __m256d t20 = _mm256_sub_pd(t19, c_v_4);
            _mm256_storeu_pd(a + t18, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] * 2.0 - c[t21];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    int t3;
    int t32;
    int t46;
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
                __m256i t7 = _mm256_set1_epi32(0);
                __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t9 = t8;
                __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(101));
                __m256i t11 = _mm256_min_epu32(t9, t10);
                __m256i t1 = t11;
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 8, UF 4, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)i_vec), t1);
                    __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(56));
                    __m256i t13 = t12;
                    __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(101));
                    __m256i t15 = _mm256_min_epu32(t13, t14);
                    __m256i t16 = t15;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(i_vec + 8L)), t16);
                    __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
                    __m256i t18 = t17;
                    __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(101));
                    __m256i t20 = _mm256_min_epu32(t18, t19);
                    __m256i t21 = t20;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(i_vec + 16L)), t21);
                    __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(67));
                    __m256i t23 = t22;
                    __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(101));
                    __m256i t25 = _mm256_min_epu32(t23, t24);
                    __m256i t26 = t25;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(i_vec + 24L)), t26);
                    i_vec += 32L;
                    __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(22));
                    __m256i t28 = t27;
                    __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(101));
                    __m256i t30 = _mm256_min_epu32(t28, t29);
                    __m256i t31 = t30;
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = t31;
                }
                t32 = (int)t6;
            } else {
                t32 = 0;
            }
            long t33 = (long)n * 2L + (long)t32 * -1L + 2L;
            int t34 = (int)((unsigned int)t32 * 7U);
            if ((t33 >= 8L) & (t34 >= 0)) {
                long t35 = t33 & -8L;
                __m256i t36 = _mm256_set1_epi32((int)(t34 % 101));
                __m256i t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t38 = t37;
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(101));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256i t2 = t40;
                long i_vec_1 = 0L;
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)t32 + i_vec_1)), t2);
                    i_vec_1 += 8L;
                    __m256i t41 = _mm256_add_epi32(t2, _mm256_set1_epi32(56));
                    __m256i t42 = t41;
                    __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(101));
                    __m256i t44 = _mm256_min_epu32(t42, t43);
                    __m256i t45 = t44;
                    if (i_vec_1 >= t35) {
                        break;
                    }
                    t2 = t45;
                }
                t46 = (int)((long)t32 + t35);
            } else {
                t46 = t32;
            }
            long t47 = (long)n * 2L + (long)t46 * -1L + 2L;
            int t48 = (int)((unsigned int)t46 * 7U);
            if ((t47 >= 1L) & (t47 <= 8L) & (t48 >= 0)) {
                __m256i t49 = _mm256_set1_epi32((int)(int)t47);
                __m256i t50 = _mm256_cmpgt_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t51 = _mm256_set1_epi32((int)(t48 % 101));
                __m256i t52 = _mm256_add_epi32(t51, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t53 = t52;
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(101));
                __m256i t55 = _mm256_min_epu32(t53, t54);
                __m256i t56 = t55;
                _mm256_mask_storeu_epi32(buf + (int)(long)t46, _mm256_movepi32_mask(t50), t56);
                i = (int)((long)t46 + t47);
            } else {
                i = t46;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t57 = buf + 1;
                add3(n, t57, t57, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        }
        const int *t58 = buf + n + 1;
        add3_out(n, buf, t58, t58);
        unsigned long long t59 = h[0];
        h[0] = t59 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        const double *t60 = db;
        mix(n, da, t60, t60);
        unsigned long t61 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t61);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
