/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 sse4.2=5 sse2=5 neon=6 */
/* `size_t` loops in the other shapes C code writes them: `!=` instead of `<`, counting down
 * with `a[i - 1]` or `i-- > 0`, starting at `n - 1`, and steps of 2. The index `(long)i` is
 * taken modulo 2^64, as the address is computed; a start that may have wrapped (`n - 1`) is
 * counted from as itself; a step of 2 from 0 cannot wrap without indexing more elements than
 * any object holds (an access runs on every iteration). */
#include "harness.h"
#include <stddef.h>

__attribute__((target("sse4.2"))) static void ne_loop(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:11 vectorized: VF 4, UF 4, scalar epilogue */
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
        i = (unsigned long)t2;
    } else {
        i = 0UL;
    }
    for (; i != n; i++) {
        float *t11 = a + (long)i;
        *t11 = *t11 * 2.0f;
    }
}

__attribute__((target("sse4.2"))) static void down(float *a, size_t n) {
    unsigned long i;
    unsigned long t19;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:16 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m128 t4 = _mm_loadu_ps(t3 + -3);
            __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(3.0f));
            __m128 t6 = _mm_add_ps(t5, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t3 + -3, t6);
            float *t7 = a + (long)(n + (unsigned long)((i_vec + 4L) * -1L) - 1UL);
            __m128 t8 = _mm_loadu_ps(t7 + -3);
            __m128 t9 = _mm_mul_ps(t8, _mm_set1_ps(3.0f));
            __m128 t10 = _mm_add_ps(t9, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t7 + -3, t10);
            float *t11 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            __m128 t12 = _mm_loadu_ps(t11 + -3);
            __m128 t13 = _mm_mul_ps(t12, _mm_set1_ps(3.0f));
            __m128 t14 = _mm_add_ps(t13, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t11 + -3, t14);
            float *t15 = a + (long)(n + (unsigned long)((i_vec + 12L) * -1L) - 1UL);
            __m128 t16 = _mm_loadu_ps(t15 + -3);
            __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(3.0f));
            __m128 t18 = _mm_add_ps(t17, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t15 + -3, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = n + (unsigned long)(t2 * -1L);
    } else {
        t19 = n;
    }
    long t20 = (long)t19;
    if (t20 >= 4L) {
        long t21 = t20 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:16 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t22 = a + (long)(t19 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m128 t23 = _mm_loadu_ps(t22 + -3);
            __m128 t24 = _mm_mul_ps(t23, _mm_set1_ps(3.0f));
            __m128 t25 = _mm_add_ps(t24, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t22 + -3, t25);
            i_vec_1 += 4L;
        } while (i_vec_1 < t21);
        i = t19 + (unsigned long)(t21 * -1L);
    } else {
        i = t19;
    }
    while (i > 0UL) {
        i--;
        float *t26 = a + (long)i;
        *t26 = *t26 * 3.0f + 1.0f;
    }
}

__attribute__((target("sse4.2"))) static void down_postdec(float *a, size_t n) {
    unsigned long t15;
    unsigned long i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (long)(n + (unsigned long)(i_vec * -1L) - 1UL);
            __m128 t4 = _mm_loadu_ps(t3 + -3);
            __m128 t5 = _mm_add_ps(t4, _mm_set1_ps(0.5f));
            _mm_storeu_ps(t3 + -3, t5);
            float *t6 = a + (long)(n + (unsigned long)((i_vec + 4L) * -1L) - 1UL);
            __m128 t7 = _mm_loadu_ps(t6 + -3);
            __m128 t8 = _mm_add_ps(t7, _mm_set1_ps(0.5f));
            _mm_storeu_ps(t6 + -3, t8);
            float *t9 = a + (long)(n + (unsigned long)((i_vec + 8L) * -1L) - 1UL);
            __m128 t10 = _mm_loadu_ps(t9 + -3);
            __m128 t11 = _mm_add_ps(t10, _mm_set1_ps(0.5f));
            _mm_storeu_ps(t9 + -3, t11);
            float *t12 = a + (long)(n + (unsigned long)((i_vec + 12L) * -1L) - 1UL);
            __m128 t13 = _mm_loadu_ps(t12 + -3);
            __m128 t14 = _mm_add_ps(t13, _mm_set1_ps(0.5f));
            _mm_storeu_ps(t12 + -3, t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t15 = n + (unsigned long)(t2 * -1L);
    } else {
        t15 = n;
    }
    long t16 = (long)t15;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            float *t18 = a + (long)(t15 + (unsigned long)(i_vec_1 * -1L) - 1UL);
            __m128 t19 = _mm_loadu_ps(t18 + -3);
            __m128 t20 = _mm_add_ps(t19, _mm_set1_ps(0.5f));
            _mm_storeu_ps(t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = t15 + (unsigned long)(t17 * -1L);
    } else {
        i = t15;
    }
    for (;;) {
        unsigned long i_1 = i - 1UL;
        if (i <= 0UL) {
            break;
        }
        float *t21 = a + (long)i_1;
        *t21 = *t21 + 0.5f;
        i = i_1;
    }
}

__attribute__((target("sse4.2"))) static void shift_left(float *a, size_t n) {
    unsigned long i;
    long t1 = (long)n + -1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:26 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            unsigned long t3 = 1UL + (unsigned long)i_vec;
            __m128 a_v = _mm_loadu_ps(a + (long)t3);
            _mm_storeu_ps(a + (long)(t3 - 1UL), a_v);
            unsigned long t4 = 1UL + (unsigned long)(i_vec + 4L);
            __m128 a_v_1 = _mm_loadu_ps(a + (long)t4);
            _mm_storeu_ps(a + (long)(t4 - 1UL), a_v_1);
            unsigned long t5 = 1UL + (unsigned long)(i_vec + 8L);
            __m128 a_v_2 = _mm_loadu_ps(a + (long)t5);
            _mm_storeu_ps(a + (long)(t5 - 1UL), a_v_2);
            unsigned long t6 = 1UL + (unsigned long)(i_vec + 12L);
            __m128 a_v_3 = _mm_loadu_ps(a + (long)t6);
            _mm_storeu_ps(a + (long)(t6 - 1UL), a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = 1UL + (unsigned long)t2;
    } else {
        i = 1UL;
    }
    for (; i != n; i++) {
        a[(long)(i - 1UL)] = a[(long)i];
    }
}

__attribute__((target("sse4.2"))) static void shift_right(float *a, size_t n) {
    unsigned long i;
    unsigned long t1 = n - 1UL;
    long t2 = (long)t1;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at size_t_shapes.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            unsigned long t4 = t1 + (unsigned long)(i_vec * -1L);
            __m128 t5 = _mm_loadu_ps(a + (long)(t4 - 1UL) + -3);
            __m128 a_v = _mm_shuffle_ps(t5, t5, 0x1b);
            __m128 t6 = _mm_shuffle_ps(a_v, a_v, 0x1b);
            _mm_storeu_ps(a + (long)t4 + -3, t6);
            unsigned long t7 = t1 + (unsigned long)((i_vec + 4L) * -1L);
            __m128 t8 = _mm_loadu_ps(a + (long)(t7 - 1UL) + -3);
            __m128 a_v_1 = _mm_shuffle_ps(t8, t8, 0x1b);
            __m128 t9 = _mm_shuffle_ps(a_v_1, a_v_1, 0x1b);
            _mm_storeu_ps(a + (long)t7 + -3, t9);
            unsigned long t10 = t1 + (unsigned long)((i_vec + 8L) * -1L);
            __m128 t11 = _mm_loadu_ps(a + (long)(t10 - 1UL) + -3);
            __m128 a_v_2 = _mm_shuffle_ps(t11, t11, 0x1b);
            __m128 t12 = _mm_shuffle_ps(a_v_2, a_v_2, 0x1b);
            _mm_storeu_ps(a + (long)t10 + -3, t12);
            unsigned long t13 = t1 + (unsigned long)((i_vec + 12L) * -1L);
            __m128 t14 = _mm_loadu_ps(a + (long)(t13 - 1UL) + -3);
            __m128 a_v_3 = _mm_shuffle_ps(t14, t14, 0x1b);
            __m128 t15 = _mm_shuffle_ps(a_v_3, a_v_3, 0x1b);
            _mm_storeu_ps(a + (long)t13 + -3, t15);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 += (unsigned long)(t3 * -1L);
    }
    long t16 = (long)t1;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at size_t_shapes.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            unsigned long t18 = t1 + (unsigned long)(i_vec_1 * -1L);
            __m128 t19 = _mm_loadu_ps(a + (long)(t18 - 1UL) + -3);
            __m128 a_v_4 = _mm_shuffle_ps(t19, t19, 0x1b);
            __m128 t20 = _mm_shuffle_ps(a_v_4, a_v_4, 0x1b);
            _mm_storeu_ps(a + (long)t18 + -3, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = t1 + (unsigned long)(t17 * -1L);
    } else {
        i = t1;
    }
    while (i > 0UL) {
        unsigned long t21 = i - 1UL;
        a[(long)i] = a[(long)t21];
        i = t21;
    }
}

static void step2(float *restrict a, const float *restrict b, size_t n) {
    for (size_t i = 0; i < n; i += 2)
        a[i] = b[i] * b[i + 1] + a[i + 1];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, sizeof *a), *b = new_array(n + 2, sizeof *b);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -20, 40);
        size_t m = (size_t)n;
        ne_loop(a, m);
        down(a, m);
        down_postdec(a, m);
        if (m > 0) {
            shift_left(a, m);
            shift_right(a, m);
        }
        step2(a, b, m);
        printf("n=%d %llx\n", n, HASH(a, n + 2));
        free(a);
        free(b);
    }
    return 0;
}
