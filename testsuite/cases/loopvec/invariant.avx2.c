/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

__attribute__((target("avx2"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t6 = _mm256_set1_epi32((int)*scale);
            t7 = _mm256_mullo_epi32(t5, t6);
            _mm256_storeu_si256((__m256i *)(a + t4), t7);
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
        a[i] = b[i] * *scale;
    }
}

__attribute__((target("avx2"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
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
            t6 = _mm256_set1_epi32((int)factor);
            t7 = _mm256_mullo_epi32(t5, t6);
            t8 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
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
        a[i] = b[i] * factor + 1;
    }
}

__attribute__((target("avx2"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(b + t4);
            t6 = _mm256_set1_ps(k[0]);
            t7 = _mm256_mul_ps(t5, t6);
            t8 = _mm256_set1_ps(k[1]);
            t9 = _mm256_add_ps(t7, t8);
            _mm256_storeu_ps(a + t4, t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (it can be sunk after the
   loop), and an accumulation through a pointer (a reduction in memory). */
void store_last(int n, int *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *out = a[i] + i;
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
