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
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_mul_ps(a_v, b_v);
            __m256 t5 = _mm256_add_ps(t4, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 t7 = _mm256_mul_ps(a_v_1, b_v_1);
            __m256 t8 = _mm256_add_ps(t7, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(a + t9);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 t10 = _mm256_mul_ps(a_v_2, b_v_2);
            __m256 t11 = _mm256_add_ps(t10, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(a + t12);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 t13 = _mm256_mul_ps(a_v_3, b_v_3);
            __m256 t14 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256 a_v_4 = _mm256_loadu_ps(a + t18);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 t19 = _mm256_mul_ps(a_v_4, b_v_4);
            __m256 t20 = _mm256_add_ps(t19, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), a + t25);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256 t26 = _mm256_mul_ps(a_v_5, b_v_5);
        __m256 t27 = _mm256_add_ps(t26, _mm256_set1_ps(1.5f));
        _mm256_mask_storeu_ps(c + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        c[t28] = a[t28] * b[t28] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t4 = _mm256_div_ps(a_v, b_v);
            _mm256_storeu_ps(c + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t5);
            __m256 b_v_1 = _mm256_loadu_ps(b + t5);
            __m256 t6 = _mm256_div_ps(a_v_1, b_v_1);
            _mm256_storeu_ps(c + t5, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m256 a_v_2 = _mm256_loadu_ps(a + t10);
            __m256 b_v_2 = _mm256_loadu_ps(b + t10);
            __m256 t11 = _mm256_div_ps(a_v_2, b_v_2);
            _mm256_storeu_ps(c + t10, t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 8L)) {
        __m256i t14 = _mm256_set1_epi32((int)(int)t13);
        __m256i t15 = _mm256_cmpgt_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t16 = (long)(int)(long)t12;
        __m256 a_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t15), a + t16);
        __m256 b_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t15), b + t16);
        __m256 t17 = _mm256_div_ps(a_v_3, b_v_3);
        _mm256_mask_storeu_ps(c + t16, _mm256_movepi32_mask(t15), t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        c[t18] = a[t18] / b[t18];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256 x_v = _mm256_set1_ps(x);
        __m256 y_v = _mm256_set1_ps(y);
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m256 t4 = _mm256_mul_ps(x_v, a_v);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t5 = _mm256_mul_ps(y_v, b_v);
            __m256 t6 = _mm256_sub_ps(t4, t5);
            _mm256_storeu_ps(c + t3, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t7);
            __m256 t8 = _mm256_mul_ps(x_v, a_v_1);
            __m256 b_v_1 = _mm256_loadu_ps(b + t7);
            __m256 t9 = _mm256_mul_ps(y_v, b_v_1);
            __m256 t10 = _mm256_sub_ps(t8, t9);
            _mm256_storeu_ps(c + t7, t10);
            long t11 = (long)(int)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(a + t11);
            __m256 t12 = _mm256_mul_ps(x_v, a_v_2);
            __m256 b_v_2 = _mm256_loadu_ps(b + t11);
            __m256 t13 = _mm256_mul_ps(y_v, b_v_2);
            __m256 t14 = _mm256_sub_ps(t12, t13);
            _mm256_storeu_ps(c + t11, t14);
            long t15 = (long)(int)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(a + t15);
            __m256 t16 = _mm256_mul_ps(x_v, a_v_3);
            __m256 b_v_3 = _mm256_loadu_ps(b + t15);
            __m256 t17 = _mm256_mul_ps(y_v, b_v_3);
            __m256 t18 = _mm256_sub_ps(t16, t17);
            _mm256_storeu_ps(c + t15, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m256 x_v_1 = _mm256_set1_ps(x);
        __m256 y_v_1 = _mm256_set1_ps(y);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            __m256 a_v_4 = _mm256_loadu_ps(a + t22);
            __m256 t23 = _mm256_mul_ps(x_v_1, a_v_4);
            __m256 b_v_4 = _mm256_loadu_ps(b + t22);
            __m256 t24 = _mm256_mul_ps(y_v_1, b_v_4);
            __m256 t25 = _mm256_sub_ps(t23, t24);
            _mm256_storeu_ps(c + t22, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 x_v_2 = _mm256_set1_ps(x);
        __m256 y_v_2 = _mm256_set1_ps(y);
        long t30 = (long)(int)(long)t26;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), a + t30);
        __m256 t31 = _mm256_mul_ps(x_v_2, a_v_5);
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t29), b + t30);
        __m256 t32 = _mm256_mul_ps(y_v_2, b_v_5);
        __m256 t33 = _mm256_sub_ps(t31, t32);
        _mm256_mask_storeu_ps(c + t30, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        c[t34] = x * a[t34] - y * b[t34];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int t17;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
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
        long t2 = (long)n;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at float_ops.c:28 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                float *t4 = a + (int)i_vec;
                __m256 a_v = _mm256_loadu_ps(t4);
                __m256 t5 = _mm256_mul_ps(a_v, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t4, t5);
                float *t6 = a + (int)(i_vec + 8L);
                __m256 a_v_1 = _mm256_loadu_ps(t6);
                __m256 t7 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t6, t7);
                float *t8 = a + (int)(i_vec + 16L);
                __m256 a_v_2 = _mm256_loadu_ps(t8);
                __m256 t9 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t8, t9);
                float *t10 = a + (int)(i_vec + 24L);
                __m256 a_v_3 = _mm256_loadu_ps(t10);
                __m256 t11 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t10, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            do {
                float *t15 = a + (int)((long)t12 + i_vec_1);
                __m256 a_v_4 = _mm256_loadu_ps(t15);
                __m256 t16 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t15, t16);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 8L)) {
            __m256i t19 = _mm256_set1_epi32((int)(int)t18);
            __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            float *t21 = a + (int)(long)t17;
            __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t20), t21);
            __m256 t22 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(0.37f));
            _mm256_mask_storeu_ps(t21, _mm256_movepi32_mask(t20), t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            float *t23 = a + i;
            *t23 = *t23 * 0.37f;
        }
        const float *t24 = b;
        const float *t25 = a;
        muladd_f32(n, c, t25, t24);
        div_f32(n, d, t25, t24);
        unsigned long t26 = (unsigned long)n * 4UL;
        const void *t27 = (const void *)c;
        unsigned long t28 = (_mm256_zeroupper(), hash_bytes(t27, t26));
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes((const void *)d, t26));
        axpby_f32(n, 1.25f, -3.5f, c, t25, t24);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t27, t26)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
