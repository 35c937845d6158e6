/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=1 avx2=1 neon=2 */
#include "harness.h"

/* Indirect accesses: a gather a[i] = b[idx[i]], a scatter through an index (a scatter in lane
   order would keep it, but it does too little work to pay: scatter.c has those that do), and a
   histogram, whose increments to one bin must stay in order. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather(int n, float *restrict a, const float *restrict b, const int *restrict idx) {
    vcc_no_contract_body
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at indirect.c:8 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i idx_v = _mm512_loadu_si512(idx + i_vec);
            __m512 b_v = _mm512_i32gather_ps(idx_v, b, 4);
            __m512 t3 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + i_vec, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t4;
        __m512i idx_v_1 = _mm512_maskz_loadu_epi32(t7, idx + t8);
        __m512 b_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t7, idx_v_1, b, 4);
        __m512 t9 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t8, t7, t9);
        i = (int)((long)t4 + t5);
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        a[t10] = b[idx[t10]] * 2.0f;
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
    int t12;
    int t17;
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
            vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec = 0L;
            /* vcc: loop at indirect.c:31 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                _mm512_storeu_si512(idx + i_vec, (__m512i)i_v);
                __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                _mm512_storeu_si512(idx + (i_vec + 16L), t8);
                __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
                _mm512_storeu_si512(idx + (i_vec + 32L), t9);
                __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
                _mm512_storeu_si512(idx + (i_vec + 48L), t10);
                i_vec += 64L;
                __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
                if (i_vec >= t6) {
                    break;
                }
                i_v = (vcc_v16_uint)t11;
            }
            t12 = (int)t6;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            __m512i t15 = _mm512_set1_epi32((int)t12);
            vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long i_vec_1 = 0L;
            /* vcc: loop at indirect.c:31 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                _mm512_storeu_si512(idx + ((long)t12 + i_vec_1), (__m512i)i_v_1);
                i_vec_1 += 16L;
                __m512i t16 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
                if (i_vec_1 >= t14) {
                    break;
                }
                i_v_1 = (vcc_v16_uint)t16;
            }
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            __m512i t21 = _mm512_set1_epi32((int)t17);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            _mm512_mask_storeu_epi32(idx + (long)t17, t20, t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (int i_1 = n - 1; i_1 > 0; i_1--) {
            unsigned int t23 = (_mm256_zeroupper(), next_rand());
            int *t24 = idx + i_1;
            int t = *t24;
            int *t25 = idx + (int)(t23 % (unsigned int)(i_1 + 1));
            *t24 = *t25;
            *t25 = t;
        }
        const int *t26 = idx;
        gather(n, fa, fb, t26);
        (_mm256_zeroupper(), scatter(n, a, b, t26));
        (_mm256_zeroupper(), histogram(n, bins, v));
        unsigned long t27 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        unsigned long t28 = (unsigned long)n * 4UL;
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)a, t28));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t28)), (unsigned long long)t29, (unsigned long long)t27);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
