/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i scale_v = _mm256_set1_epi32((int)*scale);
            __m256i t3 = _mm256_mullo_epi32(b_v, scale_v);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t3);
            long t4 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i scale_v_1 = _mm256_set1_epi32((int)*scale);
            __m256i t5 = _mm256_mullo_epi32(b_v_1, scale_v_1);
            _mm256_storeu_si256((__m256i *)(a + t4), t5);
            long t6 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i scale_v_2 = _mm256_set1_epi32((int)*scale);
            __m256i t7 = _mm256_mullo_epi32(b_v_2, scale_v_2);
            _mm256_storeu_si256((__m256i *)(a + t6), t7);
            long t8 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i scale_v_3 = _mm256_set1_epi32((int)*scale);
            __m256i t9 = _mm256_mullo_epi32(b_v_3, scale_v_3);
            _mm256_storeu_si256((__m256i *)(a + t8), t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i scale_v_4 = _mm256_set1_epi32((int)*scale);
            __m256i t14 = _mm256_mullo_epi32(b_v_4, scale_v_4);
            _mm256_storeu_si256((__m256i *)(a + t13), t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)t15;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), b + t19);
        __m256i scale_v_5 = _mm256_set1_epi32((int)*scale);
        __m256i t20 = _mm256_mullo_epi32(b_v_5, scale_v_5);
        _mm256_mask_storeu_epi32(a + t19, _mm256_movepi32_mask(t18), t20);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        a[t21] = b[t21] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i factor_v = _mm256_set1_epi32((int)factor);
            __m256i t3 = _mm256_mullo_epi32(b_v, factor_v);
            __m256i t4 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i factor_v_1 = _mm256_set1_epi32((int)factor);
            __m256i t6 = _mm256_mullo_epi32(b_v_1, factor_v_1);
            __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t7);
            long t8 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i factor_v_2 = _mm256_set1_epi32((int)factor);
            __m256i t9 = _mm256_mullo_epi32(b_v_2, factor_v_2);
            __m256i t10 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t8), t10);
            long t11 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t11));
            __m256i factor_v_3 = _mm256_set1_epi32((int)factor);
            __m256i t12 = _mm256_mullo_epi32(b_v_3, factor_v_3);
            __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t11), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i factor_v_4 = _mm256_set1_epi32((int)factor);
            __m256i t18 = _mm256_mullo_epi32(b_v_4, factor_v_4);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t17), t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t23), b + t24);
        __m256i factor_v_5 = _mm256_set1_epi32((int)factor);
        __m256i t25 = _mm256_mullo_epi32(b_v_5, factor_v_5);
        __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(1));
        _mm256_mask_storeu_epi32(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = b[t27] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 k_v = _mm256_set1_ps(k[0]);
            __m256 t3 = _mm256_mul_ps(b_v, k_v);
            __m256 k_v_1 = _mm256_set1_ps(k[1]);
            __m256 t4 = _mm256_add_ps(t3, k_v_1);
            _mm256_storeu_ps(a + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 b_v_1 = _mm256_loadu_ps(b + t5);
            __m256 k_v_2 = _mm256_set1_ps(k[0]);
            __m256 t6 = _mm256_mul_ps(b_v_1, k_v_2);
            __m256 k_v_3 = _mm256_set1_ps(k[1]);
            __m256 t7 = _mm256_add_ps(t6, k_v_3);
            _mm256_storeu_ps(a + t5, t7);
            long t8 = i_vec + 16L;
            __m256 b_v_2 = _mm256_loadu_ps(b + t8);
            __m256 k_v_4 = _mm256_set1_ps(k[0]);
            __m256 t9 = _mm256_mul_ps(b_v_2, k_v_4);
            __m256 k_v_5 = _mm256_set1_ps(k[1]);
            __m256 t10 = _mm256_add_ps(t9, k_v_5);
            _mm256_storeu_ps(a + t8, t10);
            long t11 = i_vec + 24L;
            __m256 b_v_3 = _mm256_loadu_ps(b + t11);
            __m256 k_v_6 = _mm256_set1_ps(k[0]);
            __m256 t12 = _mm256_mul_ps(b_v_3, k_v_6);
            __m256 k_v_7 = _mm256_set1_ps(k[1]);
            __m256 t13 = _mm256_add_ps(t12, k_v_7);
            _mm256_storeu_ps(a + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 b_v_4 = _mm256_loadu_ps(b + t17);
            __m256 k_v_8 = _mm256_set1_ps(k[0]);
            __m256 t18 = _mm256_mul_ps(b_v_4, k_v_8);
            __m256 k_v_9 = _mm256_set1_ps(k[1]);
            __m256 t19 = _mm256_add_ps(t18, k_v_9);
            _mm256_storeu_ps(a + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), b + t24);
        __m256 k_v_10 = _mm256_set1_ps(k[0]);
        __m256 t25 = _mm256_mul_ps(b_v_5, k_v_10);
        __m256 k_v_11 = _mm256_set1_ps(k[1]);
        __m256 t26 = _mm256_add_ps(t25, k_v_11);
        _mm256_mask_storeu_ps(a + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        a[t27] = b[t27] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t5 = _mm256_add_epi32(a_v, t4);
            *out = ((vcc_v8_int)t5)[7];
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        __m256i t9 = _mm256_set1_epi32((int)t6);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            __m256i t10 = _mm256_add_epi32(a_v_1, (__m256i)i_v_1);
            *out = ((vcc_v8_int)t10)[7];
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
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
