/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
__attribute__((target("sse4.2"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_mul_ps(a_v, b_v);
            __m128 t4 = _mm_add_ps(t3, _mm_set1_ps(1.5f));
            _mm_storeu_ps(c + i_vec, t4);
            long t5 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t5);
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 t6 = _mm_mul_ps(a_v_1, b_v_1);
            __m128 t7 = _mm_add_ps(t6, _mm_set1_ps(1.5f));
            _mm_storeu_ps(c + t5, t7);
            long t8 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t8);
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 t9 = _mm_mul_ps(a_v_2, b_v_2);
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(1.5f));
            _mm_storeu_ps(c + t8, t10);
            long t11 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t11);
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t12 = _mm_mul_ps(a_v_3, b_v_3);
            __m128 t13 = _mm_add_ps(t12, _mm_set1_ps(1.5f));
            _mm_storeu_ps(c + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t17);
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 t18 = _mm_mul_ps(a_v_4, b_v_4);
            __m128 t19 = _mm_add_ps(t18, _mm_set1_ps(1.5f));
            _mm_storeu_ps(c + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * b[t20] + 1.5f;
    }
}

__attribute__((target("sse4.2"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_div_ps(a_v, b_v);
            _mm_storeu_ps(c + i_vec, t3);
            long t4 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t4);
            __m128 b_v_1 = _mm_loadu_ps(b + t4);
            __m128 t5 = _mm_div_ps(a_v_1, b_v_1);
            _mm_storeu_ps(c + t4, t5);
            long t6 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t6);
            __m128 b_v_2 = _mm_loadu_ps(b + t6);
            __m128 t7 = _mm_div_ps(a_v_2, b_v_2);
            _mm_storeu_ps(c + t6, t7);
            long t8 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t8);
            __m128 b_v_3 = _mm_loadu_ps(b + t8);
            __m128 t9 = _mm_div_ps(a_v_3, b_v_3);
            _mm_storeu_ps(c + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t13);
            __m128 b_v_4 = _mm_loadu_ps(b + t13);
            __m128 t14 = _mm_div_ps(a_v_4, b_v_4);
            _mm_storeu_ps(c + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        c[t15] = a[t15] / b[t15];
    }
}

__attribute__((target("sse4.2"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 x_v = _mm_set1_ps(x);
        __m128 y_v = _mm_set1_ps(y);
        long i_vec = 0L;
        /* vcc: loop at float_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 t3 = _mm_mul_ps(x_v, a_v);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t4 = _mm_mul_ps(y_v, b_v);
            __m128 t5 = _mm_sub_ps(t3, t4);
            _mm_storeu_ps(c + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t6);
            __m128 t7 = _mm_mul_ps(x_v, a_v_1);
            __m128 b_v_1 = _mm_loadu_ps(b + t6);
            __m128 t8 = _mm_mul_ps(y_v, b_v_1);
            __m128 t9 = _mm_sub_ps(t7, t8);
            _mm_storeu_ps(c + t6, t9);
            long t10 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t10);
            __m128 t11 = _mm_mul_ps(x_v, a_v_2);
            __m128 b_v_2 = _mm_loadu_ps(b + t10);
            __m128 t12 = _mm_mul_ps(y_v, b_v_2);
            __m128 t13 = _mm_sub_ps(t11, t12);
            _mm_storeu_ps(c + t10, t13);
            long t14 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t14);
            __m128 t15 = _mm_mul_ps(x_v, a_v_3);
            __m128 b_v_3 = _mm_loadu_ps(b + t14);
            __m128 t16 = _mm_mul_ps(y_v, b_v_3);
            __m128 t17 = _mm_sub_ps(t15, t16);
            _mm_storeu_ps(c + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128 x_v_1 = _mm_set1_ps(x);
        __m128 y_v_1 = _mm_set1_ps(y);
        long i_vec_1 = 0L;
        /* vcc: loop at float_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t21);
            __m128 t22 = _mm_mul_ps(x_v_1, a_v_4);
            __m128 b_v_4 = _mm_loadu_ps(b + t21);
            __m128 t23 = _mm_mul_ps(y_v_1, b_v_4);
            __m128 t24 = _mm_sub_ps(t22, t23);
            _mm_storeu_ps(c + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        c[t25] = x * a[t25] - y * b[t25];
    }
}

__attribute__((target("sse4.2"))) int main(void) {
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
        float *a = (float *)new_array(n, 4UL);
        float *b = (float *)new_array(n, 4UL);
        float *c = (float *)new_array(n, 4UL);
        float *d = (float *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)(next_rand() % 1000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 999U));
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at float_ops.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t4 = a + i_vec;
                __m128 a_v = _mm_loadu_ps(t4);
                __m128 t5 = _mm_mul_ps(a_v, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t4, t5);
                float *t6 = a + (i_vec + 4L);
                __m128 a_v_1 = _mm_loadu_ps(t6);
                __m128 t7 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t6, t7);
                float *t8 = a + (i_vec + 8L);
                __m128 a_v_2 = _mm_loadu_ps(t8);
                __m128 t9 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t8, t9);
                float *t10 = a + (i_vec + 12L);
                __m128 a_v_3 = _mm_loadu_ps(t10);
                __m128 t11 = _mm_mul_ps(a_v_3, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at float_ops.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t15 = a + ((long)t12 + i_vec_1);
                __m128 a_v_4 = _mm_loadu_ps(t15);
                __m128 t16 = _mm_mul_ps(a_v_4, _mm_set1_ps(0.37f));
                _mm_storeu_ps(t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            float *t17 = a + i;
            *t17 = *t17 * 0.37f;
        }
        const float *t18 = b;
        const float *t19 = a;
        muladd_f32(n, c, t19, t18);
        div_f32(n, d, t19, t18);
        unsigned long t20 = (unsigned long)n * 4UL;
        const void *t21 = (const void *)c;
        unsigned long t22 = hash_bytes(t21, t20);
        unsigned long t23 = hash_bytes((const void *)d, t20);
        axpby_f32(n, 1.25f, -3.5f, c, t19, t18);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t22, (unsigned long long)t23, (unsigned long long)hash_bytes(t21, t20));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)d);
    }
}
