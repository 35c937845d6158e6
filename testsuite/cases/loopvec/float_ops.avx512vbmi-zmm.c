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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_mul_ps(a_v, b_v);
            __m512 t4 = _mm512_add_ps(t3, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t5);
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 t6 = _mm512_mul_ps(a_v_1, b_v_1);
            __m512 t7 = _mm512_add_ps(t6, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:8 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t11);
            __m512 b_v_2 = _mm512_loadu_ps(b + t11);
            __m512 t12 = _mm512_mul_ps(a_v_2, b_v_2);
            __m512 t13 = _mm512_add_ps(t12, _mm512_set1_ps(1.5f));
            _mm512_storeu_ps(c + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t17, a + t18);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t17, b + t18);
        __m512 t19 = _mm512_mul_ps(a_v_3, b_v_3);
        __m512 t20 = _mm512_add_ps(t19, _mm512_set1_ps(1.5f));
        _mm512_mask_storeu_ps(c + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = a[t21] * b[t21] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t3 = _mm512_div_ps(a_v, b_v);
            _mm512_storeu_ps(c + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t4);
            __m512 b_v_1 = _mm512_loadu_ps(b + t4);
            __m512 t5 = _mm512_div_ps(a_v_1, b_v_1);
            _mm512_storeu_ps(c + t4, t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t9);
            __m512 b_v_2 = _mm512_loadu_ps(b + t9);
            __m512 t10 = _mm512_div_ps(a_v_2, b_v_2);
            _mm512_storeu_ps(c + t9, t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        long t15 = (long)t11;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t14, a + t15);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t14, b + t15);
        __m512 t16 = _mm512_div_ps(a_v_3, b_v_3);
        _mm512_mask_storeu_ps(c + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        c[t17] = a[t17] / b[t17];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512 x_v = _mm512_set1_ps(x);
        __m512 y_v = _mm512_set1_ps(y);
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_mul_ps(x_v, a_v);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t4 = _mm512_mul_ps(y_v, b_v);
            __m512 t5 = _mm512_sub_ps(t3, t4);
            _mm512_storeu_ps(c + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t6);
            __m512 t7 = _mm512_mul_ps(x_v, a_v_1);
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 t8 = _mm512_mul_ps(y_v, b_v_1);
            __m512 t9 = _mm512_sub_ps(t7, t8);
            _mm512_storeu_ps(c + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512 x_v_1 = _mm512_set1_ps(x);
        __m512 y_v_1 = _mm512_set1_ps(y);
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:18 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t13);
            __m512 t14 = _mm512_mul_ps(x_v_1, a_v_2);
            __m512 b_v_2 = _mm512_loadu_ps(b + t13);
            __m512 t15 = _mm512_mul_ps(y_v_1, b_v_2);
            __m512 t16 = _mm512_sub_ps(t14, t15);
            _mm512_storeu_ps(c + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512 x_v_2 = _mm512_set1_ps(x);
        __m512 y_v_2 = _mm512_set1_ps(y);
        long t21 = (long)t17;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t20, a + t21);
        __m512 t22 = _mm512_mul_ps(x_v_2, a_v_3);
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t20, b + t21);
        __m512 t23 = _mm512_mul_ps(y_v_2, b_v_3);
        __m512 t24 = _mm512_sub_ps(t22, t23);
        _mm512_mask_storeu_ps(c + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        c[t25] = x * a[t25] - y * b[t25];
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
                float *t4 = a + i_vec;
                __m512 a_v = _mm512_loadu_ps(t4);
                __m512 t5 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t4, t5);
                float *t6 = a + (i_vec + 16L);
                __m512 a_v_1 = _mm512_loadu_ps(t6);
                __m512 t7 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t6, t7);
                float *t8 = a + (i_vec + 32L);
                __m512 a_v_2 = _mm512_loadu_ps(t8);
                __m512 t9 = _mm512_mul_ps(a_v_2, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t8, t9);
                float *t10 = a + (i_vec + 48L);
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
            /* vcc: loop at float_ops.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t15 = a + ((long)t12 + i_vec_1);
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
            float *t21 = a + (long)t17;
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
