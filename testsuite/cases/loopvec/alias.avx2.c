/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Aliasing. `add3` has plain pointers that may overlap: vcc checks at run time and falls back
   to the scalar loop; it is called with disjoint arrays, with a == b, and with a one element
   before and after b. `mix` has restrict pointers; calling it with b == c is still defined
   (both are only read), and so is its vector code: no runtime check. `add3_out` has only its
   output restrict, which is enough: the inputs are only read. */
__attribute__((target("avx2"))) void add3(int n, int *a, const int *b, const int *c) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)c;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t10 = _mm256_loadu_si256((const __m256i *)(c + t8));
            t11 = _mm256_add_epi32(t9, t10);
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t8), t12);
            t13 = t7 + 8L;
            if (t13 >= t6) {
                break;
            }
            t7 = t13;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] + c[i] + 3;
    }
}

__attribute__((target("avx2"))) void add3_out(int n, int *restrict a, const int *b, const int *c) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_loadu_si256((const __m256i *)(c + t4));
            t7 = _mm256_add_epi32(t5, t6);
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + t4), t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] + c[i] + 3;
    }
}

__attribute__((target("avx2"))) void mix(int n, double *restrict a, const double *restrict b, const double *restrict c) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    long t14;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(b + t4);
            t7 = _mm256_loadu_pd(b + t5);
            t8 = _mm256_mul_pd(t6, _mm256_set1_pd(2.0));
            t9 = _mm256_mul_pd(t7, _mm256_set1_pd(2.0));
            t10 = _mm256_loadu_pd(c + t4);
            t11 = _mm256_loadu_pd(c + t5);
            t12 = _mm256_sub_pd(t8, t10);
            t13 = _mm256_sub_pd(t9, t11);
            _mm256_storeu_pd(a + t4, t12);
            _mm256_storeu_pd(a + t5, t13);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * 2.0 - c[i];
    }
}

__attribute__((target("avx2"))) int main(void) {
    unsigned long long h[4];
    int n;
    int count_idx;
    int n_1;
    int t1;
    int *buf;
    int *c;
    double *da;
    double *db;
    int fill_idx;
    int fill_idx_1;
    int variant;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    unsigned long long t11;
    unsigned long t12;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        buf = (int *)new_array(2 * n + 2, 4UL);
        c = (int *)new_array(n, 4UL);
        da = (double *)new_array(n, 8UL);
        db = (double *)new_array(n, 8UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            c[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            db[fill_idx_1] = (double)(-1000 + (int)(next_rand() % 2000U));
        }
        for (variant = 0; variant < 4; variant++) {
            t2 = (long)n * 2L + 2L;
            if (t2 >= 8L) {
                t3 = t2 & -8L;
                t4 = 0L;
                for (;;) {
                    t5 = (int)((long)0 + t4);
                    t6 = _mm256_set1_epi32((int)t5);
                    t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                    t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)7));
                    t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)101));
                    _mm256_storeu_si256((__m256i *)(buf + t5), t9);
                    t10 = t4 + 8L;
                    if (t10 >= t3) {
                        break;
                    }
                    t4 = t10;
                }
                i = (int)((long)0 + t3);
            } else {
                i = 0;
            }
            for (; i < (2 * n + 2); i++) {
                buf[i] = i * 7 % 101;
            }
            if (variant == 0) {
                add3(n, buf, buf + n + 1, c);
            } else if (variant == 1) {
                add3(n, buf + 1, buf + 1, c);
            } else if (variant == 2) {
                add3(n, buf + 2, buf + 1, c);
            } else {
                add3(n, buf, buf + 1, c);
            }
            h[variant] = (unsigned long long)hash_bytes((const void *)buf, (unsigned long)(2 * n + 2) * 4UL);
        }
        add3_out(n, buf, buf + n + 1, buf + n + 1);
        t11 = h[0];
        h[0] = t11 ^ (unsigned long long)hash_bytes((const void *)buf, (unsigned long)(2 * n + 2) * 4UL);
        mix(n, da, db, db);
        t12 = hash_bytes((const void *)da, (unsigned long)n * 8UL);
        printf("n=%d disjoint=%llx same=%llx after=%llx before=%llx mix=%llx\n", n, h[0], h[1], h[2], h[3], (unsigned long long)t12);
        free((void *)buf);
        free((void *)c);
        free((void *)da);
        free((void *)db);
    }
}
