/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void third(int n, double *restrict b, const double *restrict a) {
    vcc_no_contract_body
    int t18;
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512d t5 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512d t7 = _mm512_loadu_pd(a + t6);
            __m512d t8 = _mm512_mul_pd(t7, t5);
            _mm512_storeu_pd(b + t6, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m512d t10 = _mm512_loadu_pd(a + t9);
            __m512d t11 = _mm512_mul_pd(t10, t5);
            _mm512_storeu_pd(b + t9, t11);
            long t12 = (long)(int)(t1 + 16L);
            __m512d t13 = _mm512_loadu_pd(a + t12);
            __m512d t14 = _mm512_mul_pd(t13, t5);
            _mm512_storeu_pd(b + t12, t14);
            long t15 = (long)(int)(t1 + 24L);
            __m512d t16 = _mm512_loadu_pd(a + t15);
            __m512d t17 = _mm512_mul_pd(t16, t5);
            _mm512_storeu_pd(b + t15, t17);
            t1 += 32L;
        } while (t1 < t4);
        t18 = (int)t4;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m512d t21 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t18 + t2);
            __m512d t23 = _mm512_loadu_pd(a + t22);
            __m512d t24 = _mm512_mul_pd(t23, t21);
            _mm512_storeu_pd(b + t22, t24);
            t2 += 8L;
        } while (t2 < t20);
        t25 = (int)((long)t18 + t20);
    } else {
        t25 = t18;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if ((t26 >= 1L) & (t26 <= 8L)) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t26);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d t29 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
        long t30 = (long)(int)(long)t25;
        __m512d t31 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t28), a + t30);
        __m512d t32 = _mm512_mul_pd(t31, t29);
        _mm512_mask_storeu_pd(b + t30, _mm256_movepi32_mask(t28), t32);
        i = (int)((long)t25 + t26);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        b[t33] = a[t33] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int t20;
    int t29;
    int i;
    long t3 = (long)n;
    if (t3 >= 64L) {
        long t4 = t3 & -64L;
        __m512i t5 = _mm512_set1_epi32((int)k);
        __m512i t6 = _mm512_set1_epi32((int)d);
        __m512i t7 = (__m512i)((vcc_v16_int)t5 / (vcc_v16_int)t6);
        long t1 = 0L;
        do {
            long t8 = (long)(int)t1;
            __m512i t9 = _mm512_loadu_si512(a + t8);
            __m512i t10 = _mm512_add_epi32(t9, t7);
            _mm512_storeu_si512(c + t8, t10);
            long t11 = (long)(int)(t1 + 16L);
            __m512i t12 = _mm512_loadu_si512(a + t11);
            __m512i t13 = _mm512_add_epi32(t12, t7);
            _mm512_storeu_si512(c + t11, t13);
            long t14 = (long)(int)(t1 + 32L);
            __m512i t15 = _mm512_loadu_si512(a + t14);
            __m512i t16 = _mm512_add_epi32(t15, t7);
            _mm512_storeu_si512(c + t14, t16);
            long t17 = (long)(int)(t1 + 48L);
            __m512i t18 = _mm512_loadu_si512(a + t17);
            __m512i t19 = _mm512_add_epi32(t18, t7);
            _mm512_storeu_si512(c + t17, t19);
            t1 += 64L;
        } while (t1 < t4);
        t20 = (int)t4;
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        __m512i t23 = _mm512_set1_epi32((int)k);
        __m512i t24 = _mm512_set1_epi32((int)d);
        __m512i t25 = (__m512i)((vcc_v16_int)t23 / (vcc_v16_int)t24);
        long t2 = 0L;
        do {
            long t26 = (long)(int)((long)t20 + t2);
            __m512i t27 = _mm512_loadu_si512(a + t26);
            __m512i t28 = _mm512_add_epi32(t27, t25);
            _mm512_storeu_si512(c + t26, t28);
            t2 += 16L;
        } while (t2 < t22);
        t29 = (int)((long)t20 + t22);
    } else {
        t29 = t20;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if ((t30 >= 1L) & (t30 <= 16L)) {
        __m512i t31 = _mm512_set1_epi32((int)(int)t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
        __m512i t33 = _mm512_set1_epi32((int)k);
        __m512i t34 = _mm512_set1_epi32((int)d);
        long t35 = (long)(int)(long)t29;
        __m512i t36 = _mm512_maskz_loadu_epi32(t32, a + t35);
        __m512i t37 = _mm512_mask_blend_epi32(t32, _mm512_set1_epi32(1), t34);
        __m512i t38 = (__m512i)((vcc_v16_int)t33 / (vcc_v16_int)t37);
        __m512i t39 = t36;
        __m512i t40 = t38;
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i t42 = t41;
        _mm512_mask_storeu_epi32(c + t35, t32, t42);
        i = (int)((long)t29 + t30);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        c[t43] = a[t43] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32((int)k);
        __m512i t5 = _mm512_set1_epi32((int)d);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            __m512i t7 = _mm512_loadu_si512(a + t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(t7, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
            __m512i t9 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(1), t5);
            __m512i t10 = (__m512i)((vcc_v16_int)t4 / (vcc_v16_int)t9);
            _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t6 * 4UL), t8, t10);
            t1 += 16L;
        } while (t1 < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 16L)) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i t15 = _mm512_set1_epi32((int)k);
        __m512i t16 = _mm512_set1_epi32((int)d);
        long t17 = (long)(int)(long)t11;
        __m512i t18 = _mm512_maskz_loadu_epi32(t14, a + t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(t18, _mm512_set1_epi32(1000), _MM_CMPINT_NLE);
        __mmask16 t20 = _kand_mask16(t14, t19);
        __m512i t21 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(1), t16);
        __m512i t22 = (__m512i)((vcc_v16_int)t15 / (vcc_v16_int)t21);
        _mm512_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t17 * 4UL), t20, t22);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        if (a[t23] > 1000) {
            c[t23] = k / d;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
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
