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
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_set1_epi32((int)*scale);
            __m512i t8 = _mm512_mullo_epi32(t6, t7);
            _mm512_storeu_si512(a + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(b + t9);
            __m512i t11 = _mm512_set1_epi32((int)*scale);
            __m512i t12 = _mm512_mullo_epi32(t10, t11);
            _mm512_storeu_si512(a + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m512i t17 = _mm512_loadu_si512(b + t16);
            __m512i t18 = _mm512_set1_epi32((int)*scale);
            __m512i t19 = _mm512_mullo_epi32(t17, t18);
            _mm512_storeu_si512(a + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t20;
        __m512i t25 = _mm512_maskz_loadu_epi32(t23, b + t24);
        __m512i t26 = _mm512_set1_epi32((int)*scale);
        __m512i t27 = t25;
        __m512i t28 = t26;
        __m512i t29 = _mm512_mullo_epi32(t27, t28);
        __m512i t30 = t29;
        _mm512_mask_storeu_epi32(a + t24, t23, t30);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        a[t31] = b[t31] * *scale;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale_by_global(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(b + t5);
            __m512i t7 = _mm512_set1_epi32((int)factor);
            __m512i t8 = _mm512_mullo_epi32(t6, t7);
            __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(b + t10);
            __m512i t12 = _mm512_set1_epi32((int)factor);
            __m512i t13 = _mm512_mullo_epi32(t11, t12);
            __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512i t19 = _mm512_loadu_si512(b + t18);
            __m512i t20 = _mm512_set1_epi32((int)factor);
            __m512i t21 = _mm512_mullo_epi32(t19, t20);
            __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(1));
            _mm512_storeu_si512(a + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)(int)(long)t23;
        __m512i t28 = _mm512_maskz_loadu_epi32(t26, b + t27);
        __m512i t29 = _mm512_set1_epi32((int)factor);
        __m512i t30 = t28;
        __m512i t31 = t29;
        __m512i t32 = _mm512_mullo_epi32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = t33;
        __m512i t35 = _mm512_set1_epi32(1);
        __m512i t36 = _mm512_add_epi32(t34, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi32(a + t27, t26, t37);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[t38] = b[t38] * factor + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    vcc_no_contract_body
    int t17;
    int t26;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512 t6 = _mm512_loadu_ps(b + t5);
            __m512 t7 = _mm512_set1_ps(k[0]);
            __m512 t8 = _mm512_mul_ps(t6, t7);
            __m512 t9 = _mm512_set1_ps(k[1]);
            __m512 t10 = _mm512_add_ps(t8, t9);
            _mm512_storeu_ps(a + t5, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512 t12 = _mm512_loadu_ps(b + t11);
            __m512 t13 = _mm512_set1_ps(k[0]);
            __m512 t14 = _mm512_mul_ps(t12, t13);
            __m512 t15 = _mm512_set1_ps(k[1]);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(a + t11, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        long t19 = t18 & -16L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m512 t21 = _mm512_loadu_ps(b + t20);
            __m512 t22 = _mm512_set1_ps(k[0]);
            __m512 t23 = _mm512_mul_ps(t21, t22);
            __m512 t24 = _mm512_set1_ps(k[1]);
            __m512 t25 = _mm512_add_ps(t23, t24);
            _mm512_storeu_ps(a + t20, t25);
            t2 += 16L;
        } while (t2 < t19);
        t26 = (int)((long)t17 + t19);
    } else {
        t26 = t17;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 16L)) {
        __m512i t28 = _mm512_set1_epi32((int)(int)t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        long t30 = (long)(int)(long)t26;
        __m512 t31 = _mm512_maskz_loadu_ps(t29, b + t30);
        __m512 t32 = _mm512_set1_ps(k[0]);
        __m512 t33 = _mm512_mul_ps(t31, t32);
        __m512 t34 = _mm512_set1_ps(k[1]);
        __m512 t35 = _mm512_add_ps(t33, t34);
        _mm512_mask_storeu_ps(a + t30, t29, t35);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        a[t36] = b[t36] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void store_last(int n, int *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t13;
    int i;
    long t5 = (long)n;
    if (t5 >= 64L) {
        long t6 = t5 & -64L;
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t9 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
            __m512i t10 = t9;
            __m512i t11 = _mm512_loadu_si512(a + (int)(t2 + 48L));
            __m512i t12 = _mm512_add_epi32(t11, t10);
            *out = ((vcc_v16_int)t12)[15];
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        } while (t2 < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        __m512i t16 = _mm512_set1_epi32((int)t13);
        __m512i t17 = t16;
        __m512i t3 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t4 = 0L;
        do {
            __m512i t18 = t3;
            __m512i t19 = _mm512_loadu_si512(a + (int)((long)t13 + t4));
            __m512i t20 = _mm512_add_epi32(t19, t18);
            *out = ((vcc_v16_int)t20)[15];
            t4 += 16L;
            t3 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
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
