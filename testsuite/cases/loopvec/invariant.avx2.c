/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

__attribute__((target("avx2,fma"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
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
    long t12;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)scale;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t10 = _mm256_set1_epi32((int)*scale);
            t11 = _mm256_mullo_epi32(t9, t10);
            _mm256_storeu_si256((__m256i *)(a + t8), t11);
            t12 = t7 + 8L;
            if (t12 >= t6) {
                break;
            }
            t7 = t12;
        }
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[i] * *scale;
    }
}

__attribute__((target("avx2,fma"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
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
    t2 = (unsigned long)&factor;
    t3 = (unsigned long)a;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 0L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = _mm256_loadu_si256((const __m256i *)(b + t8));
            t10 = _mm256_set1_epi32((int)factor);
            t11 = _mm256_mullo_epi32(t9, t10);
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)1));
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
        a[i] = b[i] * factor + 1;
    }
}

__attribute__((target("avx2,fma"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    int t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    long t14;
    int i;
    t1 = (long)n;
    t2 = (unsigned long)a;
    t3 = (unsigned long)b;
    t4 = (unsigned long)a;
    t5 = (unsigned long)k;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L))) & (((t4 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(8L + (t1 - 1L) * 0L)) <= (t4 + (unsigned long)0L)))) {
        t6 = t1 & -8L;
        t7 = 0L;
        for (;;) {
            t8 = (int)((long)0 + t7);
            t9 = _mm256_loadu_ps(b + t8);
            t10 = _mm256_set1_ps(k[0]);
            t11 = _mm256_mul_ps(t9, t10);
            t12 = _mm256_set1_ps(k[1]);
            t13 = _mm256_add_ps(t11, t12);
            _mm256_storeu_ps(a + t8, t13);
            t14 = t7 + 8L;
            if (t14 >= t6) {
                break;
            }
            t7 = t14;
        }
        i = (int)((long)0 + t6);
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
