/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>

/* vcc-test: expect-vectorized 2 */
#include "harness.h"


/* double: daxpy and a square minus a product; exact lane by lane. */
void daxpy(int n, double a, const double *restrict x, double *restrict y) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128d a_v = _mm_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:7 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            __m128d x_v = _mm_loadu_pd(x + i_vec);
            __m128d t4 = _mm_mul_pd(a_v, x_v);
            __m128d y_v = _mm_loadu_pd(t3);
            __m128d t5 = _mm_add_pd(t4, y_v);
            _mm_storeu_pd(t3, t5);
            long t6 = i_vec + 2L;
            double *t7 = y + t6;
            __m128d x_v_1 = _mm_loadu_pd(x + t6);
            __m128d t8 = _mm_mul_pd(a_v, x_v_1);
            __m128d y_v_1 = _mm_loadu_pd(t7);
            __m128d t9 = _mm_add_pd(t8, y_v_1);
            _mm_storeu_pd(t7, t9);
            long t10 = i_vec + 4L;
            double *t11 = y + t10;
            __m128d x_v_2 = _mm_loadu_pd(x + t10);
            __m128d t12 = _mm_mul_pd(a_v, x_v_2);
            __m128d y_v_2 = _mm_loadu_pd(t11);
            __m128d t13 = _mm_add_pd(t12, y_v_2);
            _mm_storeu_pd(t11, t13);
            long t14 = i_vec + 6L;
            double *t15 = y + t14;
            __m128d x_v_3 = _mm_loadu_pd(x + t14);
            __m128d t16 = _mm_mul_pd(a_v, x_v_3);
            __m128d y_v_3 = _mm_loadu_pd(t15);
            __m128d t17 = _mm_add_pd(t16, y_v_3);
            _mm_storeu_pd(t15, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        __m128d a_v_1 = _mm_set1_pd(a);
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:7 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            __m128d x_v_4 = _mm_loadu_pd(x + t21);
            __m128d t23 = _mm_mul_pd(a_v_1, x_v_4);
            __m128d y_v_4 = _mm_loadu_pd(t22);
            __m128d t24 = _mm_add_pd(t23, y_v_4);
            _mm_storeu_pd(t22, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

void sqdiff(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at double_ops.c:12 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d a_v = _mm_loadu_pd(a + i_vec);
            __m128d t3 = _mm_mul_pd(a_v, a_v);
            __m128d b_v = _mm_loadu_pd(b + i_vec);
            __m128d t4 = _mm_div_pd(b_v, _mm_set1_pd(3.0));
            __m128d t5 = _mm_sub_pd(t3, t4);
            _mm_storeu_pd(c + i_vec, t5);
            long t6 = i_vec + 2L;
            __m128d a_v_1 = _mm_loadu_pd(a + t6);
            __m128d t7 = _mm_mul_pd(a_v_1, a_v_1);
            __m128d b_v_1 = _mm_loadu_pd(b + t6);
            __m128d t8 = _mm_div_pd(b_v_1, _mm_set1_pd(3.0));
            __m128d t9 = _mm_sub_pd(t7, t8);
            _mm_storeu_pd(c + t6, t9);
            long t10 = i_vec + 4L;
            __m128d a_v_2 = _mm_loadu_pd(a + t10);
            __m128d t11 = _mm_mul_pd(a_v_2, a_v_2);
            __m128d b_v_2 = _mm_loadu_pd(b + t10);
            __m128d t12 = _mm_div_pd(b_v_2, _mm_set1_pd(3.0));
            __m128d t13 = _mm_sub_pd(t11, t12);
            _mm_storeu_pd(c + t10, t13);
            long t14 = i_vec + 6L;
            __m128d a_v_3 = _mm_loadu_pd(a + t14);
            __m128d t15 = _mm_mul_pd(a_v_3, a_v_3);
            __m128d b_v_3 = _mm_loadu_pd(b + t14);
            __m128d t16 = _mm_div_pd(b_v_3, _mm_set1_pd(3.0));
            __m128d t17 = _mm_sub_pd(t15, t16);
            _mm_storeu_pd(c + t14, t17);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_ops.c:12 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128d a_v_4 = _mm_loadu_pd(a + t21);
            __m128d t22 = _mm_mul_pd(a_v_4, a_v_4);
            __m128d b_v_4 = _mm_loadu_pd(b + t21);
            __m128d t23 = _mm_div_pd(b_v_4, _mm_set1_pd(3.0));
            __m128d t24 = _mm_sub_pd(t22, t23);
            _mm_storeu_pd(c + t21, t24);
            i_vec_1 += 2L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double t26 = a[t25];
        c[t25] = t26 * t26 - b[t25] / 3.0;
    }
}

int main(void) {
    int n;
    int t1;
    int t12;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        double *x = (double *)new_array(n, 8UL);
        double *y = (double *)new_array(n, 8UL);
        double *c = (double *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = (double)(-5000 + (int)(next_rand() % 10000U));
        }
        long t2 = (long)n;
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            long i_vec = 0L;
            /* vcc: loop at double_ops.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            do {
                double *t4 = x + i_vec;
                __m128d x_v = _mm_loadu_pd(t4);
                __m128d t5 = _mm_mul_pd(x_v, _mm_set1_pd(0.013));
                _mm_storeu_pd(t4, t5);
                double *t6 = x + (i_vec + 2L);
                __m128d x_v_1 = _mm_loadu_pd(t6);
                __m128d t7 = _mm_mul_pd(x_v_1, _mm_set1_pd(0.013));
                _mm_storeu_pd(t6, t7);
                double *t8 = x + (i_vec + 4L);
                __m128d x_v_2 = _mm_loadu_pd(t8);
                __m128d t9 = _mm_mul_pd(x_v_2, _mm_set1_pd(0.013));
                _mm_storeu_pd(t8, t9);
                double *t10 = x + (i_vec + 6L);
                __m128d x_v_3 = _mm_loadu_pd(t10);
                __m128d t11 = _mm_mul_pd(x_v_3, _mm_set1_pd(0.013));
                _mm_storeu_pd(t10, t11);
                i_vec += 8L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 2L) {
            long t14 = t13 & -2L;
            long i_vec_1 = 0L;
            /* vcc: loop at double_ops.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
            do {
                double *t15 = x + ((long)t12 + i_vec_1);
                __m128d x_v_4 = _mm_loadu_pd(t15);
                __m128d t16 = _mm_mul_pd(x_v_4, _mm_set1_pd(0.013));
                _mm_storeu_pd(t15, t16);
                i_vec_1 += 2L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            double *t17 = x + i;
            *t17 = *t17 * 0.013;
        }
        const double *t18 = x;
        sqdiff(n, c, t18, y);
        daxpy(n, -2.75, t18, y);
        unsigned long t19 = (unsigned long)n * 8UL;
        unsigned long t20 = hash_bytes((const void *)c, t19);
        printf("n=%d daxpy=%llx sqdiff=%llx\n", n, (unsigned long long)hash_bytes((const void *)y, t19), (unsigned long long)t20);
        free((void *)x);
        free((void *)y);
        free((void *)c);
    }
}
