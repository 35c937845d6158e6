/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i scale_v = _mm512_set1_epi32((int)*scale);
            __m512i t4 = _mm512_mullo_epi32(b_v, scale_v);
            _mm512_storeu_si512(a + t3, t4);
            long t5 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t5);
            __m512i scale_v_1 = _mm512_set1_epi32((int)*scale);
            __m512i t6 = _mm512_mullo_epi32(b_v_1, scale_v_1);
            _mm512_storeu_si512(a + t5, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t10);
            __m512i scale_v_2 = _mm512_set1_epi32((int)*scale);
            __m512i t11 = _mm512_mullo_epi32(b_v_2, scale_v_2);
            _mm512_storeu_si512(a + t10, t11);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)(int)(long)t12;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t15, b + t16);
        __m512i scale_v_3 = _mm512_set1_epi32((int)*scale);
        __m512i t17 = b_v_3;
        __m512i t18 = scale_v_3;
        __m512i t19 = _mm512_mullo_epi32(t17, t18);
        __m512i t20 = t19;
        _mm512_mask_storeu_epi32(a + t16, t15, t20);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + t3);
            __m512i factor_v = _mm512_set1_epi32((int)factor);
            __m512i t4 = _mm512_mullo_epi32(b_v, factor_v);
            __m512i t5 = _mm512_add_epi32(t4, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i b_v_1 = _mm512_loadu_si512(b + t6);
            __m512i factor_v_1 = _mm512_set1_epi32((int)factor);
            __m512i t7 = _mm512_mullo_epi32(b_v_1, factor_v_1);
            __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512i b_v_2 = _mm512_loadu_si512(b + t12);
            __m512i factor_v_2 = _mm512_set1_epi32((int)factor);
            __m512i t13 = _mm512_mullo_epi32(b_v_2, factor_v_2);
            __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t18, b + t19);
        __m512i factor_v_3 = _mm512_set1_epi32((int)factor);
        __m512i t20 = b_v_3;
        __m512i t21 = factor_v_3;
        __m512i t22 = _mm512_mullo_epi32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = t23;
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m512i t27 = t26;
        _mm512_mask_storeu_epi32(a + t19, t18, t27);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 k_v = _mm512_set1_ps(k[0]);
            __m512 t4 = _mm512_mul_ps(b_v, k_v);
            __m512 k_v_1 = _mm512_set1_ps(k[1]);
            __m512 t5 = _mm512_add_ps(t4, k_v_1);
            _mm512_storeu_ps(a + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512 b_v_1 = _mm512_loadu_ps(b + t6);
            __m512 k_v_2 = _mm512_set1_ps(k[0]);
            __m512 t7 = _mm512_mul_ps(b_v_1, k_v_2);
            __m512 k_v_3 = _mm512_set1_ps(k[1]);
            __m512 t8 = _mm512_add_ps(t7, k_v_3);
            _mm512_storeu_ps(a + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512 b_v_2 = _mm512_loadu_ps(b + t12);
            __m512 k_v_4 = _mm512_set1_ps(k[0]);
            __m512 t13 = _mm512_mul_ps(b_v_2, k_v_4);
            __m512 k_v_5 = _mm512_set1_ps(k[1]);
            __m512 t14 = _mm512_add_ps(t13, k_v_5);
            _mm512_storeu_ps(a + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512 b_v_3 = _mm512_maskz_loadu_ps(t18, b + t19);
        __m512 k_v_6 = _mm512_set1_ps(k[0]);
        __m512 t20 = _mm512_mul_ps(b_v_3, k_v_6);
        __m512 k_v_7 = _mm512_set1_ps(k[1]);
        __m512 t21 = _mm512_add_ps(t20, k_v_7);
        _mm512_mask_storeu_ps(a + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        a[t22] = b[t22] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        __m512i t3 = _mm512_set1_epi32(0);
        __m512i t4 = t3;
        __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i t5 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
            __m512i i_v_2 = t5;
            __m512i a_v = _mm512_loadu_si512(a + (int)(i_vec + 48L));
            __m512i t6 = _mm512_add_epi32(a_v, i_v_2);
            *out = ((vcc_v16_int)t6)[15];
            i_vec += 64L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m512i t10 = _mm512_set1_epi32((int)t7);
        __m512i t11 = t10;
        __m512i i_v_1 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec_1 = 0L;
        do {
            __m512i i_v_3 = i_v_1;
            __m512i a_v_1 = _mm512_loadu_si512(a + (int)((long)t7 + i_vec_1));
            __m512i t12 = _mm512_add_epi32(a_v_1, i_v_3);
            *out = ((vcc_v16_int)t12)[15];
            i_vec_1 += 16L;
            i_v_1 = _mm512_add_epi32(i_v_1, _mm512_set1_epi32(16));
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
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
