/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

/* vcc-test: expect-vectorized 2 */
/* The most common loop of C code: a `size_t` counter up to a `size_t` bound. The frontend
 * writes `a[i]` as `a + (long)i`; the conversion of an unsigned count to the signed type of
 * its width keeps its value wherever the address is defined, so the accesses are consecutive
 * (they were taken for an indirect index, "a histogram", and the loops stayed scalar). */
#include "harness.h"
#include <stddef.h>

static void scale(float *a, size_t n) {
    unsigned long t11;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(unsigned long)i_vec;
            __m128 a_v = _mm_loadu_ps(t3);
            __m128 t4 = _mm_mul_ps(a_v, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t3, t4);
            float *t5 = a + (long)(unsigned long)(i_vec + 4L);
            __m128 a_v_1 = _mm_loadu_ps(t5);
            __m128 t6 = _mm_mul_ps(a_v_1, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t5, t6);
            float *t7 = a + (long)(unsigned long)(i_vec + 8L);
            __m128 a_v_2 = _mm_loadu_ps(t7);
            __m128 t8 = _mm_mul_ps(a_v_2, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t7, t8);
            float *t9 = a + (long)(unsigned long)(i_vec + 12L);
            __m128 a_v_3 = _mm_loadu_ps(t9);
            __m128 t10 = _mm_mul_ps(a_v_3, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (unsigned long)t2;
    } else {
        t11 = 0UL;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t14 = a + (long)(t11 + (unsigned long)i_vec_1);
            __m128 a_v_4 = _mm_loadu_ps(t14);
            __m128 t15 = _mm_mul_ps(a_v_4, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = t11 + (unsigned long)t13;
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        float *t16 = a + (long)i;
        *t16 = *t16 * 2.0f;
    }
}

/* Not restrict: vectorized behind a run-time overlap check. */
static void axpy(double *y, const double *x, double k, size_t n) {
    unsigned long t22;
    unsigned long i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 8L) & (((t2 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t3) | ((t3 + (unsigned long)(8L + (t1 - 1L) * 8L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -8L;
        __m128d k_v = _mm_set1_pd(k);
        long i_vec = 0L;
        /* vcc: loop at size_t_index.c:16 vectorized: VF 2, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        do {
            long t6 = (long)(unsigned long)i_vec;
            double *t7 = y + t6;
            __m128d y_v = _mm_loadu_pd(t7);
            __m128d x_v = _mm_loadu_pd(x + t6);
            __m128d t8 = _mm_mul_pd(k_v, x_v);
            __m128d t9 = _mm_add_pd(y_v, t8);
            _mm_storeu_pd(t7, t9);
            long t10 = (long)(unsigned long)(i_vec + 2L);
            double *t11 = y + t10;
            __m128d y_v_1 = _mm_loadu_pd(t11);
            __m128d x_v_1 = _mm_loadu_pd(x + t10);
            __m128d t12 = _mm_mul_pd(k_v, x_v_1);
            __m128d t13 = _mm_add_pd(y_v_1, t12);
            _mm_storeu_pd(t11, t13);
            long t14 = (long)(unsigned long)(i_vec + 4L);
            double *t15 = y + t14;
            __m128d y_v_2 = _mm_loadu_pd(t15);
            __m128d x_v_2 = _mm_loadu_pd(x + t14);
            __m128d t16 = _mm_mul_pd(k_v, x_v_2);
            __m128d t17 = _mm_add_pd(y_v_2, t16);
            _mm_storeu_pd(t15, t17);
            long t18 = (long)(unsigned long)(i_vec + 6L);
            double *t19 = y + t18;
            __m128d y_v_3 = _mm_loadu_pd(t19);
            __m128d x_v_3 = _mm_loadu_pd(x + t18);
            __m128d t20 = _mm_mul_pd(k_v, x_v_3);
            __m128d t21 = _mm_add_pd(y_v_3, t20);
            _mm_storeu_pd(t19, t21);
            i_vec += 8L;
        } while (i_vec < t5);
        t22 = (unsigned long)t5;
    } else {
        t22 = 0UL;
    }
    long t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)y;
    unsigned long t25 = (unsigned long)x;
    long t26 = (long)((unsigned long)y + (unsigned long)((long)t22 * 8L) - ((unsigned long)x + (unsigned long)((long)t22 * 8L)));
    if ((t23 >= 2L) & (((t24 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t25 + (unsigned long)((long)t22 * 8L))) | ((t25 + (unsigned long)((long)t22 * 8L + 8L + (t23 - 1L) * 8L)) <= (t24 + (unsigned long)((long)t22 * 8L))) | ((t26 <= 0L) | (t26 >= 16L)))) {
        long t27 = t23 & -2L;
        __m128d k_v_1 = _mm_set1_pd(k);
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_index.c:16 vector epilogue: VF 2, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t28 = (long)(t22 + (unsigned long)i_vec_1);
            double *t29 = y + t28;
            __m128d y_v_4 = _mm_loadu_pd(t29);
            __m128d x_v_4 = _mm_loadu_pd(x + t28);
            __m128d t30 = _mm_mul_pd(k_v_1, x_v_4);
            __m128d t31 = _mm_add_pd(y_v_4, t30);
            _mm_storeu_pd(t29, t31);
            i_vec_1 += 2L;
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
