/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
__attribute__((target("avx2"))) void add3(int n, int *a, const int *b, const int *c) {
    int t29;
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
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(c + t9));
            __m256i t12 = _mm256_add_epi32(t10, t11);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t9), t13);
            long t14 = (long)(int)(t1 + 8L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(c + t14));
            __m256i t17 = _mm256_add_epi32(t15, t16);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t14), t18);
            long t19 = (long)(int)(t1 + 16L);
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(c + t19));
            __m256i t22 = _mm256_add_epi32(t20, t21);
            __m256i t23 = _mm256_add_epi32(t22, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t19), t23);
            long t24 = (long)(int)(t1 + 24L);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(c + t24));
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t24), t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)t8;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)a;
    unsigned long t32 = (unsigned long)b;
    unsigned long t33 = (unsigned long)a;
    unsigned long t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        long t35 = t30 & -8L;
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t29 + t2);
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(b + t36));
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(c + t36));
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t36), t40);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t29 + t35);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        a[t41] = b[t41] + c[t41] + 3;
    }
}

__attribute__((target("avx2"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t8 = _mm256_add_epi32(t6, t7);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t5), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(c + t10));
            __m256i t13 = _mm256_add_epi32(t11, t12);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t10), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_loadu_si256((const __m256i *)(c + t15));
            __m256i t18 = _mm256_add_epi32(t16, t17);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t15), t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(c + t20));
            __m256i t23 = _mm256_add_epi32(t21, t22);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t20), t24);
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
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(c + t28));
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = _mm256_add_epi32(t31, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)(a + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = b[t33] + c[t33] + 3;
    }
}

__attribute__((target("avx2"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(b + t5);
            __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(2.0));
            __m256d t8 = _mm256_loadu_pd(c + t5);
            __m256d t9 = _mm256_sub_pd(t7, t8);
            _mm256_storeu_pd(a + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256d t11 = _mm256_loadu_pd(b + t10);
            __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(2.0));
            __m256d t13 = _mm256_loadu_pd(c + t10);
            __m256d t14 = _mm256_sub_pd(t12, t13);
            _mm256_storeu_pd(a + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m256d t16 = _mm256_loadu_pd(b + t15);
            __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(2.0));
            __m256d t18 = _mm256_loadu_pd(c + t15);
            __m256d t19 = _mm256_sub_pd(t17, t18);
            _mm256_storeu_pd(a + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            __m256d t21 = _mm256_loadu_pd(b + t20);
            __m256d t22 = _mm256_mul_pd(t21, _mm256_set1_pd(2.0));
            __m256d t23 = _mm256_loadu_pd(c + t20);
            __m256d t24 = _mm256_sub_pd(t22, t23);
            _mm256_storeu_pd(a + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256d t29 = _mm256_loadu_pd(b + t28);
            __m256d t30 = _mm256_mul_pd(t29, _mm256_set1_pd(2.0));
            __m256d t31 = _mm256_loadu_pd(c + t28);
            __m256d t32 = _mm256_sub_pd(t30, t31);
            _mm256_storeu_pd(a + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        a[t33] = b[t33] * 2.0 - c[t33];
    }
}

__attribute__((target("avx2"))) int main(void) {
    unsigned long long h[4];
    int n;
    int t5;
    int t34;
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
                __m256i t9 = _mm256_set1_epi32(0);
                __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t11 = t10;
                __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(101));
                __m256i t13 = _mm256_min_epu32(t11, t12);
                __m256i t1 = t13;
                long t2 = 0L;
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)t2), t1);
                    __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(56));
                    __m256i t15 = t14;
                    __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(101));
                    __m256i t17 = _mm256_min_epu32(t15, t16);
                    __m256i t18 = t17;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(t2 + 8L)), t18);
                    __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(11));
                    __m256i t20 = t19;
                    __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(101));
                    __m256i t22 = _mm256_min_epu32(t20, t21);
                    __m256i t23 = t22;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(t2 + 16L)), t23);
                    __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(67));
                    __m256i t25 = t24;
                    __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(101));
                    __m256i t27 = _mm256_min_epu32(t25, t26);
                    __m256i t28 = t27;
                    _mm256_storeu_si256((__m256i *)(buf + (int)(t2 + 24L)), t28);
                    t2 += 32L;
                    __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(22));
                    __m256i t30 = t29;
                    __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(101));
                    __m256i t32 = _mm256_min_epu32(t30, t31);
                    __m256i t33 = t32;
                    if (t2 >= t8) {
                        break;
                    }
                    t1 = t33;
                }
                t34 = (int)t8;
            } else {
                t34 = 0;
            }
            long t35 = (long)n * 2L + (long)t34 * -1L + 2L;
            int t36 = (int)((unsigned int)t34 * 7U);
            if ((t35 >= 8L) & (t36 >= 0)) {
                long t37 = t35 & -8L;
                __m256i t38 = _mm256_set1_epi32((int)(t36 % 101));
                __m256i t39 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                __m256i t40 = t39;
                __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(101));
                __m256i t42 = _mm256_min_epu32(t40, t41);
                __m256i t3 = t42;
                long t4 = 0L;
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)t34 + t4)), t3);
                    t4 += 8L;
                    __m256i t43 = _mm256_add_epi32(t3, _mm256_set1_epi32(56));
                    __m256i t44 = t43;
                    __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(101));
                    __m256i t46 = _mm256_min_epu32(t44, t45);
                    __m256i t47 = t46;
                    if (t4 >= t37) {
                        break;
                    }
                    t3 = t47;
                }
                i = (int)((long)t34 + t37);
            } else {
                i = t34;
            }
            for (; i < t6; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                int *t48 = buf + 1;
                add3(n, t48, t48, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        }
        const int *t49 = buf + n + 1;
        add3_out(n, buf, t49, t49);
        unsigned long long t50 = h[0];
        h[0] = t50 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        const double *t51 = db;
        mix(n, da, t51, t51);
        unsigned long t52 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t52);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
