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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    long t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    int t15;
    long t16;
    long t17;
    long t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    int t23;
    long t24;
    __m512i t25;
    __mmask16 t26;
    long t27;
    long t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    int i;
    long t33;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(a + t5);
            t7 = _mm512_loadu_ps(b + t5);
            t8 = _mm512_mul_ps(t6, t7);
            t9 = _mm512_add_ps(t8, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(a + t10);
            t12 = _mm512_loadu_ps(b + t10);
            t13 = _mm512_mul_ps(t11, t12);
            t14 = _mm512_add_ps(t13, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        t17 = t16 & -16L;
        t2 = 0L;
        do {
            t18 = (long)(int)((long)t15 + t2);
            t19 = _mm512_loadu_ps(a + t18);
            t20 = _mm512_loadu_ps(b + t18);
            t21 = _mm512_mul_ps(t19, t20);
            t22 = _mm512_add_ps(t21, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        t25 = _mm512_set1_epi32((int)(int)t24);
        t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27);
        t29 = _mm512_maskz_loadu_ps(t26, a + t28);
        t30 = _mm512_maskz_loadu_ps(t26, b + t28);
        t31 = _mm512_mul_ps(t29, t30);
        t32 = _mm512_add_ps(t31, _mm512_set1_ps(1.5f));
        _mm512_mask_storeu_ps(c + t28, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t33 = (long)i;
        c[t33] = a[t33] * b[t33] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int t13;
    long t14;
    long t15;
    long t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    int t20;
    long t21;
    __m512i t22;
    __mmask16 t23;
    long t24;
    long t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    int i;
    long t29;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_ps(a + t5);
            t7 = _mm512_loadu_ps(b + t5);
            t8 = _mm512_div_ps(t6, t7);
            _mm512_storeu_ps(c + t5, t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_ps(a + t9);
            t11 = _mm512_loadu_ps(b + t9);
            t12 = _mm512_div_ps(t10, t11);
            _mm512_storeu_ps(c + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        t15 = t14 & -16L;
        t2 = 0L;
        do {
            t16 = (long)(int)((long)t13 + t2);
            t17 = _mm512_loadu_ps(a + t16);
            t18 = _mm512_loadu_ps(b + t16);
            t19 = _mm512_div_ps(t17, t18);
            _mm512_storeu_ps(c + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        t22 = _mm512_set1_epi32((int)(int)t21);
        t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        t24 = 0L;
        t25 = (long)(int)((long)t20 + t24);
        t26 = _mm512_maskz_loadu_ps(t23, a + t25);
        t27 = _mm512_maskz_loadu_ps(t23, b + t25);
        t28 = _mm512_div_ps(t26, t27);
        _mm512_mask_storeu_ps(c + t25, t23, t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        c[t29] = a[t29] / b[t29];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m512 t5;
    __m512 t6;
    long t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    long t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    int t19;
    long t20;
    long t21;
    __m512 t22;
    __m512 t23;
    long t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    int t30;
    long t31;
    __m512i t32;
    __mmask16 t33;
    __m512 t34;
    __m512 t35;
    long t36;
    long t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_ps(x);
        t6 = _mm512_set1_ps(y);
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm512_loadu_ps(a + t7);
            t9 = _mm512_mul_ps(t5, t8);
            t10 = _mm512_loadu_ps(b + t7);
            t11 = _mm512_mul_ps(t6, t10);
            t12 = _mm512_sub_ps(t9, t11);
            _mm512_storeu_ps(c + t7, t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm512_loadu_ps(a + t13);
            t15 = _mm512_mul_ps(t5, t14);
            t16 = _mm512_loadu_ps(b + t13);
            t17 = _mm512_mul_ps(t6, t16);
            t18 = _mm512_sub_ps(t15, t17);
            _mm512_storeu_ps(c + t13, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)((long)0 + t4);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = _mm512_set1_ps(x);
        t23 = _mm512_set1_ps(y);
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t19 + t2);
            t25 = _mm512_loadu_ps(a + t24);
            t26 = _mm512_mul_ps(t22, t25);
            t27 = _mm512_loadu_ps(b + t24);
            t28 = _mm512_mul_ps(t23, t27);
            t29 = _mm512_sub_ps(t26, t28);
            _mm512_storeu_ps(c + t24, t29);
            t2 += 16L;
        } while (t2 < t21);
        t30 = (int)((long)t19 + t21);
    } else {
        t30 = t19;
    }
    t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 16L)) {
        t32 = _mm512_set1_epi32((int)(int)t31);
        t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t32, _MM_CMPINT_LT);
        t34 = _mm512_set1_ps(x);
        t35 = _mm512_set1_ps(y);
        t36 = 0L;
        t37 = (long)(int)((long)t30 + t36);
        t38 = _mm512_maskz_loadu_ps(t33, a + t37);
        t39 = _mm512_mul_ps(t34, t38);
        t40 = _mm512_maskz_loadu_ps(t33, b + t37);
        t41 = _mm512_mul_ps(t35, t40);
        t42 = _mm512_sub_ps(t39, t41);
        _mm512_mask_storeu_ps(c + t37, t33, t42);
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        c[t43] = x * a[t43] - y * b[t43];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    int count_idx;
    int n_1;
    int t3;
    float *a;
    float *b;
    float *c;
    float *d;
    int fill_idx;
    int fill_idx_1;
    long t4;
    long t5;
    float *t6;
    __m512 t7;
    __m512 t8;
    float *t9;
    __m512 t10;
    __m512 t11;
    float *t12;
    __m512 t13;
    __m512 t14;
    float *t15;
    __m512 t16;
    __m512 t17;
    int t18;
    long t19;
    long t20;
    float *t21;
    __m512 t22;
    __m512 t23;
    int t24;
    long t25;
    __m512i t26;
    __mmask16 t27;
    long t28;
    float *t29;
    __m512 t30;
    __m512 t31;
    int i;
    float *t32;
    const float *t33;
    const float *t34;
    unsigned long t35;
    const void *t36;
    unsigned long t37;
    unsigned long t38;
    count_idx = 0;
    n_1 = 0;
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
        a = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        d = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 999U));
        }
        t4 = (long)n;
        if (t4 >= 64L) {
            t5 = t4 & -64L;
            t1 = 0L;
            do {
                t6 = a + (int)((long)0 + t1);
                t7 = _mm512_loadu_ps(t6);
                t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t6, t8);
                t9 = a + (int)((long)0 + (t1 + 16L));
                t10 = _mm512_loadu_ps(t9);
                t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t9, t11);
                t12 = a + (int)((long)0 + (t1 + 32L));
                t13 = _mm512_loadu_ps(t12);
                t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t12, t14);
                t15 = a + (int)((long)0 + (t1 + 48L));
                t16 = _mm512_loadu_ps(t15);
                t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t15, t17);
                t1 += 64L;
            } while (t1 < t5);
            t18 = (int)((long)0 + t5);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 16L) {
            t20 = t19 & -16L;
            t2 = 0L;
            do {
                t21 = a + (int)((long)t18 + t2);
                t22 = _mm512_loadu_ps(t21);
                t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t21, t23);
                t2 += 16L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 16L)) {
            t26 = _mm512_set1_epi32((int)(int)t25);
            t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
            t28 = 0L;
            t29 = a + (int)((long)t24 + t28);
            t30 = _mm512_maskz_loadu_ps(t27, t29);
            t31 = _mm512_mul_ps(t30, _mm512_set1_ps(0.37f));
            _mm512_mask_storeu_ps(t29, t27, t31);
            i = (int)((long)t24 + t25);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            t32 = a + i;
            *t32 = *t32 * 0.37f;
        }
        t33 = b;
        t34 = a;
        (_mm256_zeroupper(), muladd_f32(n, c, t34, t33));
        (_mm256_zeroupper(), div_f32(n, d, t34, t33));
        t35 = (unsigned long)n * 4UL;
        t36 = (const void *)c;
        t37 = (_mm256_zeroupper(), hash_bytes(t36, t35));
        t38 = (_mm256_zeroupper(), hash_bytes((const void *)d, t35));
        (_mm256_zeroupper(), axpby_f32(n, 1.25f, -3.5f, c, t34, t33));
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t37, (unsigned long long)t38, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t36, t35)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
