/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3(int n, int *a, const int *b, const int *c) {
    vcc_no_contract_body
    int t14;
    int t26;
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
        /* vcc: loop at alias.c:10 vectorized: VF 16, UF 2, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t9 = _mm512_add_epi32(b_v, c_v);
            __m512i t10 = _mm512_add_epi32(t9, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + i_vec, t10);
            long t11 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t11);
            __m512i c_v_1 = _mm512_loadu_si512(c + t11);
            __m512i t12 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t8);
        t14 = (int)t8;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)a;
    unsigned long t17 = (unsigned long)b;
    long t18 = (long)((unsigned long)a + (unsigned long)((long)t14 * 4L) - ((unsigned long)b + (unsigned long)((long)t14 * 4L)));
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)c;
    long t21 = (long)((unsigned long)a + (unsigned long)((long)t14 * 4L) - ((unsigned long)c + (unsigned long)((long)t14 * 4L)));
    if ((t15 >= 16L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))) | ((t18 <= 0L) | (t18 >= 64L))) & (((t19 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t14 * 4L))) | ((t20 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t14 * 4L))) | ((t21 <= 0L) | (t21 >= 64L)))) {
        long t22 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at alias.c:10 vector epilogue: VF 16, UF 1, run-time checks: `a` and `b`, `a` and `c` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t23 = (long)t14 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t23);
            __m512i c_v_2 = _mm512_loadu_si512(c + t23);
            __m512i t24 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t25 = _mm512_add_epi32(t24, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t23, t25);
            i_vec_1 += 16L;
        } while (i_vec_1 < t22);
        t26 = (int)((long)t14 + t22);
    } else {
        t26 = t14;
    }
    long t27 = (long)n + (long)t26 * -1L;
    unsigned long t28 = (unsigned long)a;
    unsigned long t29 = (unsigned long)b;
    long t30 = (long)((unsigned long)a + (unsigned long)((long)t26 * 4L) - ((unsigned long)b + (unsigned long)((long)t26 * 4L)));
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)c;
    long t33 = (long)((unsigned long)a + (unsigned long)((long)t26 * 4L) - ((unsigned long)c + (unsigned long)((long)t26 * 4L)));
    if ((t27 >= 1L) & (t27 <= 16L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L))) | ((t30 <= 0L) | (t30 >= 64L))) & (((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t26 * 4L))) | ((t32 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t33 <= 0L) | (t33 >= 64L)))) {
        __m512i t34 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        long t36 = (long)t26;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t35, b + t36);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t35, c + t36);
        __m512i t37 = _mm512_add_epi32(b_v_3, c_v_3);
        __m512i t38 = _mm512_add_epi32(t37, _mm512_set1_epi32(3));
        _mm512_mask_storeu_epi32(a + t36, t35, t38);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        a[t39] = b[t39] + c[t39] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t3 = _mm512_add_epi32(b_v, c_v);
            __m512i t4 = _mm512_add_epi32(t3, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i c_v_1 = _mm512_loadu_si512(c + t5);
            __m512i t6 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t5, t7);
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
        /* vcc: loop at alias.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i c_v_2 = _mm512_loadu_si512(c + t11);
            __m512i t12 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(3));
            _mm512_storeu_si512(a + t11, t13);
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
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t17, b + t18);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t17, c + t18);
        __m512i t19 = _mm512_add_epi32(b_v_3, c_v_3);
        __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(3));
        _mm512_mask_storeu_epi32(a + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] + c[t21] + 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at alias.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m512d t3 = _mm512_mul_pd(b_v, _mm512_set1_pd(2.0));
            __m512d c_v = _mm512_loadu_pd(c + i_vec);
            __m512d t4 = _mm512_sub_pd(t3, c_v);
            _mm512_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m512d b_v_1 = _mm512_loadu_pd(b + t5);
            __m512d t6 = _mm512_mul_pd(b_v_1, _mm512_set1_pd(2.0));
            __m512d c_v_1 = _mm512_loadu_pd(c + t5);
            __m512d t7 = _mm512_sub_pd(t6, c_v_1);
            _mm512_storeu_pd(a + t5, t7);
            long t8 = i_vec + 16L;
            __m512d b_v_2 = _mm512_loadu_pd(b + t8);
            __m512d t9 = _mm512_mul_pd(b_v_2, _mm512_set1_pd(2.0));
            __m512d c_v_2 = _mm512_loadu_pd(c + t8);
            __m512d t10 = _mm512_sub_pd(t9, c_v_2);
            _mm512_storeu_pd(a + t8, t10);
            long t11 = i_vec + 24L;
            __m512d b_v_3 = _mm512_loadu_pd(b + t11);
            __m512d t12 = _mm512_mul_pd(b_v_3, _mm512_set1_pd(2.0));
            __m512d c_v_3 = _mm512_loadu_pd(c + t11);
            __m512d t13 = _mm512_sub_pd(t12, c_v_3);
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
        /* vcc: loop at alias.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512d b_v_4 = _mm512_loadu_pd(b + t17);
            __m512d t18 = _mm512_mul_pd(b_v_4, _mm512_set1_pd(2.0));
            __m512d c_v_4 = _mm512_loadu_pd(c + t17);
            __m512d t19 = _mm512_sub_pd(t18, c_v_4);
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
        __m512d b_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), b + t24);
        __m512d t25 = _mm512_mul_pd(b_v_5, _mm512_set1_pd(2.0));
        __m512d c_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t23), c + t24);
        __m512d t26 = _mm512_sub_pd(t25, c_v_5);
        _mm512_mask_storeu_pd(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = b[t27] * 2.0 - c[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned long long h[4];
    int n;
    int t3;
    int t16;
    int t26;
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
                __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(101));
                vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t8, t9);
                long i_vec = 0L;
                /* vcc: loop at alias.c:33 vectorized: VF 16, UF 2, the remainder at 34:26 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
                for (;;) {
                    _mm512_storeu_si512(buf + i_vec, (__m512i)t1);
                    __m512i t10 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
                    __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(101));
                    __m512i t12 = _mm512_min_epu32(t10, t11);
                    _mm512_storeu_si512(buf + (i_vec + 16L), t12);
                    i_vec += 32L;
                    __m512i t13 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(22));
                    __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(101));
                    __m512i t15 = _mm512_min_epu32(t13, t14);
                    if (i_vec >= t6) {
                        break;
                    }
                    t1 = (vcc_v16_int)t15;
                }
                t16 = (int)t6;
            } else {
                t16 = 0;
            }
            long t17 = (long)n * 2L + (long)t16 * -1L + 2L;
            int t18 = (int)((unsigned int)t16 * 7U);
            if ((t17 >= 16L) & (t18 >= 0)) {
                long t19 = t17 & -16L;
                __m512i t20 = _mm512_set1_epi32((int)(t18 % 101));
                __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(101));
                vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t21, t22);
                long i_vec_1 = 0L;
                /* vcc: loop at alias.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
                for (;;) {
                    _mm512_storeu_si512(buf + ((long)t16 + i_vec_1), (__m512i)t2);
                    i_vec_1 += 16L;
                    __m512i t23 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(11));
                    __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(101));
                    __m512i t25 = _mm512_min_epu32(t23, t24);
                    if (i_vec_1 >= t19) {
                        break;
                    }
                    t2 = (vcc_v16_int)t25;
                }
                t26 = (int)((long)t16 + t19);
            } else {
                t26 = t16;
            }
            long t27 = (long)n * 2L + (long)t26 * -1L + 2L;
            int t28 = (int)((unsigned int)t26 * 7U);
            if ((t27 >= 1L) & (t27 <= 16L) & (t28 >= 0)) {
                __m512i t29 = _mm512_set1_epi32((int)(int)t27);
                __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t29, _MM_CMPINT_LT);
                __m512i t31 = _mm512_set1_epi32((int)(t28 % 101));
                __m512i t32 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 4));
                __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(101));
                __m512i t34 = _mm512_min_epu32(t32, t33);
                _mm512_mask_storeu_epi32(buf + (long)t26, t30, t34);
                i = (int)((long)t26 + t27);
            } else {
                i = t26;
            }
            for (; i < t4; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t35 = buf + 1;
                add3(n, t35, t35, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        }
        const int *t36 = buf + n + 1;
        add3_out(n, buf, t36, t36);
        unsigned long long t37 = h[0];
        h[0] = t37 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t4 * 4UL));
        const double *t38 = db;
        mix(n, da, t38, t38);
        unsigned long t39 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t39);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
