/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i scale_v = _mm256_set1_epi32((int)*scale);
            __m256i t4 = _mm256_mullo_epi32(b_v, scale_v);
            _mm256_storeu_si256((__m256i *)(a + t3), t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i scale_v_1 = _mm256_set1_epi32((int)*scale);
            __m256i t6 = _mm256_mullo_epi32(b_v_1, scale_v_1);
            _mm256_storeu_si256((__m256i *)(a + t5), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i scale_v_2 = _mm256_set1_epi32((int)*scale);
            __m256i t8 = _mm256_mullo_epi32(b_v_2, scale_v_2);
            _mm256_storeu_si256((__m256i *)(a + t7), t8);
            long t9 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i scale_v_3 = _mm256_set1_epi32((int)*scale);
            __m256i t10 = _mm256_mullo_epi32(b_v_3, scale_v_3);
            _mm256_storeu_si256((__m256i *)(a + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i scale_v_4 = _mm256_set1_epi32((int)*scale);
            __m256i t15 = _mm256_mullo_epi32(b_v_4, scale_v_4);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t20 = (long)(int)(long)t16;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), b + t20);
        __m256i scale_v_5 = _mm256_set1_epi32((int)*scale);
        __m256i t21 = b_v_5;
        __m256i t22 = scale_v_5;
        __m256i t23 = _mm256_mullo_epi32(t21, t22);
        __m256i t24 = t23;
        _mm256_mask_storeu_epi32(a + t20, _mm256_movepi32_mask(t19), t24);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        a[t25] = b[t25] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i factor_v = _mm256_set1_epi32((int)factor);
            __m256i t4 = _mm256_mullo_epi32(b_v, factor_v);
            __m256i t5 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t3), t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i factor_v_1 = _mm256_set1_epi32((int)factor);
            __m256i t7 = _mm256_mullo_epi32(b_v_1, factor_v_1);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t6), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i factor_v_2 = _mm256_set1_epi32((int)factor);
            __m256i t10 = _mm256_mullo_epi32(b_v_2, factor_v_2);
            __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t9), t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t12));
            __m256i factor_v_3 = _mm256_set1_epi32((int)factor);
            __m256i t13 = _mm256_mullo_epi32(b_v_3, factor_v_3);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t12), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i factor_v_4 = _mm256_set1_epi32((int)factor);
            __m256i t19 = _mm256_mullo_epi32(b_v_4, factor_v_4);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t18), t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256i b_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), b + t25);
        __m256i factor_v_5 = _mm256_set1_epi32((int)factor);
        __m256i t26 = b_v_5;
        __m256i t27 = factor_v_5;
        __m256i t28 = _mm256_mullo_epi32(t26, t27);
        __m256i t29 = t28;
        __m256i t30 = t29;
        __m256i t31 = _mm256_set1_epi32(1);
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        _mm256_mask_storeu_epi32(a + t25, _mm256_movepi32_mask(t24), t33);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        a[t34] = b[t34] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 k_v = _mm256_set1_ps(k[0]);
            __m256 t4 = _mm256_mul_ps(b_v, k_v);
            __m256 k_v_1 = _mm256_set1_ps(k[1]);
            __m256 t5 = _mm256_add_ps(t4, k_v_1);
            _mm256_storeu_ps(a + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 b_v_1 = _mm256_loadu_ps(b + t6);
            __m256 k_v_2 = _mm256_set1_ps(k[0]);
            __m256 t7 = _mm256_mul_ps(b_v_1, k_v_2);
            __m256 k_v_3 = _mm256_set1_ps(k[1]);
            __m256 t8 = _mm256_add_ps(t7, k_v_3);
            _mm256_storeu_ps(a + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256 b_v_2 = _mm256_loadu_ps(b + t9);
            __m256 k_v_4 = _mm256_set1_ps(k[0]);
            __m256 t10 = _mm256_mul_ps(b_v_2, k_v_4);
            __m256 k_v_5 = _mm256_set1_ps(k[1]);
            __m256 t11 = _mm256_add_ps(t10, k_v_5);
            _mm256_storeu_ps(a + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256 b_v_3 = _mm256_loadu_ps(b + t12);
            __m256 k_v_6 = _mm256_set1_ps(k[0]);
            __m256 t13 = _mm256_mul_ps(b_v_3, k_v_6);
            __m256 k_v_7 = _mm256_set1_ps(k[1]);
            __m256 t14 = _mm256_add_ps(t13, k_v_7);
            _mm256_storeu_ps(a + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256 b_v_4 = _mm256_loadu_ps(b + t18);
            __m256 k_v_8 = _mm256_set1_ps(k[0]);
            __m256 t19 = _mm256_mul_ps(b_v_4, k_v_8);
            __m256 k_v_9 = _mm256_set1_ps(k[1]);
            __m256 t20 = _mm256_add_ps(t19, k_v_9);
            _mm256_storeu_ps(a + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256 b_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), b + t25);
        __m256 k_v_10 = _mm256_set1_ps(k[0]);
        __m256 t26 = _mm256_mul_ps(b_v_5, k_v_10);
        __m256 k_v_11 = _mm256_set1_ps(k[1]);
        __m256 t27 = _mm256_add_ps(t26, k_v_11);
        _mm256_mask_storeu_ps(a + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        a[t28] = b[t28] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t5 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
            __m256i i_v_2 = t5;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 24L)));
            __m256i t6 = _mm256_add_epi32(a_v, i_v_2);
            *out = ((vcc_v8_int)t6)[7];
            i_vec += 32L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        __m256i t10 = _mm256_set1_epi32((int)t7);
        __m256i t11 = t10;
        __m256i i_v_1 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_3 = i_v_1;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t7 + i_vec_1)));
            __m256i t12 = _mm256_add_epi32(a_v_1, i_v_3);
            *out = ((vcc_v8_int)t12)[7];
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
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
