/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>

/* vcc-test: expect-vectorized 2 */
/* Structs local to a function, their members scalars before the loop vectorizer
 * (`transform/split_records.rs`): a point built in each iteration, and a span holding the
 * loop's pointers and bound. A struct whose address is passed on stays in memory. */
#include "harness.h"

struct vcc_point_38 {
    float x;
    float y;
};
__attribute__((target("sse4.2"))) void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 p_x_v = _mm_loadu_ps(b + i_vec);
            __m128 p_y_v = _mm_loadu_ps(c + i_vec);
            __m128 t3 = _mm_mul_ps(p_x_v, p_x_v);
            __m128 t4 = _mm_mul_ps(p_y_v, p_y_v);
            __m128 t5 = _mm_add_ps(t3, t4);
            _mm_storeu_ps(a + i_vec, t5);
            long t6 = i_vec + 4L;
            __m128 p_x_v_1 = _mm_loadu_ps(b + t6);
            __m128 p_y_v_1 = _mm_loadu_ps(c + t6);
            __m128 t7 = _mm_mul_ps(p_x_v_1, p_x_v_1);
            __m128 t8 = _mm_mul_ps(p_y_v_1, p_y_v_1);
            __m128 t9 = _mm_add_ps(t7, t8);
            _mm_storeu_ps(a + t6, t9);
            long t10 = i_vec + 8L;
            __m128 p_x_v_2 = _mm_loadu_ps(b + t10);
            __m128 p_y_v_2 = _mm_loadu_ps(c + t10);
            __m128 t11 = _mm_mul_ps(p_x_v_2, p_x_v_2);
            __m128 t12 = _mm_mul_ps(p_y_v_2, p_y_v_2);
            __m128 t13 = _mm_add_ps(t11, t12);
            _mm_storeu_ps(a + t10, t13);
            long t14 = i_vec + 12L;
            __m128 p_x_v_3 = _mm_loadu_ps(b + t14);
            __m128 p_y_v_3 = _mm_loadu_ps(c + t14);
            __m128 t15 = _mm_mul_ps(p_x_v_3, p_x_v_3);
            __m128 t16 = _mm_mul_ps(p_y_v_3, p_y_v_3);
            __m128 t17 = _mm_add_ps(t15, t16);
            _mm_storeu_ps(a + t14, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128 p_x_v_4 = _mm_loadu_ps(b + t21);
            __m128 p_y_v_4 = _mm_loadu_ps(c + t21);
            __m128 t22 = _mm_mul_ps(p_x_v_4, p_x_v_4);
            __m128 t23 = _mm_mul_ps(p_y_v_4, p_y_v_4);
            __m128 t24 = _mm_add_ps(t22, t23);
            _mm_storeu_ps(a + t21, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float p_x = b[t25];
        float p_y = c[t25];
        a[t25] = p_x * p_x + p_y * p_y;
    }
}

struct vcc_span_39 {
    float *dst;
    const float *src;
    int len;
};
__attribute__((target("sse4.2"))) void axpy_span(float *dst, const float *src, float s, int n) {
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        __m128 s_v = _mm_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 4, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float *t6 = dst + i_vec;
            __m128 src_v = _mm_loadu_ps(src + i_vec);
            __m128 t7 = _mm_mul_ps(src_v, s_v);
            __m128 dst_v = _mm_loadu_ps(t6);
            __m128 t8 = _mm_add_ps(t7, dst_v);
            _mm_storeu_ps(t6, t8);
            long t9 = i_vec + 4L;
            float *t10 = dst + t9;
            __m128 src_v_1 = _mm_loadu_ps(src + t9);
            __m128 t11 = _mm_mul_ps(src_v_1, s_v);
            __m128 dst_v_1 = _mm_loadu_ps(t10);
            __m128 t12 = _mm_add_ps(t11, dst_v_1);
            _mm_storeu_ps(t10, t12);
            long t13 = i_vec + 8L;
            float *t14 = dst + t13;
            __m128 src_v_2 = _mm_loadu_ps(src + t13);
            __m128 t15 = _mm_mul_ps(src_v_2, s_v);
            __m128 dst_v_2 = _mm_loadu_ps(t14);
            __m128 t16 = _mm_add_ps(t15, dst_v_2);
            _mm_storeu_ps(t14, t16);
            long t17 = i_vec + 12L;
            float *t18 = dst + t17;
            __m128 src_v_3 = _mm_loadu_ps(src + t17);
            __m128 t19 = _mm_mul_ps(src_v_3, s_v);
            __m128 dst_v_3 = _mm_loadu_ps(t18);
            __m128 t20 = _mm_add_ps(t19, dst_v_3);
            _mm_storeu_ps(t18, t20);
            i_vec += 16L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)dst;
    unsigned long t24 = (unsigned long)src;
    long t25 = (long)((unsigned long)dst + (unsigned long)((long)t21 * 4L) - ((unsigned long)src + (unsigned long)((long)t21 * 4L)));
    if ((t22 >= 4L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 16L)))) {
        long t26 = t22 & -4L;
        __m128 s_v_1 = _mm_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 4, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t27 = (long)t21 + i_vec_1;
            float *t28 = dst + t27;
            __m128 src_v_4 = _mm_loadu_ps(src + t27);
            __m128 t29 = _mm_mul_ps(src_v_4, s_v_1);
            __m128 dst_v_4 = _mm_loadu_ps(t28);
            __m128 t30 = _mm_add_ps(t29, dst_v_4);
            _mm_storeu_ps(t28, t30);
            i_vec_1 += 4L;
        } while (i_vec_1 < t26);
        i = (int)((long)t21 + t26);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float *t32 = dst + t31;
        *t32 = src[t31] * s + *t32;
    }
}

struct acc {
    int lo, hi;
};
static void __attribute__((noinline)) widen(struct acc *a, int v) {
    if (v < a->lo)
        a->lo = v;
    if (v > a->hi)
        a->hi = v;
}

/* Its address goes to a call: kept in memory, the loop stays scalar. */
int range(const int *x, int n) {
    struct acc a = { 1 << 30, -(1 << 30) };
    for (int i = 0; i < n; i++)
        widen(&a, x[i]);
    return a.hi - a.lo;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float)), *c = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int));
        FILL(b, n, -50, 100);
        FILL(c, n, -50, 100);
        FILL(x, n, -1000, 2000);
        norms(a, b, c, n);
        unsigned long long h1 = HASH(a, n);
        axpy_span(a, b, 0.5f, n);
        printf("n=%d %llx %llx %d\n", n, h1, HASH(a, n), range(x, n));
        free(a);
        free(b);
        free(c);
        free(x);
    }
    return 0;
}
