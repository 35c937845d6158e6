/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i scale_v = _mm512_set1_epi32((int)*scale);
            __m512i t3 = _mm512_mullo_epi32(b_v, scale_v);
            _mm512_storeu_si512(a + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t4);
            __m512i scale_v_1 = _mm512_set1_epi32((int)*scale);
            __m512i t5 = _mm512_mullo_epi32(b_v_1, scale_v_1);
            _mm512_storeu_si512(a + t4, t5);
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
        /* vcc: loop at invariant.c:9 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t9);
            __m512i scale_v_2 = _mm512_set1_epi32((int)*scale);
            __m512i t10 = _mm512_mullo_epi32(b_v_2, scale_v_2);
            _mm512_storeu_si512(a + t9, t10);
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
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t14, b + t15);
        __m512i scale_v_3 = _mm512_set1_epi32((int)*scale);
        __m512i t16 = _mm512_mullo_epi32(b_v_3, scale_v_3);
        _mm512_mask_storeu_epi32(a + t15, t14, t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        a[t17] = b[t17] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i factor_v = _mm512_set1_epi32((int)factor);
            __m512i t3 = _mm512_mullo_epi32(b_v, factor_v);
            __m512i t4 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i factor_v_1 = _mm512_set1_epi32((int)factor);
            __m512i t6 = _mm512_mullo_epi32(b_v_1, factor_v_1);
            __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t7);
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
        /* vcc: loop at invariant.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t11);
            __m512i factor_v_2 = _mm512_set1_epi32((int)factor);
            __m512i t12 = _mm512_mullo_epi32(b_v_2, factor_v_2);
            __m512i t13 = _mm512_add_epi32(t12, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t11, t13);
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
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t17, b + t18);
        __m512i factor_v_3 = _mm512_set1_epi32((int)factor);
        __m512i t19 = _mm512_mullo_epi32(b_v_3, factor_v_3);
        __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(a + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 k_v = _mm512_set1_ps(k[0]);
            __m512 t3 = _mm512_mul_ps(b_v, k_v);
            __m512 k_v_1 = _mm512_set1_ps(k[1]);
            __m512 t4 = _mm512_add_ps(t3, k_v_1);
            _mm512_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512 b_v_1 = _mm512_loadu_ps(b + t5);
            __m512 k_v_2 = _mm512_set1_ps(k[0]);
            __m512 t6 = _mm512_mul_ps(b_v_1, k_v_2);
            __m512 k_v_3 = _mm512_set1_ps(k[1]);
            __m512 t7 = _mm512_add_ps(t6, k_v_3);
            _mm512_storeu_ps(a + t5, t7);
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
        /* vcc: loop at invariant.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512 b_v_2 = _mm512_loadu_ps(b + t11);
            __m512 k_v_4 = _mm512_set1_ps(k[0]);
            __m512 t12 = _mm512_mul_ps(b_v_2, k_v_4);
            __m512 k_v_5 = _mm512_set1_ps(k[1]);
            __m512 t13 = _mm512_add_ps(t12, k_v_5);
            _mm512_storeu_ps(a + t11, t13);
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
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t17, b + t18);
        __m512 k_v_6 = _mm512_set1_ps(k[0]);
        __m512 t19 = _mm512_mul_ps(b_v_3, k_v_6);
        __m512 k_v_7 = _mm512_set1_ps(k[1]);
        __m512 t20 = _mm512_add_ps(t19, k_v_7);
        _mm512_mask_storeu_ps(a + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
            __m512i a_v = _mm512_loadu_si512(a + (i_vec + 48L));
            __m512i t5 = _mm512_add_epi32(a_v, t4);
            *out = ((vcc_v16_int)t5)[15];
            i_vec += 64L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        __m512i t9 = _mm512_set1_epi32((int)t6);
        vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:26 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            __m512i a_v_1 = _mm512_loadu_si512(a + ((long)t6 + i_vec_1));
            __m512i t10 = _mm512_add_epi32(a_v_1, (__m512i)i_v_1);
            *out = ((vcc_v16_int)t10)[15];
            i_vec_1 += 16L;
            i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        *out = a[i] + i;
    }
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
