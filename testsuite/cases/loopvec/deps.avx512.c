/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dist8(int n, int *a) {
    vcc_no_contract_body
    int i;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            int t7 = (int)t2;
            __m256i t8 = t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i t10 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t11 = _mm256_add_epi32(t10, t8);
            _mm256_storeu_si256((__m256i *)(a + (t7 + 8)), t11);
            t2 += 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        } while (t2 < t4);
        i = (int)t4;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dist32(int n, short *a) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = t6;
            __m256i t8 = _mm256_add_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + (t5 + 32)), t9);
            int t10 = (int)(t1 + 16L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + t10));
            __m256i t12 = t11;
            __m256i t13 = _mm256_add_epi16(t12, _mm256_set1_epi16((short)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)(a + (t10 + 32)), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            int t18 = (int)((long)t15 + t2);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t20 = t19;
            __m256i t21 = _mm256_add_epi16(t20, _mm256_set1_epi16((short)3));
            __m256i t22 = t21;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void read_ahead(int n, float *a) {
    vcc_no_contract_body
    int t17;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256 t6 = _mm256_loadu_ps(a + (t5 + 1));
            __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t5, t7);
            int t8 = (int)(t1 + 8L);
            __m256 t9 = _mm256_loadu_ps(a + (t8 + 1));
            __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t8, t10);
            int t11 = (int)(t1 + 16L);
            __m256 t12 = _mm256_loadu_ps(a + (t11 + 1));
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t11, t13);
            int t14 = (int)(t1 + 24L);
            __m256 t15 = _mm256_loadu_ps(a + (t14 + 1));
            __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            __m256 t21 = _mm256_loadu_ps(a + (t20 + 1));
            __m256 t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(a + t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t27 = (int)(long)t23;
        __m256 t28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), a + (t27 + 1));
        __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.5f));
        _mm256_mask_storeu_ps(a + t27, _mm256_movepi32_mask(t26), t29);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    while (i < n) {
        int t30 = i + 1;
        a[i] = a[t30] * 0.5f;
        i = t30;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t2;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        int t3 = n + 32;
        int *a = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(t3, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(t3, 2UL));
        float *f = (float *)(_mm256_zeroupper(), new_array(t3, 4UL));
        for (int fill_idx = 0; fill_idx < t3; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t3; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t3; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t3; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        long t4 = (long)n + 32L;
        if (t4 >= 8L) {
            long t5 = t4 & -8L;
            long t1 = 0L;
            do {
                int *t6 = a + (int)t1;
                __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
                __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(64));
                _mm256_storeu_si256((__m256i *)t6, t8);
                t1 += 8L;
            } while (t1 < t5);
            i = (int)t5;
        } else {
            i = 0;
        }
        for (; i < t3; i++) {
            int *t9 = a + i;
            *t9 = *t9 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        (_mm256_zeroupper(), dist1(n, b));
        read_ahead(n, f);
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = t10 * 4UL;
        unsigned long t12 = (_mm256_zeroupper(), hash_bytes((const void *)f, t11));
        unsigned long t13 = (_mm256_zeroupper(), hash_bytes((const void *)b, t11));
        unsigned long t14 = (_mm256_zeroupper(), hash_bytes((const void *)s, t10 * 2UL));
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a, t11)), (unsigned long long)t14, (unsigned long long)t13, (unsigned long long)t12);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
