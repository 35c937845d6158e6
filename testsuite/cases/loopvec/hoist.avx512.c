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
    long t1;
    long t2;
    long t3;
    long t4;
    __m256d t5;
    long t6;
    __m256d t7;
    __m256d t8;
    long t9;
    __m256d t10;
    __m256d t11;
    long t12;
    __m256d t13;
    __m256d t14;
    long t15;
    __m256d t16;
    __m256d t17;
    int t18;
    long t19;
    long t20;
    __m256d t21;
    long t22;
    __m256d t23;
    __m256d t24;
    int i;
    long t25;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_pd(a + t6);
            t8 = _mm256_mul_pd(t7, t5);
            _mm256_storeu_pd(b + t6, t8);
            t9 = (long)(int)((long)0 + (t1 + 4L));
            t10 = _mm256_loadu_pd(a + t9);
            t11 = _mm256_mul_pd(t10, t5);
            _mm256_storeu_pd(b + t9, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = _mm256_loadu_pd(a + t12);
            t14 = _mm256_mul_pd(t13, t5);
            _mm256_storeu_pd(b + t12, t14);
            t15 = (long)(int)((long)0 + (t1 + 12L));
            t16 = _mm256_loadu_pd(a + t15);
            t17 = _mm256_mul_pd(t16, t5);
            _mm256_storeu_pd(b + t15, t17);
            t1 += 16L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        t20 = t19 & -4L;
        t21 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t2 = 0L;
        do {
            t22 = (long)(int)((long)t18 + t2);
            t23 = _mm256_loadu_pd(a + t22);
            t24 = _mm256_mul_pd(t23, t21);
            _mm256_storeu_pd(b + t22, t24);
            t2 += 4L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        b[t25] = a[t25] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    int t20;
    long t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    long t26;
    __m256i t27;
    __m256i t28;
    int i;
    long t29;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)k);
        t6 = _mm256_set1_epi32((int)d);
        t7 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t6);
        t1 = 0L;
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t10 = _mm256_add_epi32(t9, t7);
            _mm256_storeu_si256((__m256i *)(c + t8), t10);
            t11 = (long)(int)((long)0 + (t1 + 8L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t13 = _mm256_add_epi32(t12, t7);
            _mm256_storeu_si256((__m256i *)(c + t11), t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t14));
            t16 = _mm256_add_epi32(t15, t7);
            _mm256_storeu_si256((__m256i *)(c + t14), t16);
            t17 = (long)(int)((long)0 + (t1 + 24L));
            t18 = _mm256_loadu_si256((const __m256i *)(a + t17));
            t19 = _mm256_add_epi32(t18, t7);
            _mm256_storeu_si256((__m256i *)(c + t17), t19);
            t1 += 32L;
        } while (t1 < t4);
        t20 = (int)((long)0 + t4);
    } else {
        t20 = 0;
    }
    t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t23 = _mm256_set1_epi32((int)k);
        t24 = _mm256_set1_epi32((int)d);
        t25 = (__m256i)((vcc_v8_int)t23 / (vcc_v8_int)t24);
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t20 + t2);
            t27 = _mm256_loadu_si256((const __m256i *)(a + t26));
            t28 = _mm256_add_epi32(t27, t25);
            _mm256_storeu_si256((__m256i *)(c + t26), t28);
            t2 += 8L;
        } while (t2 < t22);
        i = (int)((long)t20 + t22);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        c[t29] = a[t29] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    int i;
    long t11;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = _mm256_set1_epi32((int)k);
        t5 = _mm256_set1_epi32((int)d);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t8 = _mm256_cmpgt_epi32(t7, _mm256_set1_epi32((int)1000));
            t9 = _mm256_ternarylogic_epi32(t8, t5, _mm256_set1_epi32((int)1), 0xCA);
            t10 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t9);
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t8), t10);
            t1 += 8L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        if (a[t11] > 1000) {
            c[t11] = k / d;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    long t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    long t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    int t18;
    long t19;
    long t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    long t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    int i;
    long t29;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm_set1_epi8((char)key);
        t6 = t5;
        t7 = (__m128i)((vcc_v16_uchar)t6 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        t1 = 0L;
        do {
            t8 = (long)(int)((long)0 + t1);
            t9 = _mm_loadu_si128((const __m128i *)(a + t8));
            t10 = t9;
            t11 = _mm_add_epi8(t10, t7);
            t12 = t11;
            _mm_storeu_si128((__m128i *)(c + t8), t12);
            t13 = (long)(int)((long)0 + (t1 + 16L));
            t14 = _mm_loadu_si128((const __m128i *)(a + t13));
            t15 = t14;
            t16 = _mm_add_epi8(t15, t7);
            t17 = t16;
            _mm_storeu_si128((__m128i *)(c + t13), t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)((long)0 + t4);
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        t20 = t19 & -16L;
        t21 = _mm_set1_epi8((char)key);
        t22 = t21;
        t23 = (__m128i)((vcc_v16_uchar)t22 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        t2 = 0L;
        do {
            t24 = (long)(int)((long)t18 + t2);
            t25 = _mm_loadu_si128((const __m128i *)(a + t24));
            t26 = t25;
            t27 = _mm_add_epi8(t26, t23);
            t28 = t27;
            _mm_storeu_si128((__m128i *)(c + t24), t28);
            t2 += 16L;
        } while (t2 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        t29 = (long)i;
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
