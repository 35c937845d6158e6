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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t8;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            __m512i t5 = _mm512_loadu_si512(idx + t4);
            __m512 t6 = _mm512_i32gather_ps(t5, b, 4);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)t3;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        __m512i t10 = _mm512_set1_epi32((int)(int)t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        long t12 = (long)(int)(long)t8;
        __m512i t13 = _mm512_maskz_loadu_epi32(t11, idx + t12);
        __m512 t14 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, t13, b, 4);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t12, t11, t15);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        a[t16] = b[idx[t16]] * 2.0f;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
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
        if (t10 >= 64L) {
            long t11 = t10 & -64L;
            __m512i t12 = _mm512_set1_epi32(0);
            __m512i t13 = t12;
            __m512i t2 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t3 = 0L;
            for (;;) {
                __m512i t14 = t2;
                _mm512_storeu_si512(idx + (int)t3, t14);
                __m512i t15 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
                __m512i t16 = t15;
                _mm512_storeu_si512(idx + (int)(t3 + 16L), t16);
                __m512i t17 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
                __m512i t18 = t17;
                _mm512_storeu_si512(idx + (int)(t3 + 32L), t18);
                __m512i t19 = _mm512_add_epi32(t2, _mm512_set1_epi32(48));
                __m512i t20 = t19;
                _mm512_storeu_si512(idx + (int)(t3 + 48L), t20);
                t3 += 64L;
                __m512i t21 = _mm512_add_epi32(t2, _mm512_set1_epi32(64));
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
        if (t23 >= 16L) {
            long t24 = t23 & -16L;
            __m512i t25 = _mm512_set1_epi32((int)t22);
            __m512i t26 = t25;
            __m512i t4 = _mm512_add_epi32(t26, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t5 = 0L;
            for (;;) {
                __m512i t27 = t4;
                _mm512_storeu_si512(idx + (int)((long)t22 + t5), t27);
                t5 += 16L;
                __m512i t28 = _mm512_add_epi32(t4, _mm512_set1_epi32(16));
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
        if ((t30 >= 1L) & (t30 <= 16L)) {
            __m512i t31 = _mm512_set1_epi32((int)(int)t30);
            __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
            __m512i t33 = _mm512_set1_epi32((int)t29);
            __m512i t34 = t33;
            __m512i t35 = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t36 = t35;
            _mm512_mask_storeu_epi32(idx + (int)(long)t29, t32, t36);
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
