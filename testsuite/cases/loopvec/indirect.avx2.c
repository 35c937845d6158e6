/* vcc: vector types and helpers */
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through a permutation (no two
   iterations store to one element, but only the caller knows), and a histogram, whose
   increments to one bin must stay in order. */
__attribute__((target("avx2"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
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
            t5 = _mm256_loadu_si256((const __m256i *)(idx + t4));
            t6 = _mm256_i32gather_ps(b, t5, 4);
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t4, t7);
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
        a[i] = b[idx[i]] * 2.0f;
    }
}

void scatter(int n, int *restrict a, const int *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] = b[i] + 1;
}

void histogram(int n, int *restrict bins, const unsigned char *restrict v) {
    for (int i = 0; i < n; i++)
        bins[v[i] & 15]++;
}

__attribute__((target("avx2"))) int main(void) {
    int bins[16];
    int n;
    int count_idx;
    int n_1;
    int t1;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t2;
    long t3;
    long t4;
    long t5;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t6;
    long t7;
    long t8;
    int t9;
    __m256i t10;
    __m256i t11;
    int t12;
    __m256i t13;
    __m256i t14;
    long t15;
    int i;
    int i_1;
    int j;
    int t;
    unsigned long t16;
    unsigned long t17;
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
        fa = (float *)new_array(n, 4UL);
        fb = (float *)new_array(n, 4UL);
        a = (int *)new_array(n, 4UL);
        b = (int *)new_array(n, 4UL);
        idx = (int *)new_array(n, 4UL);
        bins[0] = 0;
        if (15L >= 4L) {
            t2 = 15L & -4L;
            t3 = 0L;
            for (;;) {
                _mm_storeu_si128((__m128i *)&bins[1L + t3], _mm_set1_epi32((int)0));
                t4 = t3 + 4L;
                if (t4 >= t2) {
                    break;
                }
                t3 = t4;
            }
            t5 = 1L + t2;
        } else {
            t5 = 1L;
        }
        while (t5 < 16L) {
            bins[t5] = 0;
            t5++;
        }
        v = (unsigned char *)new_array(n, 1UL);
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(0 + (int)(next_rand() % 256U));
        }
        t6 = (long)n;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t8 = 0L;
            for (;;) {
                t9 = (int)((long)0 + t8);
                t10 = _mm256_set1_epi32((int)t9);
                t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t12 = (int)((long)0 + (t8 + 8L));
                t13 = _mm256_set1_epi32((int)t12);
                t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                _mm256_storeu_si256((__m256i *)(idx + t9), t11);
                _mm256_storeu_si256((__m256i *)(idx + t12), t14);
                t15 = t8 + 16L;
                if (t15 >= t7) {
                    break;
                }
                t8 = t15;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            j = (int)(next_rand() % (unsigned int)(i_1 + 1));
            t = idx[i_1];
            idx[i_1] = idx[j];
            idx[j] = t;
        }
        gather(n, fa, fb, idx);
        scatter(n, a, b, idx);
        histogram(n, bins, v);
        t16 = hash_bytes((const void *)bins, 64UL);
        t17 = hash_bytes((const void *)a, (unsigned long)n * 4UL);
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)hash_bytes((const void *)fa, (unsigned long)n * 4UL), (unsigned long long)t17, (unsigned long long)t16);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
