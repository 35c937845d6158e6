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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_loadu_ps(b + t5);
            __m256 t8 = _mm256_mul_ps(t6, t7);
            __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(a + t10);
            __m256 t12 = _mm256_loadu_ps(b + t10);
            __m256 t13 = _mm256_mul_ps(t11, t12);
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t10, t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256 t16 = _mm256_loadu_ps(a + t15);
            __m256 t17 = _mm256_loadu_ps(b + t15);
            __m256 t18 = _mm256_mul_ps(t16, t17);
            __m256 t19 = _mm256_add_ps(t18, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t15, t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256 t21 = _mm256_loadu_ps(a + t20);
            __m256 t22 = _mm256_loadu_ps(b + t20);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            __m256 t24 = _mm256_add_ps(t23, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256 t29 = _mm256_loadu_ps(a + t28);
            __m256 t30 = _mm256_loadu_ps(b + t28);
            __m256 t31 = _mm256_mul_ps(t29, t30);
            __m256 t32 = _mm256_add_ps(t31, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256 t38 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), a + t37);
        __m256 t39 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), b + t37);
        __m256 t40 = _mm256_mul_ps(t38, t39);
        __m256 t41 = _mm256_add_ps(t40, _mm256_set1_ps(1.5f));
        _mm256_mask_storeu_ps(c + t37, _mm256_movepi32_mask(t36), t41);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        c[t42] = a[t42] * b[t42] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m256 t7 = _mm256_loadu_ps(b + t5);
            __m256 t8 = _mm256_div_ps(t6, t7);
            _mm256_storeu_ps(c + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(a + t9);
            __m256 t11 = _mm256_loadu_ps(b + t9);
            __m256 t12 = _mm256_div_ps(t10, t11);
            _mm256_storeu_ps(c + t9, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m256 t17 = _mm256_loadu_ps(a + t16);
            __m256 t18 = _mm256_loadu_ps(b + t16);
            __m256 t19 = _mm256_div_ps(t17, t18);
            _mm256_storeu_ps(c + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)(int)(long)t20;
        __m256 t25 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), a + t24);
        __m256 t26 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t24);
        __m256 t27 = _mm256_div_ps(t25, t26);
        _mm256_mask_storeu_ps(c + t24, _mm256_movepi32_mask(t23), t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        c[t28] = a[t28] / b[t28];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t31;
    int t42;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 t5 = _mm256_set1_ps(x);
        __m256 t6 = _mm256_set1_ps(y);
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256 t8 = _mm256_loadu_ps(a + t7);
            __m256 t9 = _mm256_mul_ps(t5, t8);
            __m256 t10 = _mm256_loadu_ps(b + t7);
            __m256 t11 = _mm256_mul_ps(t6, t10);
            __m256 t12 = _mm256_sub_ps(t9, t11);
            _mm256_storeu_ps(c + t7, t12);
            long t13 = (long)(int)(t1 + 8L);
            __m256 t14 = _mm256_loadu_ps(a + t13);
            __m256 t15 = _mm256_mul_ps(t5, t14);
            __m256 t16 = _mm256_loadu_ps(b + t13);
            __m256 t17 = _mm256_mul_ps(t6, t16);
            __m256 t18 = _mm256_sub_ps(t15, t17);
            _mm256_storeu_ps(c + t13, t18);
            long t19 = (long)(int)(t1 + 16L);
            __m256 t20 = _mm256_loadu_ps(a + t19);
            __m256 t21 = _mm256_mul_ps(t5, t20);
            __m256 t22 = _mm256_loadu_ps(b + t19);
            __m256 t23 = _mm256_mul_ps(t6, t22);
            __m256 t24 = _mm256_sub_ps(t21, t23);
            _mm256_storeu_ps(c + t19, t24);
            long t25 = (long)(int)(t1 + 24L);
            __m256 t26 = _mm256_loadu_ps(a + t25);
            __m256 t27 = _mm256_mul_ps(t5, t26);
            __m256 t28 = _mm256_loadu_ps(b + t25);
            __m256 t29 = _mm256_mul_ps(t6, t28);
            __m256 t30 = _mm256_sub_ps(t27, t29);
            _mm256_storeu_ps(c + t25, t30);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        __m256 t34 = _mm256_set1_ps(x);
        __m256 t35 = _mm256_set1_ps(y);
        long t2 = 0L;
        do {
            long t36 = (long)(int)((long)t31 + t2);
            __m256 t37 = _mm256_loadu_ps(a + t36);
            __m256 t38 = _mm256_mul_ps(t34, t37);
            __m256 t39 = _mm256_loadu_ps(b + t36);
            __m256 t40 = _mm256_mul_ps(t35, t39);
            __m256 t41 = _mm256_sub_ps(t38, t40);
            _mm256_storeu_ps(c + t36, t41);
            t2 += 8L;
        } while (t2 < t33);
        t42 = (int)((long)t31 + t33);
    } else {
        t42 = t31;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        __m256i t44 = _mm256_set1_epi32((int)(int)t43);
        __m256i t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t46 = _mm256_set1_ps(x);
        __m256 t47 = _mm256_set1_ps(y);
        long t48 = (long)(int)(long)t42;
        __m256 t49 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t45), a + t48);
        __m256 t50 = _mm256_mul_ps(t46, t49);
        __m256 t51 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t45), b + t48);
        __m256 t52 = _mm256_mul_ps(t47, t51);
        __m256 t53 = _mm256_sub_ps(t50, t52);
        _mm256_mask_storeu_ps(c + t48, _mm256_movepi32_mask(t45), t53);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        c[t54] = x * a[t54] - y * b[t54];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
        if (t4 >= 32L) {
            long t5 = t4 & -32L;
            long t1 = 0L;
            do {
                float *t6 = a + (int)t1;
                __m256 t7 = _mm256_loadu_ps(t6);
                __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t6, t8);
                float *t9 = a + (int)(t1 + 8L);
                __m256 t10 = _mm256_loadu_ps(t9);
                __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t9, t11);
                float *t12 = a + (int)(t1 + 16L);
                __m256 t13 = _mm256_loadu_ps(t12);
                __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t12, t14);
                float *t15 = a + (int)(t1 + 24L);
                __m256 t16 = _mm256_loadu_ps(t15);
                __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)t5;
        } else {
            t18 = 0;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            long t20 = t19 & -8L;
            long t2 = 0L;
            do {
                float *t21 = a + (int)((long)t18 + t2);
                __m256 t22 = _mm256_loadu_ps(t21);
                __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            __m256i t26 = _mm256_set1_epi32((int)(int)t25);
            __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t28 = a + (int)(long)t24;
            __m256 t29 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t27), t28);
            __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.37f));
            _mm256_mask_storeu_ps(t28, _mm256_movepi32_mask(t27), t30);
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
