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
/* Structs local to a function, their members scalars before the loop vectorizer
 * (`transform/split_records.rs`): a point built in each iteration, and a span holding the
 * loop's pointers and bound. A struct whose address is passed on stays in memory. */
#include "harness.h"

struct vcc_point_38 {
    float x;
    float y;
};
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 p_x_v = _mm256_loadu_ps(b + i_vec);
            __m256 p_y_v = _mm256_loadu_ps(c + i_vec);
            __m256 t3 = _mm256_mul_ps(p_x_v, p_x_v);
            __m256 t4 = _mm256_mul_ps(p_y_v, p_y_v);
            __m256 t5 = _mm256_add_ps(t3, t4);
            _mm256_storeu_ps(a + i_vec, t5);
            long t6 = i_vec + 8L;
            __m256 p_x_v_1 = _mm256_loadu_ps(b + t6);
            __m256 p_y_v_1 = _mm256_loadu_ps(c + t6);
            __m256 t7 = _mm256_mul_ps(p_x_v_1, p_x_v_1);
            __m256 t8 = _mm256_mul_ps(p_y_v_1, p_y_v_1);
            __m256 t9 = _mm256_add_ps(t7, t8);
            _mm256_storeu_ps(a + t6, t9);
            long t10 = i_vec + 16L;
            __m256 p_x_v_2 = _mm256_loadu_ps(b + t10);
            __m256 p_y_v_2 = _mm256_loadu_ps(c + t10);
            __m256 t11 = _mm256_mul_ps(p_x_v_2, p_x_v_2);
            __m256 t12 = _mm256_mul_ps(p_y_v_2, p_y_v_2);
            __m256 t13 = _mm256_add_ps(t11, t12);
            _mm256_storeu_ps(a + t10, t13);
            long t14 = i_vec + 24L;
            __m256 p_x_v_3 = _mm256_loadu_ps(b + t14);
            __m256 p_y_v_3 = _mm256_loadu_ps(c + t14);
            __m256 t15 = _mm256_mul_ps(p_x_v_3, p_x_v_3);
            __m256 t16 = _mm256_mul_ps(p_y_v_3, p_y_v_3);
            __m256 t17 = _mm256_add_ps(t15, t16);
            _mm256_storeu_ps(a + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256 p_x_v_4 = _mm256_loadu_ps(b + t21);
            __m256 p_y_v_4 = _mm256_loadu_ps(c + t21);
            __m256 t22 = _mm256_mul_ps(p_x_v_4, p_x_v_4);
            __m256 t23 = _mm256_mul_ps(p_y_v_4, p_y_v_4);
            __m256 t24 = _mm256_add_ps(t22, t23);
            _mm256_storeu_ps(a + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t29 = (long)t25;
        __m256 p_x_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), b + t29);
        __m256 p_y_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t28), c + t29);
        __m256 t30 = _mm256_mul_ps(p_x_v_5, p_x_v_5);
        __m256 t31 = _mm256_mul_ps(p_y_v_5, p_y_v_5);
        __m256 t32 = _mm256_add_ps(t30, t31);
        _mm256_mask_storeu_ps(a + t29, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float p_x = b[t33];
        float p_y = c[t33];
        a[t33] = p_x * p_x + p_y * p_y;
    }
}

struct vcc_span_39 {
    float *dst;
    const float *src;
    int len;
};
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpy_span(float *dst, const float *src, float s, int n) {
    vcc_no_contract_body
    int t21;
    int t31;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        __m256 s_v = _mm256_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 8, UF 4, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
        do {
            float *t6 = dst + i_vec;
            __m256 src_v = _mm256_loadu_ps(src + i_vec);
            __m256 t7 = _mm256_mul_ps(src_v, s_v);
            __m256 dst_v = _mm256_loadu_ps(t6);
            __m256 t8 = _mm256_add_ps(t7, dst_v);
            _mm256_storeu_ps(t6, t8);
            long t9 = i_vec + 8L;
            float *t10 = dst + t9;
            __m256 src_v_1 = _mm256_loadu_ps(src + t9);
            __m256 t11 = _mm256_mul_ps(src_v_1, s_v);
            __m256 dst_v_1 = _mm256_loadu_ps(t10);
            __m256 t12 = _mm256_add_ps(t11, dst_v_1);
            _mm256_storeu_ps(t10, t12);
            long t13 = i_vec + 16L;
            float *t14 = dst + t13;
            __m256 src_v_2 = _mm256_loadu_ps(src + t13);
            __m256 t15 = _mm256_mul_ps(src_v_2, s_v);
            __m256 dst_v_2 = _mm256_loadu_ps(t14);
            __m256 t16 = _mm256_add_ps(t15, dst_v_2);
            _mm256_storeu_ps(t14, t16);
            long t17 = i_vec + 24L;
            float *t18 = dst + t17;
            __m256 src_v_3 = _mm256_loadu_ps(src + t17);
            __m256 t19 = _mm256_mul_ps(src_v_3, s_v);
            __m256 dst_v_3 = _mm256_loadu_ps(t18);
            __m256 t20 = _mm256_add_ps(t19, dst_v_3);
            _mm256_storeu_ps(t18, t20);
            i_vec += 32L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)dst;
    unsigned long t24 = (unsigned long)src;
    long t25 = (long)((unsigned long)dst + (unsigned long)((long)t21 * 4L) - ((unsigned long)src + (unsigned long)((long)t21 * 4L)));
    if ((t22 >= 8L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))) | ((t25 <= 0L) | (t25 >= 32L)))) {
        long t26 = t22 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 8, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t27 = (long)t21 + i_vec_1;
            float *t28 = dst + t27;
            __m256 src_v_4 = _mm256_loadu_ps(src + t27);
            __m256 t29 = _mm256_mul_ps(src_v_4, s_v_1);
            __m256 dst_v_4 = _mm256_loadu_ps(t28);
            __m256 t30 = _mm256_add_ps(t29, dst_v_4);
            _mm256_storeu_ps(t28, t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        t31 = (int)((long)t21 + t26);
    } else {
        t31 = t21;
    }
    long t32 = (long)n + (long)t31 * -1L;
    unsigned long t33 = (unsigned long)dst;
    unsigned long t34 = (unsigned long)src;
    long t35 = (long)((unsigned long)dst + (unsigned long)((long)t31 * 4L) - ((unsigned long)src + (unsigned long)((long)t31 * 4L)));
    if ((t32 >= 1L) & (t32 <= 8L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L))) | ((t35 <= 0L) | (t35 >= 32L)))) {
        __m256i t36 = _mm256_set1_epi32((int)(int)t32);
        __m256i t37 = _mm256_cmpgt_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_2 = _mm256_set1_ps(s);
        long t38 = (long)t31;
        float *t39 = dst + t38;
        __m256 src_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), src + t38);
        __m256 t40 = _mm256_mul_ps(src_v_5, s_v_2);
        __m256 dst_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t37), t39);
        __m256 t41 = _mm256_add_ps(t40, dst_v_5);
        _mm256_mask_storeu_ps(t39, _mm256_movepi32_mask(t37), t41);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t42 = (long)i;
        float *t43 = dst + t42;
        *t43 = src[t42] * s + *t43;
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
