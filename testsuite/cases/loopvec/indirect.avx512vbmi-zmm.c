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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    long t13;
    __m512i t14;
    __m512 t15;
    __m512 t16;
    int i;
    long t17;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(idx + t4);
            t6 = _mm512_i32gather_ps(t5, b, 4);
            t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
            _mm512_storeu_ps(a + t4, t7);
            t1 += 16L;
        } while (t1 < t3);
        t8 = (int)((long)0 + t3);
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = 0L;
        t13 = (long)(int)((long)t8 + t12);
        t14 = _mm512_maskz_loadu_epi32(t11, idx + t13);
        t15 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t11, t14, b, 4);
        t16 = _mm512_mul_ps(t15, _mm512_set1_ps(2.0f));
        _mm512_mask_storeu_ps(a + t13, t11, t16);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        a[t17] = b[idx[t17]] * 2.0f;
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
    long t1;
    __m512i t2;
    long t3;
    __m512i t4;
    long t5;
    __m512i t6;
    int count_idx;
    int n_1;
    int t7;
    float *fa;
    float *fb;
    int *a;
    int *b;
    int *idx;
    long t8;
    long t9;
    long t10;
    __m256i t11;
    __m256i t12;
    long t13;
    long t14;
    unsigned char *v;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int t27;
    long t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    int t34;
    long t35;
    __m512i t36;
    __mmask16 t37;
    __m512i t38;
    __m512i t39;
    long t40;
    __m512i t41;
    int i;
    int i_1;
    unsigned int t42;
    int *t43;
    int t;
    int *t44;
    const int *t45;
    unsigned long t46;
    unsigned long t47;
    unsigned long t48;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t7 = 1;
        } else {
            t7 = 0;
            n = n_1;
        }
        if (!t7) {
            return 0;
        }
        fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        idx = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        bins[0] = 0;
        if (15L >= 8L) {
            t8 = 15L & -8L;
            t1 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&bins[1L + t1], _mm256_set1_epi32((int)0));
                t1 += 8L;
            } while (t1 < t8);
            t9 = 1L + t8;
        } else {
            t9 = 1L;
        }
        t10 = t9 * -1L + 16L;
        if ((t10 >= 1L) & (t10 <= 8L)) {
            t11 = _mm256_set1_epi32((int)(int)t10);
            t12 = _mm256_cmpgt_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t13 = 0L;
            _mm256_mask_storeu_epi32(&bins[t9 + t13], _mm256_movepi32_mask(t12), _mm256_set1_epi32((int)0));
            t14 = t9 + t10;
        } else {
            t14 = t9;
        }
        while (t14 < 16L) {
            bins[t14] = 0;
            t14++;
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
        t15 = (long)n;
        if (t15 >= 64L) {
            t16 = t15 & -64L;
            t17 = _mm512_set1_epi32((int)0);
            t18 = t17;
            t2 = _mm512_add_epi32(t18, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t3 = 0L;
            for (;;) {
                t19 = t2;
                _mm512_storeu_si512(idx + (int)((long)0 + t3), t19);
                t20 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
                t21 = t20;
                _mm512_storeu_si512(idx + (int)((long)0 + (t3 + 16L)), t21);
                t22 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)32));
                t23 = t22;
                _mm512_storeu_si512(idx + (int)((long)0 + (t3 + 32L)), t23);
                t24 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)48));
                t25 = t24;
                _mm512_storeu_si512(idx + (int)((long)0 + (t3 + 48L)), t25);
                t3 += 64L;
                t26 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)64));
                if (t3 >= t16) {
                    break;
                }
                t2 = t26;
            }
            t27 = (int)((long)0 + t16);
        } else {
            t27 = 0;
        }
        t28 = (long)n + (long)t27 * -1L;
        if (t28 >= 16L) {
            t29 = t28 & -16L;
            t30 = _mm512_set1_epi32((int)t27);
            t31 = t30;
            t4 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t5 = 0L;
            for (;;) {
                t32 = t4;
                _mm512_storeu_si512(idx + (int)((long)t27 + t5), t32);
                t5 += 16L;
                t33 = _mm512_add_epi32(t4, _mm512_set1_epi32((int)16));
                if (t5 >= t29) {
                    break;
                }
                t4 = t33;
            }
            t34 = (int)((long)t27 + t29);
        } else {
            t34 = t27;
        }
        t35 = (long)n + (long)t34 * -1L;
        if ((t35 >= 1L) & (t35 <= 16L)) {
            t36 = _mm512_set1_epi32((int)(int)t35);
            t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
            t38 = _mm512_set1_epi32((int)t34);
            t39 = t38;
            t6 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t40 = 0L;
            t41 = t6;
            _mm512_mask_storeu_epi32(idx + (int)((long)t34 + t40), t37, t41);
            i = (int)((long)t34 + t35);
        } else {
            i = t34;
        }
        for (; i < n; i++) {
            idx[i] = i;
        }
        for (i_1 = n - 1; i_1 > 0; i_1--) {
            t42 = (_mm256_zeroupper(), next_rand());
            t43 = idx + i_1;
            t = *t43;
            t44 = idx + (int)(t42 % (unsigned int)(i_1 + 1));
            *t43 = *t44;
            *t44 = t;
        }
        t45 = idx;
        (_mm256_zeroupper(), gather(n, fa, fb, t45));
        (_mm256_zeroupper(), scatter(n, a, b, t45));
        (_mm256_zeroupper(), histogram(n, bins, v));
        t46 = (_mm256_zeroupper(), hash_bytes((const void *)bins, 64UL));
        t47 = (unsigned long)n * 4UL;
        t48 = (_mm256_zeroupper(), hash_bytes((const void *)a, t47));
        printf("n=%d gather=%llx scatter=%llx bins=%llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t47)), (unsigned long long)t48, (unsigned long long)t46);
        free((void *)fa);
        free((void *)fb);
        free((void *)a);
        free((void *)b);
        free((void *)idx);
        free((void *)v);
    }
}
