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

/* vcc-test: expect-vectorized 2 */
/* The most common loop of C code: a `size_t` counter up to a `size_t` bound. The frontend
 * writes `a[i]` as `a + (long)i`; the conversion of an unsigned count to the signed type of
 * its width keeps its value wherever the address is defined, so the accesses are consecutive
 * (they were taken for an indirect index, "a histogram", and the loops stayed scalar). */
#include "harness.h"
#include <stddef.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void scale(float *a, size_t n) {
    vcc_no_contract_body
    unsigned long t11;
    unsigned long t16;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            __m256 a_v = _mm256_loadu_ps(t3);
            __m256 t4 = _mm256_mul_ps(a_v, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(t5);
            __m256 t6 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(t9);
            __m256 t10 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t9, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (unsigned long)t2;
    } else {
        t11 = 0UL;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t14 = a + (long)(t11 + (unsigned long)i_vec_1);
            __m256 a_v_4 = _mm256_loadu_ps(t14);
            __m256 t15 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t14, t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = t11 + (unsigned long)t13;
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        float *t20 = a + (long)t16;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), t20);
        __m256 t21 = _mm256_mul_ps(a_v_5, _mm256_set1_ps(2.0f));
        _mm256_mask_storeu_ps(t20, _mm256_movepi32_mask(t19), t21);
        i = t16 + (unsigned long)t17;
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        float *t22 = a + (long)i;
        *t22 = *t22 * 2.0f;
    }
}

/* Not restrict: vectorized behind a run-time overlap check. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void axpy(double *y, const double *x, double k, size_t n) {
    vcc_no_contract_body
    unsigned long t22;
    unsigned long i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -16L;
        __m256d k_v = _mm256_set1_pd(k);
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:16 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            long t6 = (long)(unsigned long)i_vec;
            double *t7 = y + t6;
            __m256d y_v = _mm256_loadu_pd(t7);
            __m256d x_v = _mm256_loadu_pd(x + t6);
            __m256d t8 = _mm256_mul_pd(k_v, x_v);
            __m256d t9 = _mm256_add_pd(y_v, t8);
            _mm256_storeu_pd(t7, t9);
            long t10 = (long)(unsigned long)(i_vec + 4L);
            double *t11 = y + t10;
            __m256d y_v_1 = _mm256_loadu_pd(t11);
            __m256d x_v_1 = _mm256_loadu_pd(x + t10);
            __m256d t12 = _mm256_mul_pd(k_v, x_v_1);
            __m256d t13 = _mm256_add_pd(y_v_1, t12);
            _mm256_storeu_pd(t11, t13);
            long t14 = (long)(unsigned long)(i_vec + 8L);
            double *t15 = y + t14;
            __m256d y_v_2 = _mm256_loadu_pd(t15);
            __m256d x_v_2 = _mm256_loadu_pd(x + t14);
            __m256d t16 = _mm256_mul_pd(k_v, x_v_2);
            __m256d t17 = _mm256_add_pd(y_v_2, t16);
            _mm256_storeu_pd(t15, t17);
            long t18 = (long)(unsigned long)(i_vec + 12L);
            double *t19 = y + t18;
            __m256d y_v_3 = _mm256_loadu_pd(t19);
            __m256d x_v_3 = _mm256_loadu_pd(x + t18);
            __m256d t20 = _mm256_mul_pd(k_v, x_v_3);
            __m256d t21 = _mm256_add_pd(y_v_3, t20);
            _mm256_storeu_pd(t19, t21);
            i_vec += 16L;
        } while (i_vec < t5);
        t22 = (unsigned long)t5;
    } else {
        t22 = 0UL;
    }
    long t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)y;
    unsigned long t25 = (unsigned long)x;
    long t26 = (long)((unsigned long)y + (unsigned long)((long)t22 * 8L) - ((unsigned long)x + (unsigned long)((long)t22 * 8L)));
    if ((t23 >= 4L) & (((t24 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t22 * 8L))) | ((t25 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t24 + (unsigned long)((long)t22 * 8L))) | ((t26 <= 0L) | (t26 >= 32L)))) {
        long t27 = t23 & -4L;
        __m256d k_v_1 = _mm256_set1_pd(k);
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:16 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t28 = (long)(t22 + (unsigned long)i_vec_1);
            double *t29 = y + t28;
            __m256d y_v_4 = _mm256_loadu_pd(t29);
            __m256d x_v_4 = _mm256_loadu_pd(x + t28);
            __m256d t30 = _mm256_mul_pd(k_v_1, x_v_4);
            __m256d t31 = _mm256_add_pd(y_v_4, t30);
            _mm256_storeu_pd(t29, t31);
            i_vec_1 += 4L;
        } while (i_vec_1 < t27);
        i = t22 + (unsigned long)t27;
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        double *t33 = y + t32;
        *t33 = *t33 + k * x[t32];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof *a);
        double *x = new_array(n + 1, sizeof *x), *y = new_array(n + 1, sizeof *y);
        FILL(a, n, -50, 100);
        FILL(x, n + 1, -20, 40);
        FILL(y, n + 1, -20, 40);
        scale(a, (size_t)n);
        axpy(y, x, 0.5, (size_t)n);
        /* Overlapping: y one element past x, in place. */
        axpy(x + 1, x, 0.25, (size_t)n);
        printf("n=%d %llx %llx %llx\n", n, HASH(a, n), HASH(y, n + 1), HASH(x, n + 1));
        free(a);
        free(x);
        free(y);
    }
    return 0;
}
