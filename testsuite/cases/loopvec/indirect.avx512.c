/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            long t6 = (long)(int)(t1 + 8L);
            long t7 = (long)(int)(t1 + 16L);
            long t8 = (long)(int)(t1 + 24L);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(idx + t5));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(idx + t6));
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(idx + t7));
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(idx + t8));
            __m256 t13 = _mm256_i32gather_ps(b, t9, 4);
            __m256 t14 = _mm256_i32gather_ps(b, t10, 4);
            __m256 t15 = _mm256_i32gather_ps(b, t11, 4);
            __m256 t16 = _mm256_i32gather_ps(b, t12, 4);
            __m256 t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t5, t17);
            __m256 t18 = _mm256_mul_ps(t14, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t6, t18);
            __m256 t19 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t7, t19);
            __m256 t20 = _mm256_mul_ps(t16, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t8, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(idx + t24));
            __m256 t26 = _mm256_i32gather_ps(b, t25, 4);
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), idx + t32);
        __m256 t34 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), b, t33, _mm256_castsi256_ps(t31), 4);
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t32, _mm256_movepi32_mask(t31), t35);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = b[idx[t36]] * 2.0f;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int bins[16];
    int n;
    int t6;
    int t22;
    int t29;
    int i;
    int count_idx = 0;
    int n_1 = 0;
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
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        long t1 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&bins[1L + t1], _mm256_set1_epi32(0));
            t1 += 8L;
        } while (t1 < 8L);
        __m256i t7 = _mm256_set1_epi32(7);
        __m256i t8 = _mm256_cmpgt_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&bins[9], _mm256_movepi32_mask(t8), _mm256_set1_epi32(0));
        long t9 = 16L;
        while (t9 < 16L) {
            bins[t9] = 0;
            t9++;
        }
        unsigned char *v = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            fb[fill_idx] = (float)(-1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            v[fill_idx_2] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t10 = (long)n;
        if (t10 >= 32L) {
            long t11 = t10 & -32L;
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = t12;
            __m256i t2 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t3 = 0L;
            for (;;) {
                __m256i t14 = t2;
                _mm256_storeu_si256((__m256i *)(idx + (int)t3), t14);
                __m256i t15 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                __m256i t16 = t15;
                _mm256_storeu_si256((__m256i *)(idx + (int)(t3 + 8L)), t16);
                __m256i t17 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
                __m256i t18 = t17;
                _mm256_storeu_si256((__m256i *)(idx + (int)(t3 + 16L)), t18);
                __m256i t19 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
                __m256i t20 = t19;
                _mm256_storeu_si256((__m256i *)(idx + (int)(t3 + 24L)), t20);
                t3 += 32L;
                __m256i t21 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
                if (t3 >= t11) {
                    break;
                }
                t2 = t21;
            }
            t22 = (int)t11;
        } else {
            t22 = 0;
        }
        long t23 = (long)n + (long)t22 * -1L;
        if (t23 >= 8L) {
            long t24 = t23 & -8L;
            __m256i t25 = _mm256_set1_epi32((int)t22);
            __m256i t26 = t25;
            __m256i t4 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t5 = 0L;
            for (;;) {
                __m256i t27 = t4;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)t22 + t5)), t27);
                t5 += 8L;
                __m256i t28 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
                if (t5 >= t24) {
                    break;
                }
                t4 = t28;
            }
            t29 = (int)((long)t22 + t24);
        } else {
            t29 = t22;
        }
        long t30 = (long)n + (long)t29 * -1L;
        if ((t30 >= 1L) & (t30 <= 8L)) {
            __m256i t31 = _mm256_set1_epi32((int)(int)t30);
            __m256i t32 = _mm256_cmpgt_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t33 = _mm256_set1_epi32((int)t29);
            __m256i t34 = t33;
            __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t36 = t35;
            _mm256_mask_storeu_epi32(idx + (int)(long)t29, _mm256_movepi32_mask(t32), t36);
            i = (int)((long)t29 + t30);
        } else {
            i = t29;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (int i_1 = n - 1; i_1 > 0; i_1--) {
            unsigned int t37 = (_mm256_zeroupper(), next_rand());
            int *t38 = idx + i_1;
            int t = *t38;
            int *t39 = idx + (int)(t37 % (unsigned int)(i_1 + 1));
            *t38 = *t39;
            *t39 = t;
        }
        const int *t40 = idx;
        gather(n, fa, fb, t40);
        (_mm256_zeroupper(), scatter(n, a, b, t40));
        (_mm256_zeroupper(), histogram(n, bins, v));
        unsigned long t41 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        unsigned long t42 = (unsigned long)n * 4UL;
        unsigned long t43 = (_mm256_zeroupper(), hash_bytes((const void *)a, t42));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t42)), (unsigned long long)t43, (unsigned long long)t41);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
