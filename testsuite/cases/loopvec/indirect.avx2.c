/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
__attribute__((target("avx2"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    int i;
    long t28;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 16L));
            t8 = (long)(int)((long)0 + (t1 + 24L));
            t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            t12 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            t13 = _mm256_i32gather_ps(b, t9, 4);
            t14 = _mm256_i32gather_ps(b, t10, 4);
            t15 = _mm256_i32gather_ps(b, t11, 4);
            t16 = _mm256_i32gather_ps(b, t12, 4);
            t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t17);
            t18 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6, t18);
            t19 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t7, t19);
            t20 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t21 + t2);
            t25 = _mm256_loadu_si256((const __m256i *)(idx + t24));
            t26 = _mm256_i32gather_ps(b, t25, 4);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t28 = (long)i;
        a[t28] = b[idx[t28]] * 2.0f;
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
    long t1;
    __m256i t2;
    long t3;
    __m256i t4;
    long t5;
    int count_idx;
    int n_1;
    int t6;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t7;
    long t8;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t9;
    long t10;
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
    int t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int i;
    int i_1;
    unsigned int t28;
    int *t29;
    int t;
    int *t30;
    const int *t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t6 = 1;
        } else {
            t6 = 0;
            n = n_1;
        }
        if (!t6) {
            return 0;
        }
        fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        if (15L >= 4L) {
            t7 = 15L & -4L;
            t1 = 0L;
            do {
                _mm_storeu_si128((__m128i *)&bins[1L + t1], _mm_set1_epi32((int)0));
                t1 += 4L;
            } while (t1 < t7);
            t8 = 1L + t7;
        } else {
            t8 = 1L;
        }
        while (t8 < 16L) {
            bins[t8] = 0;
            t8++;
        }
        v = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t9 = (long)n;
        if (t9 >= 32L) {
            t10 = t9 & -32L;
            t11 = _mm256_set1_epi32((int)0);
            t12 = t11;
            t2 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = 0L;
            for (;;) {
                t13 = t2;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + t3)), t13);
                t14 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t15 = t14;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 8L))), t15);
                t16 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
                t17 = t16;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 16L))), t17);
                t18 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
                t19 = t18;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 24L))), t19);
                t3 += 32L;
                t20 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
                if (t3 >= t10) {
                    break;
                }
                t2 = t20;
            }
            t21 = (int)((long)0 + t10);
        } else {
            t21 = 0;
        }
        t22 = (long)n + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = _mm256_set1_epi32((int)t21);
            t25 = t24;
            t4 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = 0L;
            for (;;) {
                t26 = t4;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)t21 + t5)), t26);
                t5 += 8L;
                t27 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
                if (t5 >= t23) {
                    break;
                }
                t4 = t27;
            }
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            t28 = (_mm256_zeroupper(), next_rand());
            t29 = idx + i_1;
            t = *t29;
            t30 = idx + (int)(t28 % (unsigned int)(i_1 + 1));
            *t29 = *t30;
            *t30 = t;
        }
        t31 = idx;
        (_mm256_zeroupper(), gather(n, fa, fb, t31));
        (_mm256_zeroupper(), scatter(n, a, b, t31));
        (_mm256_zeroupper(), histogram(n, bins, v));
        t32 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        t33 = (unsigned long)n * 4UL;
        t34 = (_mm256_zeroupper(), hash_bytes((const void *)a, t33));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t33)), (unsigned long long)t34, (unsigned long long)t32);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
