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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    int t33;
    long t34;
    __m256i t35;
    __m256i t36;
    long t37;
    long t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    int i;
    long t43;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(a + t5);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_mul_ps(t6, t7);
            t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t5, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_ps(a + t10);
            t12 = _mm256_loadu_ps(b + t10);
            t13 = _mm256_mul_ps(t11, t12);
            t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_ps(a + t15);
            t17 = _mm256_loadu_ps(b + t15);
            t18 = _mm256_mul_ps(t16, t17);
            t19 = _mm256_add_ps(t18, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t15, t19);
            t20 = (long)(int)((long)0 + (t1 + 24L));
            t21 = _mm256_loadu_ps(a + t20);
            t22 = _mm256_loadu_ps(b + t20);
            t23 = _mm256_mul_ps(t21, t22);
            t24 = _mm256_add_ps(t23, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t20, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t2 = 0L;
        do {
            t28 = (long)(int)((long)t25 + t2);
            t29 = _mm256_loadu_ps(a + t28);
            t30 = _mm256_loadu_ps(b + t28);
            t31 = _mm256_mul_ps(t29, t30);
            t32 = _mm256_add_ps(t31, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t28, t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        t35 = _mm256_set1_epi32((int)(int)t34);
        t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t37 = 0L;
        t38 = (long)(int)((long)t33 + t37);
        t39 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), a + t38);
        t40 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t36), b + t38);
        t41 = _mm256_mul_ps(t39, t40);
        t42 = _mm256_add_ps(t41, _mm256_set1_ps(1.5f));
        _mm256_mask_storeu_ps(c + t38, _mm256_movepi32_mask(t36), t42);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        t43 = (long)i;
        c[t43] = a[t43] * b[t43] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    int t13;
    long t14;
    long t15;
    long t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    long t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int i;
    long t29;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_ps(a + t5);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_div_ps(t6, t7);
            _mm256_storeu_ps(c + t5, t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_ps(a + t9);
            t11 = _mm256_loadu_ps(b + t9);
            t12 = _mm256_div_ps(t10, t11);
            _mm256_storeu_ps(c + t9, t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)((long)0 + t4);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t2 = 0L;
        do {
            t16 = (long)(int)((long)t13 + t2);
            t17 = _mm256_loadu_ps(a + t16);
            t18 = _mm256_loadu_ps(b + t16);
            t19 = _mm256_div_ps(t17, t18);
            _mm256_storeu_ps(c + t16, t19);
            t2 += 8L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        t22 = _mm256_set1_epi32((int)(int)t21);
        t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t24 = 0L;
        t25 = (long)(int)((long)t20 + t24);
        t26 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), a + t25);
        t27 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t25);
        t28 = _mm256_div_ps(t26, t27);
        _mm256_mask_storeu_ps(c + t25, _mm256_movepi32_mask(t23), t28);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        c[t29] = a[t29] / b[t29];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256 t5;
    __m256 t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    long t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    long t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    int t31;
    long t32;
    long t33;
    __m256 t34;
    __m256 t35;
    long t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    int t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256 t46;
    __m256 t47;
    long t48;
    long t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    int i;
    long t55;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_ps(x);
        t6 = _mm256_set1_ps(y);
        t1 = 0L;
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm256_loadu_ps(a + t7);
            t9 = _mm256_mul_ps(t5, t8);
            t10 = _mm256_loadu_ps(b + t7);
            t11 = _mm256_mul_ps(t6, t10);
            t12 = _mm256_sub_ps(t9, t11);
            _mm256_storeu_ps(c + t7, t12);
            t13 = (long)(int)((long)0 + (t1 + 8L));
            t14 = _mm256_loadu_ps(a + t13);
            t15 = _mm256_mul_ps(t5, t14);
            t16 = _mm256_loadu_ps(b + t13);
            t17 = _mm256_mul_ps(t6, t16);
            t18 = _mm256_sub_ps(t15, t17);
            _mm256_storeu_ps(c + t13, t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm256_loadu_ps(a + t19);
            t21 = _mm256_mul_ps(t5, t20);
            t22 = _mm256_loadu_ps(b + t19);
            t23 = _mm256_mul_ps(t6, t22);
            t24 = _mm256_sub_ps(t21, t23);
            _mm256_storeu_ps(c + t19, t24);
            t25 = (long)(int)((long)0 + (t1 + 24L));
            t26 = _mm256_loadu_ps(a + t25);
            t27 = _mm256_mul_ps(t5, t26);
            t28 = _mm256_loadu_ps(b + t25);
            t29 = _mm256_mul_ps(t6, t28);
            t30 = _mm256_sub_ps(t27, t29);
            _mm256_storeu_ps(c + t25, t30);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm256_set1_ps(x);
        t35 = _mm256_set1_ps(y);
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t31 + t2);
            t37 = _mm256_loadu_ps(a + t36);
            t38 = _mm256_mul_ps(t34, t37);
            t39 = _mm256_loadu_ps(b + t36);
            t40 = _mm256_mul_ps(t35, t39);
            t41 = _mm256_sub_ps(t38, t40);
            _mm256_storeu_ps(c + t36, t41);
            t2 += 8L;
        } while (t2 < t33);
        t42 = (int)((long)t31 + t33);
    } else {
        t42 = t31;
    }
    t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 1L) & (t43 <= 8L)) {
        t44 = _mm256_set1_epi32((int)(int)t43);
        t45 = _mm256_cmpgt_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = _mm256_set1_ps(x);
        t47 = _mm256_set1_ps(y);
        t48 = 0L;
        t49 = (long)(int)((long)t42 + t48);
        t50 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t45), a + t49);
        t51 = _mm256_mul_ps(t46, t50);
        t52 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t45), b + t49);
        t53 = _mm256_mul_ps(t47, t52);
        t54 = _mm256_sub_ps(t51, t53);
        _mm256_mask_storeu_ps(c + t49, _mm256_movepi32_mask(t45), t54);
        i = (int)((long)t42 + t43);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        c[t55] = x * a[t55] - y * b[t55];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
    __m256 t7;
    __m256 t8;
    float *t9;
    __m256 t10;
    __m256 t11;
    float *t12;
    __m256 t13;
    __m256 t14;
    float *t15;
    __m256 t16;
    __m256 t17;
    int t18;
    long t19;
    long t20;
    float *t21;
    __m256 t22;
    __m256 t23;
    int t24;
    long t25;
    __m256i t26;
    __m256i t27;
    long t28;
    float *t29;
    __m256 t30;
    __m256 t31;
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
        if (t4 >= 32L) {
            t5 = t4 & -32L;
            t1 = 0L;
            do {
                t6 = a + (int)((long)0 + t1);
                t7 = _mm256_loadu_ps(t6);
                t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t6, t8);
                t9 = a + (int)((long)0 + (t1 + 8L));
                t10 = _mm256_loadu_ps(t9);
                t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t9, t11);
                t12 = a + (int)((long)0 + (t1 + 16L));
                t13 = _mm256_loadu_ps(t12);
                t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t12, t14);
                t15 = a + (int)((long)0 + (t1 + 24L));
                t16 = _mm256_loadu_ps(t15);
                t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t15, t17);
                t1 += 32L;
            } while (t1 < t5);
            t18 = (int)((long)0 + t5);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t2 = 0L;
            do {
                t21 = a + (int)((long)t18 + t2);
                t22 = _mm256_loadu_ps(t21);
                t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t21, t23);
                t2 += 8L;
            } while (t2 < t20);
            t24 = (int)((long)t18 + t20);
        } else {
            t24 = t18;
        }
        t25 = (long)n + (long)t24 * -1L;
        if ((t25 >= 1L) & (t25 <= 8L)) {
            t26 = _mm256_set1_epi32((int)(int)t25);
            t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t28 = 0L;
            t29 = a + (int)((long)t24 + t28);
            t30 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t27), t29);
            t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.37f));
            _mm256_mask_storeu_ps(t29, _mm256_movepi32_mask(t27), t31);
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
