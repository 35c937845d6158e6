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
    int t12;
    int t21;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)dst;
    unsigned long t3 = (unsigned long)src;
    if ((t1 >= 32L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -32L;
        __m512 s_v = _mm512_set1_ps(s);
        long i_vec = 0L;
        /* vcc: loop at local_struct.c:23 vectorized: VF 16, UF 2, run-time check: `dst` and `src` do not overlap, vector epilogue VF 16, masked remainder */
        do {
            float *t5 = dst + i_vec;
            __m512 src_v = _mm512_loadu_ps(src + i_vec);
            __m512 t6 = _mm512_mul_ps(src_v, s_v);
            __m512 dst_v = _mm512_loadu_ps(t5);
            __m512 t7 = _mm512_add_ps(t6, dst_v);
            _mm512_storeu_ps(t5, t7);
            long t8 = i_vec + 16L;
            float *t9 = dst + t8;
            __m512 src_v_1 = _mm512_loadu_ps(src + t8);
            __m512 t10 = _mm512_mul_ps(src_v_1, s_v);
            __m512 dst_v_1 = _mm512_loadu_ps(t9);
            __m512 t11 = _mm512_add_ps(t10, dst_v_1);
            _mm512_storeu_ps(t9, t11);
            i_vec += 32L;
        } while (i_vec < t4);
        t12 = (int)t4;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    unsigned long t14 = (unsigned long)dst;
    unsigned long t15 = (unsigned long)src;
    if ((t13 >= 16L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        long t16 = t13 & -16L;
        __m512 s_v_1 = _mm512_set1_ps(s);
        long i_vec_1 = 0L;
        /* vcc: loop at local_struct.c:23 vector epilogue: VF 16, UF 1, run-time check: `dst` and `src` do not overlap, scalar epilogue */
        do {
            long t17 = (long)t12 + i_vec_1;
            float *t18 = dst + t17;
            __m512 src_v_2 = _mm512_loadu_ps(src + t17);
            __m512 t19 = _mm512_mul_ps(src_v_2, s_v_1);
            __m512 dst_v_2 = _mm512_loadu_ps(t18);
            __m512 t20 = _mm512_add_ps(t19, dst_v_2);
            _mm512_storeu_ps(t18, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t21 = (int)((long)t12 + t16);
    } else {
        t21 = t12;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)dst;
    unsigned long t24 = (unsigned long)src;
    if ((t22 >= 1L) & (t22 <= 16L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L))))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t22);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        __m512 s_v_2 = _mm512_set1_ps(s);
        long t27 = (long)t21;
        float *t28 = dst + t27;
        __m512 src_v_3 = _mm512_maskz_loadu_ps(t26, src + t27);
        __m512 t29 = _mm512_mul_ps(src_v_3, s_v_2);
        __m512 dst_v_3 = _mm512_maskz_loadu_ps(t26, t28);
        __m512 t30 = _mm512_add_ps(t29, dst_v_3);
        _mm512_mask_storeu_ps(t28, t26, t30);
        i = (int)((long)t21 + t22);
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
