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
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    long t33;
    __m256i t34;
    __m256 t35;
    __m256 t36;
    int i;
    long t37;
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
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        t30 = _mm256_set1_epi32((int)(int)t29);
        t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t32 = 0L;
        t33 = (long)(int)((long)t28 + t32);
        t34 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), idx + t33);
        t35 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), b, t34, _mm256_castsi256_ps(t31), 4);
        t36 = _mm256_mul_ps(t35, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(a + t33, _mm256_movepi32_mask(t31), t36);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t37 = (long)i;
        a[t37] = b[idx[t37]] * 2.0f;
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
    long t1;
    __m256i t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
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
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    long t40;
    __m256i t41;
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
        if (t15 >= 32L) {
            t16 = t15 & -32L;
            t17 = _mm256_set1_epi32((int)0);
            t18 = t17;
            t2 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = 0L;
            for (;;) {
                t19 = t2;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + t3)), t19);
                t20 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                t21 = t20;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 8L))), t21);
                t22 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
                t23 = t22;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 16L))), t23);
                t24 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
                t25 = t24;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)0 + (t3 + 24L))), t25);
                t3 += 32L;
                t26 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
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
        if (t28 >= 8L) {
            t29 = t28 & -8L;
            t30 = _mm256_set1_epi32((int)t27);
            t31 = t30;
            t4 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t5 = 0L;
            for (;;) {
                t32 = t4;
                _mm256_storeu_si256((__m256i *)(idx + (int)((long)t27 + t5)), t32);
                t5 += 8L;
                t33 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)8));
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
        if ((t35 >= 1L) & (t35 <= 8L)) {
            t36 = _mm256_set1_epi32((int)(int)t35);
            t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t38 = _mm256_set1_epi32((int)t34);
            t39 = t38;
            t6 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t40 = 0L;
            t41 = t6;
            _mm256_mask_storeu_epi32(idx + (int)((long)t34 + t40), _mm256_movepi32_mask(t37), t41);
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
