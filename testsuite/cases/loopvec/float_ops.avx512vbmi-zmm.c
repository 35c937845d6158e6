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
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t4 = _mm512_mul_ps(a_v, b_v);
            __m512 t5 = _mm512_add_ps(t4, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t6);
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 t7 = _mm512_mul_ps(a_v_1, b_v_1);
            __m512 t8 = _mm512_add_ps(t7, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t12);
            __m512 b_v_2 = _mm512_loadu_ps(b + t12);
            __m512 t13 = _mm512_mul_ps(a_v_2, b_v_2);
            __m512 t14 = _mm512_add_ps(t13, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t18, a + t19);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t18, b + t19);
        __m512 t20 = _mm512_mul_ps(a_v_3, b_v_3);
        __m512 t21 = _mm512_add_ps(t20, _mm512_set1_ps(1.5f));
        _mm512_mask_storeu_ps(c + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        c[t22] = a[t22] * b[t22] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t4 = _mm512_div_ps(a_v, b_v);
            _mm512_storeu_ps(c + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t5);
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 t6 = _mm512_div_ps(a_v_1, b_v_1);
            _mm512_storeu_ps(c + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t10);
            __m512 b_v_2 = _mm512_loadu_ps(b + t10);
            __m512 t11 = _mm512_div_ps(a_v_2, b_v_2);
            _mm512_storeu_ps(c + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)(int)(long)t12;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t15, a + t16);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t15, b + t16);
        __m512 t17 = _mm512_div_ps(a_v_3, b_v_3);
        _mm512_mask_storeu_ps(c + t16, t15, t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        c[t18] = a[t18] / b[t18];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t11;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 x_v = _mm512_set1_ps(x);
        __m512 y_v = _mm512_set1_ps(y);
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 a_v = _mm512_loadu_ps(a + t3);
            __m512 t4 = _mm512_mul_ps(x_v, a_v);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t5 = _mm512_mul_ps(y_v, b_v);
            __m512 t6 = _mm512_sub_ps(t4, t5);
            _mm512_storeu_ps(c + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m512 a_v_1 = _mm512_loadu_ps(a + t7);
            __m512 t8 = _mm512_mul_ps(x_v, a_v_1);
            __m512 b_v_1 = _mm512_loadu_ps(b + t7);
            __m512 t9 = _mm512_mul_ps(y_v, b_v_1);
            __m512 t10 = _mm512_sub_ps(t8, t9);
            _mm512_storeu_ps(c + t7, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512 x_v_1 = _mm512_set1_ps(x);
        __m512 y_v_1 = _mm512_set1_ps(y);
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m512 a_v_2 = _mm512_loadu_ps(a + t14);
            __m512 t15 = _mm512_mul_ps(x_v_1, a_v_2);
            __m512 b_v_2 = _mm512_loadu_ps(b + t14);
            __m512 t16 = _mm512_mul_ps(y_v_1, b_v_2);
            __m512 t17 = _mm512_sub_ps(t15, t16);
            _mm512_storeu_ps(c + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        t18 = (int)((long)t11 + t13);
    } else {
        t18 = t11;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        __m512 x_v_2 = _mm512_set1_ps(x);
        __m512 y_v_2 = _mm512_set1_ps(y);
        long t22 = (long)(int)(long)t18;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t21, a + t22);
        __m512 t23 = _mm512_mul_ps(x_v_2, a_v_3);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t21, b + t22);
        __m512 t24 = _mm512_mul_ps(y_v_2, b_v_3);
        __m512 t25 = _mm512_sub_ps(t23, t24);
        _mm512_mask_storeu_ps(c + t22, t21, t25);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        c[t26] = x * a[t26] - y * b[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
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
        if (t2 >= 64L) {
            long t3 = t2 & -64L;
            long i_vec = 0L;
            /* vcc: loop at float_ops.c:28 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                float *t4 = a + (int)i_vec;
                __m512 a_v = _mm512_loadu_ps(t4);
                __m512 t5 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t4, t5);
                float *t6 = a + (int)(i_vec + 16L);
                __m512 a_v_1 = _mm512_loadu_ps(t6);
                __m512 t7 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t6, t7);
                float *t8 = a + (int)(i_vec + 32L);
                __m512 a_v_2 = _mm512_loadu_ps(t8);
                __m512 t9 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t8, t9);
                float *t10 = a + (int)(i_vec + 48L);
                __m512 a_v_3 = _mm512_loadu_ps(t10);
                __m512 t11 = _mm512_mul_ps(a_v_3, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t10, t11);
                i_vec += 64L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            long i_vec_1 = 0L;
            do {
                float *t15 = a + (int)((long)t12 + i_vec_1);
                __m512 a_v_4 = _mm512_loadu_ps(t15);
                __m512 t16 = _mm512_mul_ps(a_v_4, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t15, t16);
                i_vec_1 += 16L;
            } while (i_vec_1 < t14);
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            float *t21 = a + (int)(long)t17;
            __m512 a_v_5 = _mm512_maskz_loadu_ps(t20, t21);
            __m512 t22 = _mm512_mul_ps(a_v_5, _mm512_set1_ps(0.37f));
            _mm512_mask_storeu_ps(t21, t20, t22);
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
