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
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int i;
    long t41;
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
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            t11 = _mm256_loadu_si256((const __m256i *)(c + t9));
            t12 = _mm256_add_epi32(t10, t11);
            t13 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t9), t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = _mm256_loadu_si256((const __m256i *)(b + t14));
            t16 = _mm256_loadu_si256((const __m256i *)(c + t14));
            t17 = _mm256_add_epi32(t15, t16);
            t18 = _mm256_add_epi32(t17, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t14), t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm256_loadu_si256((const __m256i *)(b + t19));
            t21 = _mm256_loadu_si256((const __m256i *)(c + t19));
            t22 = _mm256_add_epi32(t20, t21);
            t23 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t19), t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            t26 = _mm256_loadu_si256((const __m256i *)(c + t24));
            t27 = _mm256_add_epi32(t25, t26);
            t28 = _mm256_add_epi32(t27, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t24), t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)((long)0 + t8);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)a;
    t32 = (unsigned long)b;
    t33 = (unsigned long)a;
    t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t29 + t2);
            t37 = _mm256_loadu_si256((const __m256i *)(b + t36));
            t38 = _mm256_loadu_si256((const __m256i *)(c + t36));
            t39 = _mm256_add_epi32(t37, t38);
            t40 = _mm256_add_epi32(t39, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t36), t40);
            t2 += 8L;
        } while (t2 < t35);
        i = (int)((long)t29 + t35);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        a[t41] = b[t41] + c[t41] + 3;
    }
}

__attribute__((target("avx2"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t7 = _mm256_loadu_si256((const __m256i *)(c + t5));
            t8 = _mm256_add_epi32(t6, t7);
            t9 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t5), t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            t12 = _mm256_loadu_si256((const __m256i *)(c + t10));
            t13 = _mm256_add_epi32(t11, t12);
            t14 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t10), t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            t17 = _mm256_loadu_si256((const __m256i *)(c + t15));
            t18 = _mm256_add_epi32(t16, t17);
            t19 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t15), t19);
            t20 = (long)(int)((long)0 + (t1 + 24L));
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            t22 = _mm256_loadu_si256((const __m256i *)(c + t20));
            t23 = _mm256_add_epi32(t21, t22);
            t24 = _mm256_add_epi32(t23, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t20), t24);
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
            t29 = _mm256_loadu_si256((const __m256i *)(b + t28));
            t30 = _mm256_loadu_si256((const __m256i *)(c + t28));
            t31 = _mm256_add_epi32(t29, t30);
            t32 = _mm256_add_epi32(t31, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        a[t33] = b[t33] + c[t33] + 3;
    }
}

__attribute__((target("avx2"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    long t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    long t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    long t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_pd(b + t5);
            t7 = _mm256_mul_pd(t6, _mm256_set1_pd(2.0));
            t8 = _mm256_loadu_pd(c + t5);
            t9 = _mm256_sub_pd(t7, t8);
            _mm256_storeu_pd(a + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 4L));
            t11 = _mm256_loadu_pd(b + t10);
            t12 = _mm256_mul_pd(t11, _mm256_set1_pd(2.0));
            t13 = _mm256_loadu_pd(c + t10);
            t14 = _mm256_sub_pd(t12, t13);
            _mm256_storeu_pd(a + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = _mm256_loadu_pd(b + t15);
            t17 = _mm256_mul_pd(t16, _mm256_set1_pd(2.0));
            t18 = _mm256_loadu_pd(c + t15);
            t19 = _mm256_sub_pd(t17, t18);
            _mm256_storeu_pd(a + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 12L));
            t21 = _mm256_loadu_pd(b + t20);
            t22 = _mm256_mul_pd(t21, _mm256_set1_pd(2.0));
            t23 = _mm256_loadu_pd(c + t20);
            t24 = _mm256_sub_pd(t22, t23);
            _mm256_storeu_pd(a + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_pd(b + t28);
            t30 = _mm256_mul_pd(t29, _mm256_set1_pd(2.0));
            t31 = _mm256_loadu_pd(c + t28);
            t32 = _mm256_sub_pd(t30, t31);
            _mm256_storeu_pd(a + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        a[t33] = b[t33] * 2.0 - c[t33];
    }
}

__attribute__((target("avx2"))) int main(void) {
    unsigned long long h[4];
    int n;
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    int count_idx;
    int n_1;
    int t5;
    int t6;
    int *buf;
    int *c;
    double *da;
    double *db;
    int fill_idx;
    int fill_idx_1;
    int variant;
    long t7;
    int t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    long t36;
    int t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    int i;
    int *t49;
    const int *t50;
    unsigned long long t51;
    const double *t52;
    unsigned long t53;
    count_idx = 0;
    n_1 = 0;
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
        t6 = 2 * n + 2;
        buf = (int *)(_mm256_zeroupper(), new_array(t6, 4UL));
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
            t7 = (long)n * 2L + 2L;
            t8 = (int)((unsigned int)0 * (unsigned int)7);
            if ((t7 >= 32L) & (t8 >= 0)) {
                t9 = t7 & -32L;
                t10 = _mm256_set1_epi32((int)(t8 % 101));
                t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                t12 = t11;
                t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)101));
                t14 = _mm256_min_epu32(t12, t13);
                t1 = t14;
                t2 = 0L;
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)0 + t2)), t1);
                    t15 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)56));
                    t16 = t15;
                    t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32((int)101));
                    t18 = _mm256_min_epu32(t16, t17);
                    t19 = t18;
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)0 + (t2 + 8L))), t19);
                    t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)11));
                    t21 = t20;
                    t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)101));
                    t23 = _mm256_min_epu32(t21, t22);
                    t24 = t23;
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)0 + (t2 + 16L))), t24);
                    t25 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)67));
                    t26 = t25;
                    t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)101));
                    t28 = _mm256_min_epu32(t26, t27);
                    t29 = t28;
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)0 + (t2 + 24L))), t29);
                    t2 += 32L;
                    t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)22));
                    t31 = t30;
                    t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)101));
                    t33 = _mm256_min_epu32(t31, t32);
                    t34 = t33;
                    if (t2 >= t9) {
                        break;
                    }
                    t1 = t34;
                }
                t35 = (int)((long)0 + t9);
            } else {
                t35 = 0;
            }
            t36 = (long)n * 2L + (long)t35 * -1L + 2L;
            t37 = (int)((unsigned int)t35 * (unsigned int)7);
            if ((t36 >= 8L) & (t37 >= 0)) {
                t38 = t36 & -8L;
                t39 = _mm256_set1_epi32((int)(t37 % 101));
                t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
                t41 = t40;
                t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)101));
                t43 = _mm256_min_epu32(t41, t42);
                t3 = t43;
                t4 = 0L;
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(buf + (int)((long)t35 + t4)), t3);
                    t4 += 8L;
                    t44 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)56));
                    t45 = t44;
                    t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)101));
                    t47 = _mm256_min_epu32(t45, t46);
                    t48 = t47;
                    if (t4 >= t38) {
                        break;
                    }
                    t3 = t48;
                }
                i = (int)((long)t35 + t38);
            } else {
                i = t35;
            }
            for (; i < t6; i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                (_mm256_zeroupper(), add3(n, buf, buf + n + 1, c));
            } else if (variant == 1) {
                t49 = buf + 1;
                (_mm256_zeroupper(), add3(n, t49, t49, c));
            } else if (variant == 2) {
                (_mm256_zeroupper(), add3(n, buf + 2, buf + 1, c));
            } else {
                (_mm256_zeroupper(), add3(n, buf, buf + 1, c));
            }
            h[variant] = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        }
        t50 = buf + n + 1;
        (_mm256_zeroupper(), add3_out(n, buf, t50, t50));
        t51 = h[0];
        h[0] = t51 ^ (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)buf, (unsigned long)t6 * 4UL));
        t52 = db;
        (_mm256_zeroupper(), mix(n, da, t52, t52));
        t53 = (_mm256_zeroupper(), hash_bytes((const void *)da, (unsigned long)n * 8UL));
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t53);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
