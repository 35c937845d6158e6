/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
__attribute__((target("avx2"))) void dist8(int n, int *a) {
    __m256i t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    int t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    int i;
    t3 = (long)n;
    if (t3 >= 8L) {
        t4 = t3 & -8L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t7 = (int)((long)0 + t2);
            t8 = t1;
            t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)_mm256_set1_epi32((int)2));
            t11 = _mm256_add_epi32(t10, t8);
            _mm256_storeu_si256((__m256i *)(a + (t7 + 8)), t11);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

__attribute__((target("avx2"))) void dist32(int n, short *a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    long t16;
    long t17;
    int t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = t6;
            t8 = _mm256_add_epi16(t7, _mm256_set1_epi16((short)3));
            t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + (t5 + 32)), t9);
            t10 = (int)((long)0 + (t1 + 16L));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t12 = t11;
            t13 = _mm256_add_epi16(t12, _mm256_set1_epi16((short)3));
            t14 = t13;
            _mm256_storeu_si256((__m256i *)(a + (t10 + 32)), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (int)((long)t15 + t2);
            t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            t20 = t19;
            t21 = _mm256_add_epi16(t20, _mm256_set1_epi16((short)3));
            t22 = t21;
            _mm256_storeu_si256((__m256i *)(a + (t18 + 32)), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i + 32] = (short)((int)a[i] + 3);
    }
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

__attribute__((target("avx2"))) void read_ahead(int n, float *a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256 t6;
    __m256 t7;
    int t8;
    __m256 t9;
    __m256 t10;
    int t11;
    __m256 t12;
    __m256 t13;
    int t14;
    __m256 t15;
    __m256 t16;
    int t17;
    long t18;
    long t19;
    int t20;
    __m256 t21;
    __m256 t22;
    int i;
    int t23;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = _mm256_loadu_ps(a + (t5 + 1));
            t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t5, t7);
            t8 = (int)((long)0 + (t1 + 8L));
            t9 = _mm256_loadu_ps(a + (t8 + 1));
            t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t8, t10);
            t11 = (int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_ps(a + (t11 + 1));
            t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t11, t13);
            t14 = (int)((long)0 + (t1 + 24L));
            t15 = _mm256_loadu_ps(a + (t14 + 1));
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (int)((long)t17 + t2);
            t21 = _mm256_loadu_ps(a + (t20 + 1));
            t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i = t23) {
        t23 = i + 1;
        a[i] = a[t23] * 0.5f;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    long t1;
    int count_idx;
    int n_1;
    int t2;
    int t3;
    int *a;
    int *b;
    short *s;
    float *f;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    long t4;
    long t5;
    int *t6;
    __m256i t7;
    __m256i t8;
    int i;
    int *t9;
    unsigned long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t2 = 1;
        } else {
            t2 = 0;
            n = n_1;
        }
        if (!t2) {
            return 0;
        }
        t3 = n + 32;
        a = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        s = (short *)(_mm256_zeroupper(), new_array(t3, 2UL));
        f = (float *)(_mm256_zeroupper(), new_array(t3, 4UL));
        for (fill_idx = 0; fill_idx < t3; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < t3; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < t3; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < t3; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        t4 = (long)n + 32L;
        if (t4 >= 8L) {
            t5 = t4 & -8L;
            t1 = 0L;
            do {
                t6 = a + (int)((long)0 + t1);
                t7 = _mm256_loadu_si256((const __m256i *)t6);
                t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32((int)64));
                _mm256_storeu_si256((__m256i *)t6, t8);
                t1 += 8L;
            } while (t1 < t5);
            i = (int)((long)0 + t5);
        } else {
            i = 0;
        }
        for (; i < t3; i++) {
            t9 = a + i;
            *t9 = *t9 % 64;
        }
        (_mm256_zeroupper(), dist8(n, a));
        (_mm256_zeroupper(), dist32(n, s));
        (_mm256_zeroupper(), dist1(n, b));
        (_mm256_zeroupper(), read_ahead(n, f));
        t10 = (unsigned long)t3;
        t11 = t10 * 4UL;
        t12 = (_mm256_zeroupper(), hash_bytes((const void *)f, t11));
        t13 = (_mm256_zeroupper(), hash_bytes((const void *)b, t11));
        t14 = (_mm256_zeroupper(), hash_bytes((const void *)s, t10 * 2UL));
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, t11)), (unsigned long long)t14, (unsigned long long)t13, (unsigned long long)t12);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
