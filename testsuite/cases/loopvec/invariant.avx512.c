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
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_set1_epi32((int)*scale);
            __m256i t8 = _mm256_mullo_epi32(t6, t7);
            _mm256_storeu_si256((__m256i *)(a + t5), t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t11 = _mm256_set1_epi32((int)*scale);
            __m256i t12 = _mm256_mullo_epi32(t10, t11);
            _mm256_storeu_si256((__m256i *)(a + t9), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256i t14 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t15 = _mm256_set1_epi32((int)*scale);
            __m256i t16 = _mm256_mullo_epi32(t14, t15);
            _mm256_storeu_si256((__m256i *)(a + t13), t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_set1_epi32((int)*scale);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)(a + t17), t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m256i t26 = _mm256_set1_epi32((int)*scale);
            __m256i t27 = _mm256_mullo_epi32(t25, t26);
            _mm256_storeu_si256((__m256i *)(a + t24), t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t31), b + t32);
        __m256i t34 = _mm256_set1_epi32((int)*scale);
        __m256i t35 = t33;
        __m256i t36 = t34;
        __m256i t37 = _mm256_mullo_epi32(t35, t36);
        __m256i t38 = t37;
        _mm256_mask_storeu_epi32(a + t32, _mm256_movepi32_mask(t31), t38);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        a[t39] = b[t39] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t25;
    int t33;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t7 = _mm256_set1_epi32((int)factor);
            __m256i t8 = _mm256_mullo_epi32(t6, t7);
            __m256i t9 = _mm256_add_epi32(t8, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t5), t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t12 = _mm256_set1_epi32((int)factor);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t10), t14);
            long t15 = (long)(int)(t1 + 16L);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_set1_epi32((int)factor);
            __m256i t18 = _mm256_mullo_epi32(t16, t17);
            __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t15), t19);
            long t20 = (long)(int)(t1 + 24L);
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t22 = _mm256_set1_epi32((int)factor);
            __m256i t23 = _mm256_mullo_epi32(t21, t22);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t20), t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        long t27 = t26 & -8L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t30 = _mm256_set1_epi32((int)factor);
            __m256i t31 = _mm256_mullo_epi32(t29, t30);
            __m256i t32 = _mm256_add_epi32(t31, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(a + t28), t32);
            t2 += 8L;
        } while (t2 < t27);
        t33 = (int)((long)t25 + t27);
    } else {
        t33 = t25;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t37 = (long)(int)(long)t33;
        __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), b + t37);
        __m256i t39 = _mm256_set1_epi32((int)factor);
        __m256i t40 = t38;
        __m256i t41 = t39;
        __m256i t42 = _mm256_mullo_epi32(t40, t41);
        __m256i t43 = t42;
        __m256i t44 = t43;
        __m256i t45 = _mm256_set1_epi32(1);
        __m256i t46 = _mm256_add_epi32(t44, t45);
        __m256i t47 = t46;
        _mm256_mask_storeu_epi32(a + t37, _mm256_movepi32_mask(t36), t47);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = b[t48] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t29;
    int t38;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(b + t5);
            __m256 t7 = _mm256_set1_ps(k[0]);
            __m256 t8 = _mm256_mul_ps(t6, t7);
            __m256 t9 = _mm256_set1_ps(k[1]);
            __m256 t10 = _mm256_add_ps(t8, t9);
            _mm256_storeu_ps(a + t5, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256 t12 = _mm256_loadu_ps(b + t11);
            __m256 t13 = _mm256_set1_ps(k[0]);
            __m256 t14 = _mm256_mul_ps(t12, t13);
            __m256 t15 = _mm256_set1_ps(k[1]);
            __m256 t16 = _mm256_add_ps(t14, t15);
            _mm256_storeu_ps(a + t11, t16);
            long t17 = (long)(int)(t1 + 16L);
            __m256 t18 = _mm256_loadu_ps(b + t17);
            __m256 t19 = _mm256_set1_ps(k[0]);
            __m256 t20 = _mm256_mul_ps(t18, t19);
            __m256 t21 = _mm256_set1_ps(k[1]);
            __m256 t22 = _mm256_add_ps(t20, t21);
            _mm256_storeu_ps(a + t17, t22);
            long t23 = (long)(int)(t1 + 24L);
            __m256 t24 = _mm256_loadu_ps(b + t23);
            __m256 t25 = _mm256_set1_ps(k[0]);
            __m256 t26 = _mm256_mul_ps(t24, t25);
            __m256 t27 = _mm256_set1_ps(k[1]);
            __m256 t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(a + t23, t28);
            t1 += 32L;
        } while (t1 < t4);
        t29 = (int)t4;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t2 = 0L;
        do {
            long t32 = (long)(int)((long)t29 + t2);
            __m256 t33 = _mm256_loadu_ps(b + t32);
            __m256 t34 = _mm256_set1_ps(k[0]);
            __m256 t35 = _mm256_mul_ps(t33, t34);
            __m256 t36 = _mm256_set1_ps(k[1]);
            __m256 t37 = _mm256_add_ps(t35, t36);
            _mm256_storeu_ps(a + t32, t37);
            t2 += 8L;
        } while (t2 < t31);
        t38 = (int)((long)t29 + t31);
    } else {
        t38 = t29;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)(int)(long)t38;
        __m256 t43 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t41), b + t42);
        __m256 t44 = _mm256_set1_ps(k[0]);
        __m256 t45 = _mm256_mul_ps(t43, t44);
        __m256 t46 = _mm256_set1_ps(k[1]);
        __m256 t47 = _mm256_add_ps(t45, t46);
        _mm256_mask_storeu_ps(a + t42, _mm256_movepi32_mask(t41), t47);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        a[t48] = b[t48] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t13;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t10 = t9;
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            __m256i t12 = _mm256_add_epi32(t11, t10);
            *out = ((vcc_v8_int)t12)[7];
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        } while (t2 < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256i t16 = _mm256_set1_epi32((int)t13);
        __m256i t17 = t16;
        __m256i t3 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t18 = t3;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t13 + t4)));
            __m256i t20 = _mm256_add_epi32(t19, t18);
            *out = ((vcc_v8_int)t20)[7];
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
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
