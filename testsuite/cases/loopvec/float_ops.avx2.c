/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
__attribute__((target("avx2"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_loadu_ps(b + t4);
            t7 = _mm256_mul_ps(t5, t6);
            t8 = _mm256_add_ps(t7, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t4, t8);
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
        c[i] = a[i] * b[i] + 1.5f;
    }
}

__attribute__((target("avx2"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_loadu_ps(b + t4);
            t7 = _mm256_div_ps(t5, t6);
            _mm256_storeu_ps(c + t4, t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = a[i] / b[i];
    }
}

__attribute__((target("avx2"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    __m256 t3;
    __m256 t4;
    long t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_ps(x);
        t4 = _mm256_set1_ps(y);
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_loadu_ps(a + t6);
            t8 = _mm256_mul_ps(t3, t7);
            t9 = _mm256_loadu_ps(b + t6);
            t10 = _mm256_mul_ps(t4, t9);
            t11 = _mm256_sub_ps(t8, t10);
            _mm256_storeu_ps(c + t6, t11);
            t12 = t5 + 8L;
            if (t12 >= t2) {
                break;
            }
            t5 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        c[i] = x * a[i] - y * b[i];
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    float *a;
    float *b;
    float *c;
    float *d;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    float *t5;
    float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    int i;
    float *t12;
    unsigned long t13;
    unsigned long t14;
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
        a = (float *)new_array(n, 4UL);
        b = (float *)new_array(n, 4UL);
        c = (float *)new_array(n, 4UL);
        d = (float *)new_array(n, 4UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 999U));
        }
        t2 = (long)n;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = a + (int)((long)0 + (t4 + 8L));
                t7 = _mm256_loadu_ps(t5);
                t8 = _mm256_loadu_ps(t6);
                t9 = _mm256_mul_ps(t7, _mm256_set1_ps(0.37f));
                t10 = _mm256_mul_ps(t8, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t5, t9);
                _mm256_storeu_ps(t6, t10);
                t11 = t4 + 16L;
                if (t11 >= t3) {
                    break;
                }
                t4 = t11;
            }
            i = (int)((long)0 + t3);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t12 = a + i;
            *t12 = *t12 * 0.37f;
        }
        muladd_f32(n, c, a, b);
        div_f32(n, d, a, b);
        t13 = hash_bytes((const void *)c, (unsigned long)n * 4UL);
        t14 = hash_bytes((const void *)d, (unsigned long)n * 4UL);
        axpby_f32(n, 1.25f, -3.5f, c, a, b);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t13, (unsigned long long)t14, (unsigned long long)hash_bytes((const void *)c, (unsigned long)n * 4UL));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
