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
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i idx_v = _mm512_loadu_si512(idx + t3);
            __m512 b_v = _mm512_i32gather_ps(idx_v, b, 4);
            __m512 t4 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t3, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)(int)(long)t5;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t8, idx + t9);
        __m512 b_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t8, idx_v_1, b, 4);
        __m512 t10 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t9, t8, t10);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        a[t11] = b[idx[t11]] * 2.0f;
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
    int t2;
    int t13;
    int t19;
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
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        long t1 = 0L;
        /* vcc: loop at indirect.c:26 vectorized: VF 8, UF 1, masked remainder */
        do {
            _mm256_storeu_si256((__m256i *)&bins[1L + t1], _mm256_set1_epi32(0));
            t1 += 8L;
        } while (t1 < 8L);
        __m256i t3 = _mm256_set1_epi32(7);
        __m256i t4 = _mm256_cmpgt_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_epi32(&bins[9], _mm256_movepi32_mask(t4), _mm256_set1_epi32(0));
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
        long t5 = (long)n;
        if (t5 >= 64L) {
            long t6 = t5 & -64L;
            __m512i t7 = _mm512_set1_epi32(0);
            __m512i t8 = t7;
            __m512i i_v = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i i_v_2 = i_v;
                _mm512_storeu_si512(idx + (int)i_vec, i_v_2);
                __m512i t9 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
                __m512i i_v_3 = t9;
                _mm512_storeu_si512(idx + (int)(i_vec + 16L), i_v_3);
                __m512i t10 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
                __m512i i_v_4 = t10;
                _mm512_storeu_si512(idx + (int)(i_vec + 32L), i_v_4);
                __m512i t11 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
                __m512i i_v_5 = t11;
                _mm512_storeu_si512(idx + (int)(i_vec + 48L), i_v_5);
                i_vec += 64L;
                __m512i t12 = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
                if (i_vec >= t6) {
                    break;
                }
                i_v = t12;
            }
            t13 = (int)t6;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L;
        if (t14 >= 16L) {
            long t15 = t14 & -16L;
            __m512i t16 = _mm512_set1_epi32((int)t13);
            __m512i t17 = t16;
            __m512i i_v_1 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_1 = 0L;
            for (;;) {
                __m512i i_v_6 = i_v_1;
                _mm512_storeu_si512(idx + (int)((long)t13 + i_vec_1), i_v_6);
                i_vec_1 += 16L;
                __m512i t18 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
                if (i_vec_1 >= t15) {
                    break;
                }
                i_v_1 = t18;
            }
            t19 = (int)((long)t13 + t15);
        } else {
            t19 = t13;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 16L)) {
            __m512i t21 = _mm512_set1_epi32((int)(int)t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
            __m512i t23 = _mm512_set1_epi32((int)t19);
            __m512i t24 = t23;
            __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i i_v_7 = t25;
            _mm512_mask_storeu_epi32(idx + (int)(long)t19, t22, i_v_7);
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (int i_1 = n - 1; i_1 > 0; i_1--) {
            unsigned int t26 = (_mm256_zeroupper(), next_rand());
            int *t27 = idx + i_1;
            int t = *t27;
            int *t28 = idx + (int)(t26 % (unsigned int)(i_1 + 1));
            *t27 = *t28;
            *t28 = t;
        }
        const int *t29 = idx;
        gather(n, fa, fb, t29);
        (_mm256_zeroupper(), scatter(n, a, b, t29));
        (_mm256_zeroupper(), histogram(n, bins, v));
        unsigned long t30 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        unsigned long t31 = (unsigned long)n * 4UL;
        unsigned long t32 = (_mm256_zeroupper(), hash_bytes((const void *)a, t31));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t31)), (unsigned long long)t32, (unsigned long long)t30);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
