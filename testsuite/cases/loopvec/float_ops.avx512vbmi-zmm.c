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

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __m512 t7 = _mm512_loadu_ps(b + t5);
            __m512 t8 = _mm512_mul_ps(t6, t7);
            __m512 t9 = _mm512_add_ps(t8, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512 t11 = _mm512_loadu_ps(a + t10);
            __m512 t12 = _mm512_loadu_ps(b + t10);
            __m512 t13 = _mm512_mul_ps(t11, t12);
            __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t10, t14);
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
            long t18 = (long)(int)((long)t15 + t2);
            __m512 t19 = _mm512_loadu_ps(a + t18);
            __m512 t20 = _mm512_loadu_ps(b + t18);
            __m512 t21 = _mm512_mul_ps(t19, t20);
            __m512 t22 = _mm512_add_ps(t21, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512 t28 = _mm512_maskz_loadu_ps(t26, a + t27);
        __m512 t29 = _mm512_maskz_loadu_ps(t26, b + t27);
        __m512 t30 = _mm512_mul_ps(t28, t29);
        __m512 t31 = _mm512_add_ps(t30, _mm512_set1_ps(1.5f));
        _mm512_mask_storeu_ps(c + t27, t26, t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        c[t32] = a[t32] * b[t32] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(a + t5);
            __m512 t7 = _mm512_loadu_ps(b + t5);
            __m512 t8 = _mm512_div_ps(t6, t7);
            _mm512_storeu_ps(c + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512 t10 = _mm512_loadu_ps(a + t9);
            __m512 t11 = _mm512_loadu_ps(b + t9);
            __m512 t12 = _mm512_div_ps(t10, t11);
            _mm512_storeu_ps(c + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m512 t17 = _mm512_loadu_ps(a + t16);
            __m512 t18 = _mm512_loadu_ps(b + t16);
            __m512 t19 = _mm512_div_ps(t17, t18);
            _mm512_storeu_ps(c + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t20;
        __m512 t25 = _mm512_maskz_loadu_ps(t23, a + t24);
        __m512 t26 = _mm512_maskz_loadu_ps(t23, b + t24);
        __m512 t27 = _mm512_div_ps(t25, t26);
        _mm512_mask_storeu_ps(c + t24, t23, t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        c[t28] = a[t28] / b[t28];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t19;
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512 t5 = _mm512_set1_ps(x);
        __m512 t6 = _mm512_set1_ps(y);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m512 t8 = _mm512_loadu_ps(a + t7);
            __m512 t9 = _mm512_mul_ps(t5, t8);
            __m512 t10 = _mm512_loadu_ps(b + t7);
            __m512 t11 = _mm512_mul_ps(t6, t10);
            __m512 t12 = _mm512_sub_ps(t9, t11);
            _mm512_storeu_ps(c + t7, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m512 t14 = _mm512_loadu_ps(a + t13);
            __m512 t15 = _mm512_mul_ps(t5, t14);
            __m512 t16 = _mm512_loadu_ps(b + t13);
            __m512 t17 = _mm512_mul_ps(t6, t16);
            __m512 t18 = _mm512_sub_ps(t15, t17);
            _mm512_storeu_ps(c + t13, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        __m512 t22 = _mm512_set1_ps(x);
        __m512 t23 = _mm512_set1_ps(y);
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t19 + t2);
            __m512 t25 = _mm512_loadu_ps(a + t24);
            __m512 t26 = _mm512_mul_ps(t22, t25);
            __m512 t27 = _mm512_loadu_ps(b + t24);
            __m512 t28 = _mm512_mul_ps(t23, t27);
            __m512 t29 = _mm512_sub_ps(t26, t28);
            _mm512_storeu_ps(c + t24, t29);
            t2 += 16L;
        } while (t2 < t21);
        t30 = (int)((long)t19 + t21);
    } else {
        t30 = t19;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 16L)) {
        __m512i t32 = _mm512_set1_epi32((int)(int)t31);
        __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
        __m512 t34 = _mm512_set1_ps(x);
        __m512 t35 = _mm512_set1_ps(y);
        long t36 = (long)(int)(long)t30;
        __m512 t37 = _mm512_maskz_loadu_ps(t33, a + t36);
        __m512 t38 = _mm512_mul_ps(t34, t37);
        __m512 t39 = _mm512_maskz_loadu_ps(t33, b + t36);
        __m512 t40 = _mm512_mul_ps(t35, t39);
        __m512 t41 = _mm512_sub_ps(t38, t40);
        _mm512_mask_storeu_ps(c + t36, t33, t41);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        c[t42] = x * a[t42] - y * b[t42];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t3;
    int t18;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        float *a = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *d = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 999U));
        }
        long t4 = (long)n;
        if (t4 >= 64L) {
            long t5 = t4 & -64L;
            long t1 = 0L;
            do {
                float *t6 = a + (int)t1;
                __m512 t7 = _mm512_loadu_ps(t6);
                __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t6, t8);
                float *t9 = a + (int)(t1 + 16L);
                __m512 t10 = _mm512_loadu_ps(t9);
                __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t9, t11);
                float *t12 = a + (int)(t1 + 32L);
                __m512 t13 = _mm512_loadu_ps(t12);
                __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t12, t14);
                float *t15 = a + (int)(t1 + 48L);
                __m512 t16 = _mm512_loadu_ps(t15);
                __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t15, t17);
                t1 += 64L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 16L) {
            long t20 = t19 & -16L;
            long t2 = 0L;
            do {
                float *t21 = a + (int)((long)t18 + t2);
                __m512 t22 = _mm512_loadu_ps(t21);
                __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t21, t23);
                t2 += 16L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 16L)) {
            __m512i t26 = _mm512_set1_epi32((int)(int)t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
            float *t28 = a + (int)(long)t24;
            __m512 t29 = _mm512_maskz_loadu_ps(t27, t28);
            __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.37f));
            _mm512_mask_storeu_ps(t28, t27, t30);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            float *t31 = a + i;
            *t31 = *t31 * 0.37f;
        }
        const float *t32 = b;
        const float *t33 = a;
        muladd_f32(n, c, t33, t32);
        div_f32(n, d, t33, t32);
        unsigned long t34 = (unsigned long)n * 4UL;
        const void *t35 = (const void *)c;
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes(t35, t34));
        unsigned long t37 = (_mm256_zeroupper(), hash_bytes((const void *)d, t34));
        axpby_f32(n, 1.25f, -3.5f, c, t33, t32);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t36, (unsigned long long)t37, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t35, t34)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
