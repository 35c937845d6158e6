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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 p_x_v = _mm512_loadu_ps(b + i_vec);
            __m512 p_y_v = _mm512_loadu_ps(c + i_vec);
            __m512 t3 = _mm512_mul_ps(p_x_v, p_x_v);
            __m512 t4 = _mm512_mul_ps(p_y_v, p_y_v);
            __m512 t5 = _mm512_add_ps(t3, t4);
            _mm512_storeu_ps(a + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512 p_x_v_1 = _mm512_loadu_ps(b + t6);
            __m512 p_y_v_1 = _mm512_loadu_ps(c + t6);
            __m512 t7 = _mm512_mul_ps(p_x_v_1, p_x_v_1);
            __m512 t8 = _mm512_mul_ps(p_y_v_1, p_y_v_1);
            __m512 t9 = _mm512_add_ps(t7, t8);
            _mm512_storeu_ps(a + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512 p_x_v_2 = _mm512_loadu_ps(b + t13);
            __m512 p_y_v_2 = _mm512_loadu_ps(c + t13);
            __m512 t14 = _mm512_mul_ps(p_x_v_2, p_x_v_2);
            __m512 t15 = _mm512_mul_ps(p_y_v_2, p_y_v_2);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(a + t13, t16);
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
        long t21 = (long)t17;
        __m512 p_x_v_3 = _mm512_maskz_loadu_ps(t20, b + t21);
        __m512 p_y_v_3 = _mm512_maskz_loadu_ps(t20, c + t21);
        __m512 t22 = _mm512_mul_ps(p_x_v_3, p_x_v_3);
        __m512 t23 = _mm512_mul_ps(p_y_v_3, p_y_v_3);
        __m512 t24 = _mm512_add_ps(t22, t23);
        _mm512_mask_storeu_ps(a + t21, t20, t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void axpy_span(float *dst, const float *src, float s, int n) {
    vcc_no_contract_body
    int t13;
    int t23;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    long t4 = (long)((unsigned long)dst - (unsigned long)src);
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 128L)))) {
        long t5 = t1 & -32L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 16, UF 2, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
        do {
            float *t6 = dst + i_vec;
            __m512 src_v = _mm512_loadu_ps(src + i_vec);
            __m512 t7 = _mm512_mul_ps(src_v, s_v);
            __m512 dst_v = _mm512_loadu_ps(t6);
            __m512 t8 = _mm512_add_ps(t7, dst_v);
            _mm512_storeu_ps(t6, t8);
            long t9 = i_vec + 16L;
            float *t10 = dst + t9;
            __m512 src_v_1 = _mm512_loadu_ps(src + t9);
            __m512 t11 = _mm512_mul_ps(src_v_1, s_v);
            __m512 dst_v_1 = _mm512_loadu_ps(t10);
            __m512 t12 = _mm512_add_ps(t11, dst_v_1);
            _mm512_storeu_ps(t10, t12);
            i_vec += 32L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)dst;
    unsigned long t16 = (unsigned long)src;
    long t17 = (long)((unsigned long)dst + (unsigned long)((long)t13 * 4L) - ((unsigned long)src + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t14 & -16L;
        __m512 s_v_1 = _mm512_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            float *t20 = dst + t19;
            __m512 src_v_2 = _mm512_loadu_ps(src + t19);
            __m512 t21 = _mm512_mul_ps(src_v_2, s_v_1);
            __m512 dst_v_2 = _mm512_loadu_ps(t20);
            __m512 t22 = _mm512_add_ps(t21, dst_v_2);
            _mm512_storeu_ps(t20, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        t23 = (int)((long)t13 + t18);
    } else {
        t23 = t13;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)dst;
    unsigned long t26 = (unsigned long)src;
    long t27 = (long)((unsigned long)dst + (unsigned long)((long)t23 * 4L) - ((unsigned long)src + (unsigned long)((long)t23 * 4L)));
    if ((t24 >= 1L) & (t24 <= 16L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))) | ((t27 <= 0L) | (t27 >= 64L)))) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        __m512 s_v_2 = _mm512_set1_ps(s);
        long t30 = (long)t23;
        float *t31 = dst + t30;
        __m512 src_v_3 = _mm512_maskz_loadu_ps(t29, src + t30);
        __m512 t32 = _mm512_mul_ps(src_v_3, s_v_2);
        __m512 dst_v_3 = _mm512_maskz_loadu_ps(t29, t31);
        __m512 t33 = _mm512_add_ps(t32, dst_v_3);
        _mm512_mask_storeu_ps(t31, t29, t33);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        float *t35 = dst + t34;
        *t35 = src[t34] * s + *t35;
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
