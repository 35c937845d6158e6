/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
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

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void third(int n, double *restrict b, const double *restrict a) {
    vcc_no_contract_body
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256d t5 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256d t7 = _mm256_loadu_pd(a + t6);
            __m256d t8 = _mm256_mul_pd(t7, t5);
            _mm256_storeu_pd(b + t6, t8);
            long t9 = (long)(int)(t1 + 4L);
            __m256d t10 = _mm256_loadu_pd(a + t9);
            __m256d t11 = _mm256_mul_pd(t10, t5);
            _mm256_storeu_pd(b + t9, t11);
            long t12 = (long)(int)(t1 + 8L);
            __m256d t13 = _mm256_loadu_pd(a + t12);
            __m256d t14 = _mm256_mul_pd(t13, t5);
            _mm256_storeu_pd(b + t12, t14);
            long t15 = (long)(int)(t1 + 12L);
            __m256d t16 = _mm256_loadu_pd(a + t15);
            __m256d t17 = _mm256_mul_pd(t16, t5);
            _mm256_storeu_pd(b + t15, t17);
            t1 += 16L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m256d t21 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m256d t23 = _mm256_loadu_pd(a + t22);
            __m256d t24 = _mm256_mul_pd(t23, t21);
            _mm256_storeu_pd(b + t22, t24);
            t2 += 4L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        b[t25] = a[t25] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)k);
        __m256i t6 = _mm256_set1_epi32((int)d);
        __m256i t7 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t6);
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t10 = _mm256_add_epi32(t9, t7);
            _mm256_storeu_si256((__m256i *)(c + t8), t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t13 = _mm256_add_epi32(t12, t7);
            _mm256_storeu_si256((__m256i *)(c + t11), t13);
            long t14 = (long)(int)(t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t16 = _mm256_add_epi32(t15, t7);
            _mm256_storeu_si256((__m256i *)(c + t14), t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t19 = _mm256_add_epi32(t18, t7);
            _mm256_storeu_si256((__m256i *)(c + t17), t19);
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)t4;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        __m256i t23 = _mm256_set1_epi32((int)k);
        __m256i t24 = _mm256_set1_epi32((int)d);
        __m256i t25 = (__m256i)((vcc_v8_int)t23 / (vcc_v8_int)t24);
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t20 + t2);
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(a + t26));
            __m256i t28 = _mm256_add_epi32(t27, t25);
            _mm256_storeu_si256((__m256i *)(c + t26), t28);
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = a[t29] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int i;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32((int)k);
        __m256i t5 = _mm256_set1_epi32((int)d);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32(1000));
            __m256i t9 = _mm256_ternarylogic_epi32(t8, t5, _mm256_set1_epi32(1), 0xCA);
            __m256i t10 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t9);
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t8), t10);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        if (a[t11] > 1000) {
            c[t11] = k / d;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    vcc_no_contract_body
    int t18;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m128i t5 = _mm_set1_epi8((char)key);
        __m128i t6 = t5;
        __m128i t7 = (__m128i)((vcc_v16_uchar)t6 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t10 = t9;
            __m128i t11 = _mm_add_epi8(t10, t7);
            __m128i t12 = t11;
            _mm_storeu_si128((__m128i *)(c + t8), t12);
            long t13 = (long)(int)(t1 + 16L);
            __m128i t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            __m128i t15 = t14;
            __m128i t16 = _mm_add_epi8(t15, t7);
            __m128i t17 = t16;
            _mm_storeu_si128((__m128i *)(c + t13), t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        __m128i t21 = _mm_set1_epi8((char)key);
        __m128i t22 = t21;
        __m128i t23 = (__m128i)((vcc_v16_uchar)t22 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t18 + t2);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(a + t24));
            __m128i t26 = t25;
            __m128i t27 = _mm_add_epi8(t26, t23);
            __m128i t28 = t27;
            _mm_storeu_si128((__m128i *)(c + t24), t28);
            t2 += 16L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        c[t29] = (unsigned char)((int)a[t29] + ((int)key >> 1));
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
