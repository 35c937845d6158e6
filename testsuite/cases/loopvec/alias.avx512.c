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

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add3(int n, int *a, const int *b, const int *c) {
    vcc_no_contract_body
    int t20;
    int t32;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)b;
    long t4 = (long)((unsigned long)a - (unsigned long)b);
    unsigned long t5 = (unsigned long)a;
    unsigned long t6 = (unsigned long)c;
    long t7 = (long)((unsigned long)a - (unsigned long)c);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L))) & (((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t5) | ((t7 <= 0L) | (t7 >= 128L)))) {
        long t8 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:10 vectorized: VF 8, UF 4, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t9 = _mm256_add_epi32(b_v, c_v);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t10);
            long t11 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t12 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            long t14 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t14));
            __m256i t15 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t14), t16);
            long t17 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t18 = _mm256_add_epi32(b_v_3, c_v_3);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            i_vec += 32L;
        } while (i_vec < t8);
        t20 = (int)t8;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)a;
    unsigned long t23 = (unsigned long)b;
    long t24 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)b + (unsigned long)((long)t20 * 4L)));
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)c;
    long t27 = (long)((unsigned long)a + (unsigned long)((long)t20 * 4L) - ((unsigned long)c + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 32L))) & (((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t20 * 4L))) | ((t26 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t27 <= 0L) | (t27 >= 32L)))) {
        long t28 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:10 vector epilogue: VF 8, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t29 = (long)t20 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t29));
            __m256i t30 = _mm256_add_epi32(b_v_4, c_v_4);
            __m256i t31 = _mm256_add_epi32(t30, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t29), t31);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t32 = (int)((long)t20 + t28);
    } else {
        t32 = t20;
    }
    long t33 = (long)n + (long)t32 * -1L;
    unsigned long t34 = (unsigned long)a;
    unsigned long t35 = (unsigned long)b;
    long t36 = (long)((unsigned long)a + (unsigned long)((long)t32 * 4L) - ((unsigned long)b + (unsigned long)((long)t32 * 4L)));
    unsigned long t37 = (unsigned long)a;
    unsigned long t38 = (unsigned long)c;
    long t39 = (long)((unsigned long)a + (unsigned long)((long)t32 * 4L) - ((unsigned long)c + (unsigned long)((long)t32 * 4L)));
    if ((t33 >= 1L) & (t33 <= 8L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 32L))) & (((t37 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t32 * 4L))) | ((t38 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t32 * 4L))) | ((t39 <= 0L) | (t39 >= 32L)))) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t33);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)t32;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), b + t42);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t41), c + t42);
        __m256i t43 = _mm256_add_epi32(b_v_5, c_v_5);
        __m256i t44 = _mm256_add_epi32(t43, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32(a + t42, _mm256_movepi32_mask(t41), t44);
        i = (int)((long)t32 + t33);
    } else {
        i = t32;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        a[t45] = b[t45] + c[t45] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t3 = _mm256_add_epi32(b_v, c_v);
            __m256i t4 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t6 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t8));
            __m256i t9 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t11));
            __m256i t12 = _mm256_add_epi32(b_v_3, c_v_3);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
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
        /* vcc: loop at alias.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t18 = _mm256_add_epi32(b_v_4, c_v_4);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
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
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m256i c_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), c + t24);
        __m256i t25 = _mm256_add_epi32(b_v_5, c_v_5);
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = b[t27] + c[t27] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t3 = _mm256_mul_pd(b_v, _mm256_set1_pd(2.0));
            __m256d c_v = _mm256_loadu_pd(c + i_vec);
            __m256d t4 = _mm256_sub_pd(t3, c_v);
            _mm256_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d b_v_1 = _mm256_loadu_pd(b + t5);
            __m256d t6 = _mm256_mul_pd(b_v_1, _mm256_set1_pd(2.0));
            __m256d c_v_1 = _mm256_loadu_pd(c + t5);
            __m256d t7 = _mm256_sub_pd(t6, c_v_1);
            _mm256_storeu_pd(a + t5, t7);
            long t8 = i_vec + 8L;
            __m256d b_v_2 = _mm256_loadu_pd(b + t8);
            __m256d t9 = _mm256_mul_pd(b_v_2, _mm256_set1_pd(2.0));
            __m256d c_v_2 = _mm256_loadu_pd(c + t8);
            __m256d t10 = _mm256_sub_pd(t9, c_v_2);
            _mm256_storeu_pd(a + t8, t10);
            long t11 = i_vec + 12L;
            __m256d b_v_3 = _mm256_loadu_pd(b + t11);
            __m256d t12 = _mm256_mul_pd(b_v_3, _mm256_set1_pd(2.0));
            __m256d c_v_3 = _mm256_loadu_pd(c + t11);
            __m256d t13 = _mm256_sub_pd(t12, c_v_3);
            _mm256_storeu_pd(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d b_v_4 = _mm256_loadu_pd(b + t17);
            __m256d t18 = _mm256_mul_pd(b_v_4, _mm256_set1_pd(2.0));
            __m256d c_v_4 = _mm256_loadu_pd(c + t17);
            __m256d t19 = _mm256_sub_pd(t18, c_v_4);
            _mm256_storeu_pd(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * 2.0 - c[t20];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    int t3;
    int t22;
    int t32;
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
                __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(101));
                vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t8, t9);
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 8, UF 4, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + i_vec), (__m256i)t1);
                    __m256i t10 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(56));
                    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(101));
                    __m256i t12 = _mm256_min_epu32(t10, t11);
                    _mm256_storeu_si256((__m256i *)(buf + (i_vec + 8L)), t12);
                    __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
                    __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(101));
                    __m256i t15 = _mm256_min_epu32(t13, t14);
                    _mm256_storeu_si256((__m256i *)(buf + (i_vec + 16L)), t15);
                    __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(67));
                    __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(101));
                    __m256i t18 = _mm256_min_epu32(t16, t17);
                    _mm256_storeu_si256((__m256i *)(buf + (i_vec + 24L)), t18);
                    i_vec += 32L;
                    __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(22));
                    __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(101));
                    __m256i t21 = _mm256_min_epu32(t19, t20);
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = (vcc_v8_int)t21;
                }
                t22 = (int)t6;
            } else {
                t22 = 0;
            }
            long t23 = (long)n * 2L + (long)t22 * -1L + 2L;
            int t24 = (int)((unsigned int)t22 * 7U);
            if ((t23 >= 8L) & (t24 >= 0)) {
                long t25 = t23 & -8L;
                __m256i t26 = _mm256_set1_epi32((int)(t24 % 101));
                __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(101));
                vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t27, t28);
                long i_vec_1 = 0L;
                /* vcc: loop at alias.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + ((long)t22 + i_vec_1)), (__m256i)t2);
                    i_vec_1 += 8L;
                    __m256i t29 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(56));
                    __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
                    __m256i t31 = _mm256_min_epu32(t29, t30);
                    if (i_vec_1 >= t25) {
                        break;
                    }
                    t2 = (vcc_v8_int)t31;
                }
                t32 = (int)((long)t22 + t25);
            } else {
                t32 = t22;
            }
            long t33 = (long)n * 2L + (long)t32 * -1L + 2L;
            int t34 = (int)((unsigned int)t32 * 7U);
            if ((t33 >= 1L) & (t33 <= 8L) & (t34 >= 0)) {
                __m256i t35 = _mm256_set1_epi32((int)(int)t33);
                __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t37 = _mm256_set1_epi32((int)(t34 % 101));
                __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(101));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                _mm256_mask_storeu_epi32(buf + (long)t32, _mm256_movepi32_mask(t36), t40);
                i = (int)((long)t32 + t33);
            } else {
                i = t32;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t41 = buf + 1;
                add3(n, t41, t41, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        }
        const int *t42 = buf + n + 1;
        add3_out(n, buf, t42, t42);
        unsigned long long t43 = h[0];
        h[0] = t43 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        const double *t44 = db;
        mix(n, da, t44, t44);
        unsigned long t45 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t45);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
